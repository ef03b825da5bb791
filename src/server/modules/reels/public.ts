/** What other modules (the assistant) may use of the reels figures. */
export { getReelsAnalytics } from './service';
