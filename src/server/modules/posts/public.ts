/**
 * The posts module for other modules: stored posts (over periods resolved on each account's clock) and
 * their API shape (Connections' media list), and the offset cursors every paged list uses (posts,
 * stories, competitors' posts).
 */
export { findPosts } from './repository';
export { resolvePostsPeriods } from './postsPeriod';
export { toMedia } from './mediaView';
export { decodeCursor, encodeCursor, nextUrlFor, pagingFor } from './pageCursor';
