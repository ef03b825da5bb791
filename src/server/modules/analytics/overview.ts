import type { AnalyticsQuery, Kpi, Overview } from '../../../shared/analytics';
import { periodSpan, previousPeriod } from '../../../shared/period';
import type { Db } from '../../db/client';
import { bestTimesOf, postingTimes } from './bestTime';
import { answerFor } from './cachedAnswers';
import type { ResolvedPeriod } from './periodScope';
import { ownPublicFigures } from './repository';
import { dailyAggregate, dailySeries, formatBreakdown, postAggregates, rankedPosts, type PeriodScope, type PostAggregate } from './overviewRepository';
import { PUBLIC_FORMULAS } from './publicFigures';

const RANKED_POSTS = 5;

/**
 * A figure beside the previous period's. Its change is null when either side is unknown, and when the
 * previous period recorded nothing to measure against (0): "−100 %" against a period that had no data
 * would be a figure made of a gap.
 */
function kpiOf(value: number | null, previous: number | null, formula: string, source: string): Kpi {
  const change = value !== null && previous !== null && previous !== 0 ? (value - previous) / Math.abs(previous) : null;
  return { value, previous, change, formula, source };
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null);
const perPost = (total: number | null, posts: number) => (total !== null && posts > 0 ? total / posts : null);
/** Views are those of the posts published in the period: with none published the figure has no basis (unknown, not 0). */
const viewsOf = (aggregate: PostAggregate) => (aggregate.posts > 0 ? aggregate.views : null);
const MEDIA_SOURCE = 'media insights of the posts published in the period';
const DAILY_SOURCE = 'daily account insights and profile snapshots';

/**
 * GET /api/analytics/overview: the dashboard for one of the user's accounts over a period on its
 * clock (resolvePeriod), compared with the previous period of the same length. Posts, public ER and
 * net growth are the public figures every other screen shows (publicFiguresFor). Another user's
 * account answers 404. Computed once per version of the account's data (cachedAnswers.ts).
 */
export function getOverview(db: Db, userId: string, query: AnalyticsQuery): Promise<Overview> {
  return answerFor(db, userId, query, 'overview', computeOverview);
}

/** The overview computed from the stored rows, never from the cache (the cache's tests compare against it). */
export async function computeOverview(db: Db, scope: PeriodScope, { from, to }: ResolvedPeriod): Promise<Overview> {
  const { accountId, timezone } = scope;
  const previous = previousPeriod({ from, to });
  const owner = { id: accountId, followersCount: scope.currentFollowers, timezone: scope.factsOnClock ? timezone : undefined };
  const [figures, figuresBefore] = await Promise.all([
    ownPublicFigures(db, owner, { from, to, timezone }),
    ownPublicFigures(db, owner, { ...previous, timezone }),
  ]);
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
  const growth = (f: typeof figures) => f.followerGrowth?.net ?? null;
  return {
    accountId,
    timezone,
    range: periodSpan({ from, to }),
    previousRange: previous,
    kpis: {
      followers: kpiOf(daily.followersEnd, dailyBefore.followersEnd, 'followers on the last day of the period', DAILY_SOURCE),
      netGrowth: kpiOf(growth(figures), growth(figuresBefore), PUBLIC_FORMULAS.followerGrowth, DAILY_SOURCE),
      reach: kpiOf(
        daily.daysKnown ? daily.reach : null,
        dailyBefore.daysKnown ? dailyBefore.reach : null,
        'sum of daily account reach',
        'reach account insight, per day',
      ),
      views: kpiOf(viewsOf(posts), viewsOf(postsBefore), 'sum of views of the posts published in the period', MEDIA_SOURCE),
      ...engagementKpis(posts, postsBefore),
      publicEr: kpiOf(figures.publicEr, figuresBefore.publicEr, PUBLIC_FORMULAS.publicEr, MEDIA_SOURCE),
      posts: kpiOf(figures.posts, figuresBefore.posts, 'posts published on the period’s days', MEDIA_SOURCE),
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
    avgInteractions: kpiOf(
      perPost(now.interactions, now.postsWithInteractions),
      perPost(before.interactions, before.postsWithInteractions),
      '(likes + comments + saves + shares) ÷ posts published, over the posts whose saves and shares Meta served',
      MEDIA_SOURCE,
    ),
  };
}
