import { z } from 'zod';
import { COMPARISON_KINDS, DEFAULT_COMPARISON, EARLIEST_PERIOD_DATE, periodIssues, type PeriodRule } from './period';

/** A YYYY-MM-DD calendar date; the bounds are the period rule's (shared/period.ts), said in the API reference and to the assistant's model. */
export const isoDate = (field: string) =>
  z.iso.date({ error: `${field} must be a date (YYYY-MM-DD)` }).describe(`A day (YYYY-MM-DD) from ${EARLIEST_PERIOD_DATE} to tomorrow in UTC`);

/**
 * The shared date rule as a zod refinement: each issue of periodIssues becomes a 400 naming its
 * field. The bounds move with the clock, so they are read when a request is parsed.
 */
export const checkPeriod =
  (rule: Partial<PeriodRule> = {}) =>
  (period: { from?: string; to?: string }, ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void }) => {
    for (const issue of periodIssues(period, rule)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  };

/** An inclusive from–to range of dates within the period rule (at most MAX_RANGE_DAYS long), plus the given fields. */
export function withDateRange<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject({ ...shape, from: isoDate('from'), to: isoDate('to') })
    .superRefine((query, ctx) => checkPeriod()(query as { from: string; to: string }, ctx));
}

export const accountIdField = z.uuid({ error: 'accountId must be an account id' });

/** GET /api/analytics/overview and /content: one account, one inclusive date range in the account's time zone. */
export const analyticsQuery = withDateRange({ accountId: accountIdField });
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** What the figures are compared with (shared/period.ts comparisonPeriod); left out, the previous period. */
const comparisonField = z
  .enum(COMPARISON_KINDS, { error: `compare must be one of ${COMPARISON_KINDS.join(', ')}` })
  .default(DEFAULT_COMPARISON)
  .describe('previous: the period of the same length before; year: the same days a year earlier; none: no comparison');

/** GET /api/analytics/overview: the analytics query and what its figures are compared with. */
export const overviewQuery = withDateRange({ accountId: accountIdField, compare: comparisonField });
export type OverviewQuery = z.input<typeof overviewQuery>;

/** One figure, this period and its comparison period (the query's `compare`), with how it is computed. */
const kpi = z.object({
  value: z.number().nullable(),
  /** The figure over the comparison period; null when unknown there, and with no comparison. */
  previous: z.number().nullable(),
  /** (value − previous) ÷ |previous|, null when either is unknown, previous is 0, or the comparison period recorded nothing. */
  change: z.number().nullable(),
  formula: z.string(),
  source: z.string(),
});
export type Kpi = z.infer<typeof kpi>;

const overviewPost = z.object({
  id: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM', 'REELS']),
  postedAt: z.string(),
  caption: z.string().nullable(),
  permalink: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** Null where the owner hides them: unknown, never 0. */
  likes: z.number().nullable(),
  comments: z.number(),
  /** Private insights: null where Meta refused or withheld them (unknown, never 0). */
  saves: z.number().nullable(),
  shares: z.number().nullable(),
  reach: z.number().nullable(),
  views: z.number().nullable(),
  publicEr: z.number().nullable(),
  erByReach: z.number().nullable(),
});
export type OverviewPost = z.infer<typeof overviewPost>;

export const heatmapCell = z.object({ weekday: z.number(), hour: z.number(), medianPublicEr: z.number(), posts: z.number() });
export type HeatmapCell = z.infer<typeof heatmapCell>;

/** One hour of the day on the account's clock, every weekday together, as the best-time ranking reads it. */
const postingHour = z.object({
  hour: z.number(),
  posts: z.number(),
  meanPublicEr: z.number(),
  /** (posts × meanPublicEr + priorPosts × the account's mean) ÷ (posts + priorPosts): what the ranking sorts by. */
  estimatedPublicEr: z.number(),
});
export type PostingHour = z.infer<typeof postingHour>;

/**
 * Best time to post, the one computation behind the dashboard's best hours, the content assistant's
 * posting-time advice and the assistant's answers: hours ranked by their mean public ER shrunk toward
 * the account's mean, so an hour known from one or two posts cannot rank first on luck.
 */
const bestTimes = z.object({
  /** The best hours, best first; only hours with at least minPosts posts take part. */
  hours: z.array(postingHour),
  accountMeanPublicEr: z.number().nullable(),
  /** Posts with a public ER in the period: what the ranking learned from. */
  postsRated: z.number(),
  /** k: how many posts at the account's mean each hour's own posts are weighed against. */
  priorPosts: z.number(),
  minPosts: z.number(),
  timezone: z.string(),
  formula: z.string(),
});
export type BestTimes = z.infer<typeof bestTimes>;

/** One day of the dashboard's series (null: unknown that day, see overview.series). */
const overviewDay = z.object({
  date: z.string(),
  followers: z.number().nullable(),
  reach: z.number().nullable(),
  views: z.number().nullable(),
  interactions: z.number().nullable(),
});

