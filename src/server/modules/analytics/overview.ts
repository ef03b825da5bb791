import type { AnalyticsQuery, Kpi, Overview } from '../../../shared/analytics';
import { periodSpan, previousPeriod } from '../../../shared/period';
import type { Db } from '../../db/client';
import { bestTimesOf, postingTimes } from './bestTime';
import { periodScopeOf } from './periodScope';
import {
  dailyAggregate,
  dailySeries,
  formatBreakdown,
  postAggregates,
  rankedPosts,
  type PostAggregate,
} from './overviewRepository';

const RANKED_POSTS = 5;

function kpiOf(value: number | null, previous: number | null, formula: string, source: string): Kpi {
  const change = value !== null && previous !== null && previous !== 0 ? (value - previous) / Math.abs(previous) : null;
  return { value, previous, change, formula, source };
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null);
const perPost = (total: number | null, posts: number) => (total !== null && posts > 0 ? total / posts : null);
const MEDIA_SOURCE = 'media insights of the posts published in the period';
const DAILY_SOURCE = 'daily account insights and profile snapshots';

/**
 * GET /api/analytics/overview: the dashboard for one of the user's accounts, compared with the
 * previous period of the same length. Another user's account answers 404.
 */
export async function getOverview(db: Db, userId: string, query: AnalyticsQuery): Promise<Overview> {
  const scope = await periodScopeOf(db, userId, query.accountId);
  const { accountId, timezone } = scope;
  const { from, to } = query;
  const previous = previousPeriod({ from, to });
  const [{ current: posts, previous: postsBefore }, daily, dailyBefore, series, { cells, ranking }, formats, topPosts, bottomPosts] = await Promise.all([
    postAggregates(db, scope, previous.from, from, to),
    dailyAggregate(db, accountId, from, to),
    dailyAggregate(db, accountId, previous.from, previous.to),
    dailySeries(db, scope, from, to),
    postingTimes(db, scope, from, to),
    formatBreakdown(db, scope, from, to),
    rankedPosts(db, scope, from, to, 'best', RANKED_POSTS),
    rankedPosts(db, scope, from, to, 'worst', RANKED_POSTS),
  ]);
  const growth = (d: typeof daily) => (d.followersEnd !== null && d.followersStart !== null ? d.followersEnd - d.followersStart : null);
  return {
    accountId,
    timezone,
    range: periodSpan({ from, to }),
    previousRange: previous,
    kpis: {
      followers: kpiOf(daily.followersEnd, dailyBefore.followersEnd, 'followers on the last day of the period', DAILY_SOURCE),
      netGrowth: kpiOf(growth(daily), growth(dailyBefore), 'followers on the last day − followers the day before the period', DAILY_SOURCE),
      reach: kpiOf(daily.daysKnown ? daily.reach : null, dailyBefore.daysKnown ? dailyBefore.reach : null, 'sum of daily account reach', 'reach account insight, per day'),
      views: kpiOf(posts.views, postsBefore.views, 'sum of views of the posts published in the period', MEDIA_SOURCE),
      ...engagementKpis(posts, postsBefore),
    },
    series,
    heatmap: {
      cells,
      bestTimes: bestTimesOf(ranking, timezone),
      sampleSize: cells.reduce((sum: number, cell: { posts: number }) => sum + cell.posts, 0),
      formula: `median public ER of the posts published in each weekday × hour, on the account's clock (${timezone})`,
    },
    formats,
    topPosts,
    bottomPosts,
  };
}

function engagementKpis(now: PostAggregate, before: PostAggregate) {
  return {
    erByReach: kpiOf(
      ratio(now.interactionsOfRated, now.reachOfRated),
      ratio(before.interactionsOfRated, before.reachOfRated),
      '(likes + comments + saves + shares) ÷ reach, summed over the posts with reach',
      MEDIA_SOURCE,
    ),
    publicEr: kpiOf(now.publicEr, before.publicEr, 'mean over the posts of (likes + comments) ÷ followers on the day posted', MEDIA_SOURCE),
    posts: kpiOf(now.posts, before.posts, 'posts published in the period', MEDIA_SOURCE),
    avgInteractions: kpiOf(
      perPost(now.interactions, now.postsWithInteractions),
      perPost(before.interactions, before.postsWithInteractions),
      '(likes + comments + saves + shares) ÷ posts published, over the posts whose saves and shares Meta served',
      MEDIA_SOURCE,
    ),
  };
}
