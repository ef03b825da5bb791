/** What other modules may use of the audience: the answer the page and the assistant read. */
export { getAudience } from './service';
