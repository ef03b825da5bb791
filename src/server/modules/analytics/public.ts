/**
 * What other modules may use of the analytics storage: the public figures on one clock, the competitor
 * series and the ranked posts. Other modules import these from here, never from a repository.
 */
export { type ClockPeriod, COMPETITOR_SERIES, type FiguresOwner, ownPublicFigures, publicFiguresFor } from './repository';
export { rankedPosts, rowsOf } from './overviewRepository';
