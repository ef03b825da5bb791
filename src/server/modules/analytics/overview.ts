import type { Kpi, Overview, OverviewQuery } from '../../../shared/analytics';
import type { PublicFigures } from '../../../shared/competitors';
import {
  comparisonPeriod,
  comparisonPredatesHistory,
  DEFAULT_COMPARISON,
  periodSpan,
  previousPeriod,
  type ComparisonKind,
  type Period,
} from '../../../shared/period';
import type { Db } from '../../db/client';
import { bestTimesOf, rankHours } from './bestTime';
import { answerFor } from './cachedAnswers';
import type { ResolvedPeriod } from './periodScope';
import { historyStartOf, type DailyAggregate, type PostAggregate } from './overviewRepository';
import type { PeriodScope } from './periodScope';
import { periodDetailOf, periodSummaryOf, type PeriodSummary } from './periodSummary';
import { PUBLIC_FORMULAS, publicFiguresOfTotals } from './publicFigures';

const RANKED_POSTS = 5;

/**
 * A figure beside its comparison period's. Its change is null when either side is unknown, when the
 * comparison period recorded nothing to measure against (0), and when it recorded nothing at all
 * (`recorded`): "−100 %" against a period that had no data would be a figure made of a gap.
 */
function kpiOf(value: number | null, previous: number | null, formula: string, source: string, recorded = true): Kpi {
  const change = recorded && value !== null && previous !== null && previous !== 0 ? (value - previous) / Math.abs(previous) : null;
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
 * clock (resolvePeriod), compared with the period `compare` names (shared/period.ts comparisonPeriod:
 * the previous period of the same length unless asked otherwise). Posts, public ER and net growth are
 * the public figures every other screen shows (publicFiguresFor). Another user's account answers 404.
 * Computed once per version of the account's data and comparison (cachedAnswers.ts).
 */
export function getOverview(db: Db, userId: string, query: OverviewQuery): Promise<Overview> {
  const compare = query.compare ?? DEFAULT_COMPARISON;
  return answerFor(db, userId, query, `overview/${compare}`, (database, scope, period) => computeOverview(database, scope, period, compare));
}

type PeriodFigures = { figures: PublicFigures; posts: PostAggregate; daily: DailyAggregate };

/**
 * Everything the KPIs read of one period: its public figures (publicFiguresOfTotals, the dashboard's
 * reading of ownPublicFigures), its posts' aggregates and its daily rows' figures.
 */
function periodFigures(scope: PeriodScope, { from, to }: Period, summary: PeriodSummary): PeriodFigures {
  const figures = publicFiguresOfTotals({ ends: summary.ends, totals: summary.totals, from, to });
  return { figures, posts: summary.aggregate, daily: summary.daily };
}

/** Anything stored for the period: a post published on its days or a daily row. */
const recordedIn = ({ posts, daily }: PeriodFigures) => posts.posts > 0 || daily.daysStored > 0;

/** The comparison's figures, or none (every previous value unknown) when there is no comparison. */
const NO_COMPARISON: PeriodFigures = {
  figures: { followers: null, followerGrowth: null, postsPerWeek: 0, posts: 0, avgLikes: null, postsWithHiddenLikes: 0, avgComments: null, publicEr: null },
  posts: { posts: 0, views: null, interactions: null, postsWithInteractions: 0, reachOfRated: 0, interactionsOfRated: 0 },
  daily: { reach: null, daysKnown: 0, daysStored: 0 },
};

/** The overview computed from the stored rows, never from the cache (the cache's tests compare against it). */
export async function computeOverview(
  db: Db,
  scope: PeriodScope,
  { from, to }: ResolvedPeriod,
  compare: ComparisonKind = DEFAULT_COMPARISON,
): Promise<Overview> {
  const { accountId, timezone } = scope;
  const against = comparisonPeriod({ from, to }, compare);
  // A statement per period (the shown one split in two on Postgres: periodSummary.ts), side by side on Postgres.
  const [shown, compared, historyFrom] = await Promise.all([
    periodDetailOf(db, scope, from, to, RANKED_POSTS),
    against && periodSummaryOf(db, scope, against.from, against.to),
    historyStartOf(db, accountId),
  ]);
  const now = periodFigures(scope, { from, to }, shown);
  const before = against && compared ? periodFigures(scope, against, compared) : NO_COMPARISON;
  const comparisonSeries = compared?.series ?? [];
  const { cells } = shown;
  const ranking = rankHours(shown.hours);
  const recorded = against !== null && recordedIn(before);
  // A comparison from before the history began has no value to measure against: every previous and change unknown.
  const unknownBase = compare === 'none' || (against !== null && comparisonPredatesHistory(against, historyFrom));
  return {
    accountId,
    timezone,
    range: periodSpan({ from, to }),
    previousRange: previousPeriod({ from, to }),
    comparison: { kind: compare, range: against && periodSpan(against), recorded, historyFrom, series: comparisonSeries },
    kpis: unknownBase ? withoutComparison(kpisOf(now, before, true)) : kpisOf(now, before, recorded),
    series: shown.series,
    heatmap: {
      cells,
      bestTimes: bestTimesOf(ranking, timezone),
      sampleSize: cells.reduce((sum: number, cell: { posts: number }) => sum + cell.posts, 0),
      formula: `median public ER of the posts published in each weekday × hour, on the account's clock (${timezone})`,
    },
    formats: shown.formats,
    topPosts: shown.best,
    bottomPosts: shown.worst,
    postsWithHiddenLikes: now.figures.postsWithHiddenLikes,
  };
}

const growth = (f: PublicFigures) => f.followerGrowth?.net ?? null;

function kpisOf(now: PeriodFigures, before: PeriodFigures, recorded: boolean): Overview['kpis'] {
  const kpi = (value: number | null, previous: number | null, formula: string, source: string) => kpiOf(value, previous, formula, source, recorded);
  const reachOf = ({ daily }: PeriodFigures) => (daily.daysKnown ? daily.reach : null);
  return {
    followers: kpi(now.figures.followers, before.figures.followers, 'followers on the last day of the period', DAILY_SOURCE),
    netGrowth: kpi(growth(now.figures), growth(before.figures), PUBLIC_FORMULAS.followerGrowth, DAILY_SOURCE),
    reach: kpi(reachOf(now), reachOf(before), 'sum of daily account reach', 'reach account insight, per day'),
    views: kpi(viewsOf(now.posts), viewsOf(before.posts), 'sum of views of the posts published in the period', MEDIA_SOURCE),
    ...engagementKpis(now.posts, before.posts, recorded),
    publicEr: kpi(now.figures.publicEr, before.figures.publicEr, PUBLIC_FORMULAS.publicEr, MEDIA_SOURCE),
    posts: kpi(now.figures.posts, before.figures.posts, 'posts published on the period’s days', MEDIA_SOURCE),
  };
}

/** With no comparison asked for, or one from before the history began, no figure has a previous value or a change. */
const withoutComparison = (kpis: Overview['kpis']) =>
  Object.fromEntries(Object.entries(kpis).map(([key, kpi]) => [key, { ...kpi, previous: null, change: null }])) as Overview['kpis'];

function engagementKpis(now: PostAggregate, before: PostAggregate, recorded: boolean) {
  return {
    erByReach: kpiOf(
      ratio(now.interactionsOfRated, now.reachOfRated),
      ratio(before.interactionsOfRated, before.reachOfRated),
      '(likes + comments + saves + shares) ÷ reach, summed over the posts with reach and known likes',
      MEDIA_SOURCE,
      recorded,
    ),
    avgInteractions: kpiOf(
      perPost(now.interactions, now.postsWithInteractions),
      perPost(before.interactions, before.postsWithInteractions),
      '(likes + comments + saves + shares) ÷ posts published, over the posts whose likes, saves and shares are known',
      MEDIA_SOURCE,
      recorded,
    ),
  };
}
