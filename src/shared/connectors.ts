import { z } from 'zod';
import { plainText } from './text';

/** One connected Instagram business account as the switcher lists it. */
export const connectedAccount = z.object({
  accountId: z.string(),
  platform: z.literal('INSTAGRAM'),
  accountName: z.string(),
  profilePicUrl: z.string().nullable(),
  pageId: z.string().nullable(),
  pageName: z.string().nullable(),
});
export type ConnectedAccount = z.infer<typeof connectedAccount>;

export const country = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof country>;

export const niche = z.object({ id: z.string(), name: z.string() });
export type Niche = z.infer<typeof niche>;

/** Path parameter of /api/connectors/{platform}/…; Instagram is the only platform in use. */
export const platformParams = z.strictObject({
  platform: z.enum(['instagram'], { error: 'platform must be instagram' }),
});

/**
 * How an account was connected. `facebook`: Facebook Login (graph.facebook.com, a Page linked to the
 * business account; also allows business_discovery). `instagram`: Instagram Login (graph.instagram.com,
 * no Page). `demo`: the generated demo workspace, served through the same Graph client in process.
 */
const loginFlavour = z.enum(['facebook', 'instagram', 'demo']);
export type LoginFlavour = z.infer<typeof loginFlavour>;

/** What this server can connect: Meta apps configured, and the demo accounts where DEMO_MODE is on. */
export const connectOptions = z.object({ facebook: z.boolean(), instagram: z.boolean(), demo: z.boolean() });
export type ConnectOptions = z.infer<typeof connectOptions>;

export const authUrlQuery = z.strictObject({
  flavour: z.enum(['facebook', 'instagram', 'demo'], { error: 'flavour must be facebook, instagram or demo' }).default('facebook'),
});
export const authUrlResponse = z.object({ url: z.string(), state: z.string() });
export type AuthUrlResponse = z.infer<typeof authUrlResponse>;

/** POST /api/connectors/instagram/connect: what Meta's dialog returned to /auth/instagram-connect. */
export const connectBody = z.strictObject({
  code: plainText('code', { max: 2048, trim: false }),
  state: plainText('state', { max: 256, trim: false }),
});
export type ConnectBody = z.infer<typeof connectBody>;

const accountIdSchema = z.uuid({ error: 'accountId must be an account id' });

export const disconnectQuery = z.strictObject({ accountId: accountIdSchema.optional() });
export const disconnectResponse = z.object({ disconnected: z.number().int() });
export type DisconnectResponse = z.infer<typeof disconnectResponse>;

export const accountParams = z.strictObject({ accountId: accountIdSchema });

/** Sync progress, one row per account (GET /api/connectors/sync/status). */
/** `paused`: Meta throttled the account; the sync waits for Meta's limit and resumes at pausedUntil. */
const syncState = z.enum(['idle', 'queued', 'running', 'paused', 'succeeded', 'failed']);
export type SyncState = z.infer<typeof syncState>;
const syncStage = z.enum(['queued', 'profile', 'account_insights', 'media', 'comments', 'done']);
export type SyncStage = z.infer<typeof syncStage>;

/**
 * Where a sync's figures come from, as the sync health panel names them: a refusal is reported per
 * source so the user sees which figures are unknown and why.
 */
const syncSource = z.enum([
  'profile',
  'account_insights',
  'follower_count',
  'online_followers',
  'audience',
  'media',
  'media_insights',
  'comments',
  // Discovery: per-day total_value account insights, one source per Meta metric.
  'views_by_follower_type',
  'reach_by_follow_type',
  'profile_links_taps',
  'follows_and_unfollows',
]);
export type SyncSource = z.infer<typeof syncSource>;

/**
 * Meta's answer for a source it did not serve. `permission`: a permission is missing (named where Meta
 * names it); `not_offered`: Meta does not offer it for this account or object (e.g. under 100 followers,
 * media from before the business conversion); `throttled`: Meta's rate limit, retried; `failed`: Meta
 * failed (5xx) and the sync will retry. Values refused this way are stored as unknown, never as 0.
 */
const refusalKind = z.enum(['permission', 'not_offered', 'throttled', 'failed']);
export type RefusalKind = z.infer<typeof refusalKind>;
const syncRefusal = z.object({
  source: syncSource,
  kind: refusalKind,
  /** Meta's error code, when it gave one. */
  code: z.number().int().nullable(),
  /** The missing permission (e.g. instagram_manage_insights), when Meta's message names one. */
  permission: z.string().nullable(),
  /** Meta's own words, trimmed. */
  message: z.string(),
  /** How many items (posts, windows) it covered in that sync. */
  count: z.number().int(),
});
export type SyncRefusal = z.infer<typeof syncRefusal>;

/**
 * Why a post's insights are missing although Meta answered without an error. `no_insights`: Meta sent the post
 * with no insights at all (no nested insights object, or its empty data set); `metrics_missing`: Meta sent
 * insights without some of the metrics asked. A metric Meta does not offer for the post's type (watch time
 * outside reels) is never asked, so it is never a gap.
 */
