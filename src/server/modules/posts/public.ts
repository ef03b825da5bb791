/** What other modules may use of stored posts, without reaching into the posts repository. */
export { findPosts } from './repository';
