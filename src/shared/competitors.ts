/**
 * /api/competitors: public accounts tracked against one connected account, compared on
 * the public formulas only (business_discovery exposes followers, media count, likes and comments).
 */
import { z } from 'zod';
import { accountIdField, heatmapCell, withDateRange } from './analytics';
import { paging } from './posts';
import { plainText } from './text';

/** Competitors per connected account unless COMPETITOR_LIMIT says otherwise. */
export const DEFAULT_COMPETITOR_LIMIT = 20;
/** A breakout post beats the competitor's own median public ER by more than this factor. */
export const BREAKOUT_FACTOR = 2;

/** A profile address as people paste it: instagram.com/name, with or without https://, www., a trailing slash or a query. */
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/([^/?#]+)\/?(?:[?#].*)?$/i;

/** "@Name", "name" or a pasted profile address, as the bare lower-case username. */
function usernameFromInput(input: string): string {
  const fromUrl = PROFILE_URL.exec(input)?.[1];
  return (fromUrl ?? input).replace(/^@/, '').toLowerCase();
}

/** Instagram usernames: letters, digits, periods and underscores, at most 30; "@name", any case and a profile URL accepted. */
export const competitorUsername = z
  .string({ error: (issue) => (issue.input === undefined ? 'username is required' : 'username must be text') })
  .trim()
  .max(300, { error: 'username must be a username or an instagram.com profile address' })
  .transform(usernameFromInput)
  .pipe(
    z
      .string()
      .min(1, { error: 'username is required' })
      .max(30, { error: 'username must be at most 30 characters' })
      .regex(/^[a-z0-9._]+$/, { error: 'username may only contain letters, digits, periods and underscores' }),
  );

export const addCompetitorBody = z.strictObject({ accountId: accountIdField, username: competitorUsername });
export type AddCompetitorBody = z.infer<typeof addCompetitorBody>;

/** GET /api/competitors: the competitors of one account, with growth over the range. */
export const competitorListQuery = withDateRange({ accountId: accountIdField });
export type CompetitorListQuery = z.infer<typeof competitorListQuery>;

export const competitorParams = z.strictObject({ id: z.uuid({ error: 'id must be a competitor id' }) });

/** GET /api/competitors/{id}/analytics */
export const competitorAnalyticsQuery = withDateRange({});

export const competitorPostsQuery = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .default(24),
  // Like every text of the contract: a NUL would otherwise reach Postgres, which refuses it (500).
  after: plainText('after', { max: 200, min: 0, trim: false }).optional(),
});