const insightsGapReason = z.enum(['no_insights', 'metrics_missing']);
export type InsightsGapReason = z.infer<typeof insightsGapReason>;
/** One post an insights gap covers, as the sync health panel names it. */
const insightsGapPost = z.object({
  igMediaId: z.string(),
  /** The caption's start (up to 80 characters), null when the post has none. */
  caption: z.string().nullable(),
  postedAt: z.string(),
  permalink: z.string().nullable(),
});
export type InsightsGapPost = z.infer<typeof insightsGapPost>;
const insightsGap = z.object({
  reason: insightsGapReason,
  /** Meta's names of the metrics left unknown for these posts (views, reach, saved, …). */
  metrics: z.array(z.string()),
  /** How many posts of that sync it covers. */
  count: z.number().int(),
  /** Up to a few of those posts, newest first. */
  posts: z.array(insightsGapPost),
});
export type InsightsGap = z.infer<typeof insightsGap>;
/**
 * The posts of one sync whose insights Meta answered incomplete without refusing them (a refusal is in
 * `refusals`). Their figures stay unknown, never 0, and they are asked again at the next sync.
 */
const insightsGaps = z.object({
  /** Posts whose insights that sync asked for. */
  postsRead: z.number().int(),
  /** Of those, the posts with at least one gap. */
  postsMissing: z.number().int(),
  /** One entry per reason and set of missing metrics. */
  gaps: z.array(insightsGap),
});
export type InsightsGaps = z.infer<typeof insightsGaps>;

const accountSyncStatus = z.object({
  accountId: z.string(),
  accountName: z.string(),
  state: syncState,
  stage: syncStage.nullable(),
  itemsDone: z.number().int(),
  /** null until the stage knows how many items it will fetch. */
  itemsExpected: z.number().int().nullable(),
  lastStartedAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Meta answered error 190 (token expired or revoked): the user must connect again. */
  needsReconnect: z.boolean(),
  /** Set while Meta's rate limit holds the sync: it resumes by itself at this time. */
  pausedUntil: z.string().nullable(),
  /** What Meta refused or does not offer for this account in the last sync. */
  refusals: z.array(syncRefusal),
  /** Highest share of Meta's call budget in use at the last answer (X-App-Usage, X-Business-Use-Case-Usage), 0–100. */
  metaUsagePercent: z.number().nullable(),
  /** Posts whose insights Meta left out in the last sync, by reason; null before any sync recorded them. */
  insightsGaps: insightsGaps.nullable(),
});
export type AccountSyncStatus = z.infer<typeof accountSyncStatus>;
export const syncStatusResponse = z.object({ accounts: z.array(accountSyncStatus) });
export type SyncStatusResponse = z.infer<typeof syncStatusResponse>;

/** POST /api/connectors/sync and /{platform}/sync answer at once with the queued job per account. */
export const syncQueuedResponse = z.object({ jobs: z.array(z.object({ accountId: z.string(), jobId: z.string() })) });
export type SyncQueuedResponse = z.infer<typeof syncQueuedResponse>;

/** GET /api/connectors/instagram/profile/{accountId}. */
export const instagramProfile = z.object({
  accountId: z.string(),
  igUserId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  biography: z.string().nullable(),
  website: z.string().nullable(),
  profilePicUrl: z.string().nullable(),
  followersCount: z.number().int(),
  followsCount: z.number().int(),
  mediaCount: z.number().int(),
  loginFlavour,
  nicheId: z.string().nullable(),
  countryCode: z.string().nullable(),
  timezone: z.string(),
  needsReconnect: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  /** When Meta's access token for this account ends (ISO); null where it never does (the demo accounts). */
  tokenExpiresAt: z.string().nullable(),
  /**
   * Set (to tokenExpiresAt) when the user should reconnect before then: a Facebook Login token cannot be
   * renewed, so from 7 days before its end; an Instagram Login token renews itself at each sync in its
   * last week, so only when that renewal is overdue.
   */
  reconnectBy: z.string().nullable(),
});
export type InstagramProfile = z.infer<typeof instagramProfile>;

/** PATCH /api/connectors/instagram/accounts/{accountId}: where the account sits for peer comparison. */
export const accountSettingsBody = z
  .strictObject({
    nicheId: plainText('nicheId', { max: 64 }).nullable().optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: 'countryCode must be an ISO 3166-1 alpha-2 code' })
      .nullable()
      .optional(),
    timezone: plainText('timezone', { max: 64 }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'nothing to update: send nicheId, countryCode or timezone' });
export type AccountSettingsBody = z.infer<typeof accountSettingsBody>;

/** Business accounts a Facebook or Instagram sign-in found, offered for connection once signed in. */
export const offerParams = z.strictObject({ offerId: z.uuid({ error: 'offerId must be an offer id' }) });
export const connectionOffer = z.object({
  offerId: z.string(),
  flavour: z.enum(['facebook', 'instagram']),
  accounts: z.array(z.object({ igUserId: z.string(), username: z.string(), name: z.string().nullable(), profilePicUrl: z.string().nullable() })),
  expiresAt: z.string(),
});
export type ConnectionOffer = z.infer<typeof connectionOffer>;
