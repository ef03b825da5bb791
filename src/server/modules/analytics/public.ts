/**
 * What other modules may use of the analytics storage: the public figures on one clock, the competitor
 * series and the ranked posts. Other modules import these from here, never from a repository.
 */
export {
  type ClockPeriod,
  COMPETITOR_SERIES,
  type FiguresOwner,
  followerSnapshotsIn,
  OWN_SERIES,
  ownPublicFigures,
  publicFiguresFor,
  publicSourcesFor,
} from './repository';
export { periodBuckets, publicErByBucket } from './publicFigures';
export { rankedPosts } from './overviewRepository';
