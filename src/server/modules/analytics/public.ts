/**
 * The analytics module for the rest of the server: the one period rule, the formulas, the public figures of
 * any account (and their SQL twins for readers that sum in the database), and the dashboard's and content
 * page's answers that the assistant and the reports quote. Other modules import these from here, never from
 * the files behind it.
 */
export {
  inPeriodSql,
  lastDaysOn,
  localDaySql,
  periodScopeFor,
  periodScopeOf,
  resolvePeriod,
  todayOn,
  type PeriodScope,
  type ResolvedPeriod,
} from './periodScope';
export { bestPostingSlots, excerpt, followerTier, formatMix, mean, median, ownEngagementRate, type DailyFollowers } from './formulas';
export {
  periodBuckets,
  postPublicEr,
  PUBLIC_FORMULAS,
  publicErByBucket,
  publicFiguresOf,
  publicFiguresOfTotals,
  type PeriodEnds,
  type PostTotals,
} from './publicFigures';
export { postRateSql, rateSumSql } from './publicRateSql';
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
export { rankedPosts } from './overviewRepository';
export { computeOverview, getOverview } from './overview';
export { contentAnalysisOf, getContentAnalysis } from './content';
export { answerCacheOf } from './cachedAnswers';
