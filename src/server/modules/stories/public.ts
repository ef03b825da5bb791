/** What other modules (the assistant) may use of stored stories. */
export { storiesAnswer } from './service';