const refreshState = z.object({
  state: z.enum(['idle', 'queued', 'running', 'succeeded', 'failed']),
  lastRefreshedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type RefreshState = z.infer<typeof refreshState>;

const followerGrowthFigure = z.object({ net: z.number(), percent: z.number().nullable(), fromDate: z.string(), toDate: z.string() });

/** The public figures of one account over a range: the same formulas for the user and for a competitor. */
const publicFigures = z.object({
  /** Followers at the end of the period: its last day's snapshot (the last one of its days); null when none of its days has one. */
  followers: z.number().int().nullable(),
  /**
   * Followers at the end of the period's last day − at the end of the day before its first (its first
   * recorded day when nothing earlier is), with the snapshot dates it is measured between; null when the
   * period holds no snapshot, or only the one it is measured from.
   */
  followerGrowth: followerGrowthFigure.nullable(),
  postsPerWeek: z.number(),
  posts: z.number().int(),
  /** Mean likes over the period's posts whose likes are known; null when none are. */
  avgLikes: z.number().nullable(),
  /**
   * The period's posts whose likes are unknown (Meta leaves like_count out when the owner hides them): left
   * out of avgLikes and publicEr, never counted as 0 likes.
   */
  postsWithHiddenLikes: z.number().int(),
  avgComments: z.number().nullable(),
  /** Mean over the period's posts (on its clock) whose likes are known of (likes + comments) ÷ followers at the time. */
  publicEr: z.number().nullable(),
});
export type PublicFigures = z.infer<typeof publicFigures>;

/** One row of the list; the user's own account comes first with kind "own". */
export const competitorRow = publicFigures.extend({
  kind: z.enum(['own', 'competitor']),
  /** The competitor id, or the connected account id for the own row. */
  id: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  refresh: refreshState.nullable(),
  /** The day tracking began (a competitor: no history exists before it); null for the own row. */
  trackedSince: z.string().nullable(),
});
export type CompetitorRow = z.infer<typeof competitorRow>;

const formulas = z.object({ publicEr: z.string(), followerGrowth: z.string(), postsPerWeek: z.string() });

export const competitorList = z.object({
  accountId: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  rows: z.array(competitorRow),
  limit: z.number().int(),
  /** Null when competitors can be added to this account; otherwise why not (e.g. Instagram Login). */
  cannotAdd: z.string().nullable(),
  formulas,
  /** The clock the period's days are read on: the connected account's, for its competitors too. */
  timezone: z.string(),
});
export type CompetitorList = z.infer<typeof competitorList>;

export const competitorProfile = z.object({
  id: z.string(),
  accountId: z.string(),
  igUserId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  biography: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  followers: z.number().int(),
  mediaCount: z.number().int(),
  /** When tracking began: history exists from this day on only. */
  trackedSince: z.string(),
  refresh: refreshState,
});
export type CompetitorProfile = z.infer<typeof competitorProfile>;

const competitorPost = z.object({
  id: z.string(),
  igMediaId: z.string(),
  mediaType: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM', 'REELS']),
  postedAt: z.string(),
  caption: z.string().nullable(),
  permalink: z.string().nullable(),
  /** Null where the owner hides them (Meta leaves like_count out): unknown, never 0. */
  likes: z.number().int().nullable(),
  comments: z.number().int(),
  /** (likes + comments) ÷ followers at the time (the nearest snapshot); null with unknown likes. */
  publicEr: z.number().nullable(),
  /** publicEr above BREAKOUT_FACTOR × the competitor's median public ER. */
  breakout: z.boolean(),
});
export type CompetitorPost = z.infer<typeof competitorPost>;

export const competitorPostsPage = z.object({ data: z.array(competitorPost), paging, total: z.number().int() });
export type CompetitorPostsPage = z.infer<typeof competitorPostsPage>;

export const competitorAnalytics = z.object({
  competitorId: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  /** One point per snapshot day in the range, oldest first. */
  history: z.array(z.object({ date: z.string(), followers: z.number().int(), mediaCount: z.number().int() })),
  trackedSince: z.string(),
  formats: z.array(z.object({ mediaType: competitorPost.shape.mediaType, posts: z.number().int(), avgPublicEr: z.number().nullable() })),
  hashtags: z.array(z.object({ tag: z.string(), posts: z.number().int(), avgPublicEr: z.number().nullable() })),
  /** Weekday × hour in the connected account's time zone, so both accounts read on one clock. */
  heatmap: z.object({ cells: z.array(heatmapCell), timezone: z.string(), sampleSize: z.number().int(), formula: z.string() }),
  sideBySide: z.object({ competitor: publicFigures, own: publicFigures, ownUsername: z.string() }),
  breakouts: z.object({ medianPublicEr: z.number().nullable(), threshold: z.number().nullable(), posts: z.array(competitorPost), formula: z.string() }),
  formulas,
  /** The clock the period's days are read on: the connected account's. */
  timezone: z.string(),
});
export type CompetitorAnalytics = z.infer<typeof competitorAnalytics>;

export const refreshQueued = z.object({ jobId: z.string() });

/** GET /api/competitors/trends: the account's competitors (and the account itself) over one period. */
export const competitorTrendsQuery = withDateRange({ accountId: accountIdField });
export type CompetitorTrendsQuery = z.infer<typeof competitorTrendsQuery>;

/** Days per public-ER point of the trends: a week of posts, as few accounts post every day. */
export const TREND_BUCKET_DAYS = 7;

/** One account's lines over the period: followers per snapshot day and public ER per week of posts. */
const accountTrend = z.object({
  kind: z.enum(['own', 'competitor']),
  id: z.string(),
  username: z.string(),
  /** The day tracking began on the account's clock; null for the account itself. */
  trackedSince: z.string().nullable(),
  /** The first snapshot day of the period; null when the period holds none. Later than `from`: history is shorter than the period. */
  historyFrom: z.string().nullable(),
  /** Followers on each day of the period with a snapshot (oldest first); days without one have no point, never 0. */
  followers: z.array(z.object({ date: z.string(), followers: z.number().int() })),
  /** Public ER of the posts published in each bucket (the weeks of trends.buckets, in order); null for a week without posts. */
  publicEr: z.array(z.number().nullable()),
  /** The competitors table's own net growth and growth % over the whole period (publicFiguresOf). */
  followerGrowth: followerGrowthFigure.nullable(),
});
export type AccountTrend = z.infer<typeof accountTrend>;

export const competitorTrends = z.object({
  accountId: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  timezone: z.string(),
  /** The public-ER weeks: TREND_BUCKET_DAYS days from the period's first, the last one cut at its last day. */
  buckets: z.array(z.object({ from: z.string(), to: z.string() })),
  /** The account itself first, then its competitors by username. */
  accounts: z.array(accountTrend),
  /** Account ids by follower growth % over the period, highest first (net growth breaks ties); unknown growth last. */
  ranking: z.array(z.string()),
  formulas,
});
export type CompetitorTrends = z.infer<typeof competitorTrends>;