export const overview = z.object({
  accountId: z.string(),
  timezone: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  /** The period of the same length before the range, whatever the comparison (the assistant's "before"). */
  previousRange: z.object({ from: z.string(), to: z.string() }),
  /**
   * What the KPIs' previous and change are measured against: the comparison asked for, its period (null
   * with none), whether anything was recorded in it (false: "no data for that period", and no change),
   * and its daily series, which charts align with the range's by day offset (empty with none).
   */
  comparison: z.object({
    kind: z.enum(COMPARISON_KINDS),
    range: z.object({ from: z.string(), to: z.string(), days: z.number() }).nullable(),
    recorded: z.boolean(),
    /**
     * The first day of the account's stored history (null when nothing is stored). A comparison period that
     * starts before it has every previous value and change unknown (shared/period.ts comparisonPredatesHistory).
     */
    historyFrom: z.string().nullable(),
    series: z.array(overviewDay),
  }),
  kpis: z.object({
    followers: kpi,
    netGrowth: kpi,
    reach: kpi,
    views: kpi,
    erByReach: kpi,
    publicEr: kpi,
    posts: kpi,
    avgInteractions: kpi,
  }),
  /**
   * One entry per day of the range; followers is null on days with no snapshot, reach on days Meta served
   * none, views and interactions on days whose posts' insights Meta withheld.
   */
  series: z.array(overviewDay),
  heatmap: z.object({ cells: z.array(heatmapCell), bestTimes, sampleSize: z.number(), formula: z.string() }),
  formats: z.array(
    z.object({ mediaType: overviewPost.shape.mediaType, posts: z.number(), avgReach: z.number().nullable(), avgErByReach: z.number().nullable() }),
  ),
  topPosts: z.array(overviewPost),
  bottomPosts: z.array(overviewPost),
  /**
   * The period's posts whose likes are unknown (Meta leaves like_count out when the owner hides them): left out
   * of public ER, ER by reach and average interactions, never counted as 0 likes.
   */
  postsWithHiddenLikes: z.number().int(),
});
export type Overview = z.infer<typeof overview>;

/** Results from fewer posts than this are shown but marked as not reliable. */
export const RELIABLE_POSTS = 5;

/** One group of posts (a format, a caption length, a weekday…) and how it performed. */
const contentGroup = z.object({
  key: z.string(),
  label: z.string(),
  posts: z.number(),
  avgPublicEr: z.number().nullable(),
  avgReach: z.number().nullable(),
  reliable: z.boolean(),
});
export type ContentGroup = z.infer<typeof contentGroup>;

/** One side of a comparison: its posts and their mean public ER (or reach, for the format advice). */
const comparedGroup = z.object({ label: z.string(), posts: z.number(), mean: z.number() });

/**
 * How much better one group did than another: the ratio of their means with a confidence interval
 * (Welch t on the log ratio, simultaneous over every pair the grouping offered; docs/recommendations.md).
 */
const effectInterval = z.object({
  metric: z.enum(['publicEr', 'reach']),
  /** better.mean ÷ worse.mean */
  ratio: z.number(),
  low: z.number(),
  high: z.number(),
  confidence: z.number(),
  /** How many comparisons the interval is simultaneous over (Bonferroni); 1 for a single pair. */
  comparisons: z.number(),
  method: z.string(),
  better: comparedGroup,
  worse: comparedGroup,
});
export type EffectInterval = z.infer<typeof effectInterval>;

/** Advice shown only when its interval leaves out "no difference" (a ratio of 1). */
const recommendation = z.object({ id: z.string(), text: z.string(), basis: z.string(), effect: effectInterval });
export type Recommendation = z.infer<typeof recommendation>;

/** A comparison the period cannot settle yet: "not enough posts yet to tell", with the counts. */
const undecidedComparison = z.object({
  id: z.string(),
  text: z.string(),
  groups: z.array(z.object({ label: z.string(), posts: z.number() })),
  /** The interval when both groups had enough posts for one (it then includes 1); null otherwise. */
  effect: effectInterval.nullable(),
});
export type UndecidedComparison = z.infer<typeof undecidedComparison>;

export const contentAnalysis = z.object({
  accountId: z.string(),
  timezone: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  sampleSize: z.number(),
  formula: z.string(),
  formats: z.array(contentGroup),
  captionLengths: z.array(contentGroup),
  hashtagCounts: z.array(contentGroup),
  topHashtags: z.array(contentGroup),
  bottomHashtags: z.array(contentGroup),
  weekdays: z.array(contentGroup),
  hours: z.array(contentGroup),
  emoji: z.array(contentGroup),
  callToAction: z.array(contentGroup),
  recommendations: z.array(recommendation),
  undecided: z.array(undecidedComparison),
  bestTimes,
});
export type ContentAnalysis = z.infer<typeof contentAnalysis>;
