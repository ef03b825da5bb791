import { bigint, boolean, char, date, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, unique, uuid, jsonb } from 'drizzle-orm/pg-core';
import type { DiscoveredAccount } from '../meta/oauth';
import type { InsightsGaps, SyncRefusal } from '../../shared/connectors';
import type { WorkspaceRole } from '../../shared/workspaceRoles';
import type { InvitationMailState } from '../../shared/workspaces';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased so that uniqueness is case-insensitive. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  image: text('image'),
  passwordHash: text('password_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Who owns connected accounts and reports. Every user has one personal workspace
 * (`personalOf`), made by a database trigger when the user row is inserted (migration 0007).
 */
export const workspaces = pgTable('workspaces', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The user whose personal workspace this is; null for a shared one. */
  personalOf: uuid('personal_of')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** IANA zone schedules run on; null: the first connected account's. */
  timezone: text('timezone'),
  /** Branding on reports and e-mails: an accent colour (#rrggbb) and a logo (data: URL). */
  accentColor: text('accent_color'),
  logo: text('logo'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The roles are the shared ones (src/shared/workspaceRoles.ts): one definition for the client and the server. */
export type { WorkspaceRole };

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<WorkspaceRole>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.workspaceId, table.userId] }), index('workspace_members_user_idx').on(table.userId)],
);

/**
 * An invitation to a workspace by e-mail (migration 0012). Only the SHA-256 of its token is kept, as for
 * refresh tokens; it works once (acceptedAt) and until expiresAt.
 */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<WorkspaceRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Where its e-mail stands (migration 0017): the queue sends it after the request that invited has answered. */
    mailState: text('mail_state').$type<InvitationMailState>().notNull().default('not-configured'),
    /** The relay's last reason when the e-mail is retrying or failed. */
    mailError: text('mail_error'),
  },
  (table) => [index('workspace_invitations_workspace_idx').on(table.workspaceId)],
);

/** Who did what in a workspace (migration 0012); the actor's name is copied so a line still reads after they leave. */
export const workspaceAuditLog = pgTable(
  'workspace_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('workspace_audit_log_workspace_created_idx').on(table.workspaceId, table.createdAt)],
);

export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'password' | 'google' | 'facebook' | 'instagram' | 'demo'>().notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('user_identities_provider_subject').on(table.provider, table.subject), index('user_identities_user_idx').on(table.userId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, base64url; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedById: uuid('replaced_by_id'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

export const igAccounts = pgTable(
  'ig_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NOT NULL in the database; left out on insert, a trigger puts the row in its user's personal workspace. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    biography: text('biography'),
    website: text('website'),
    profilePicUrl: text('profile_pic_url'),
    pageId: text('page_id'),
    pageName: text('page_name'),
    nicheId: text('niche_id'),
    countryCode: text('country_code'),
    followersCount: integer('followers_count').notNull().default(0),
    followsCount: integer('follows_count').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    /** AES-256-GCM ciphertext of the Meta access token (TOKEN_ENCRYPTION_KEY). */
    accessTokenEnc: text('access_token_enc'),
    /** Which Graph host and token rules apply: Facebook Login, Instagram Login, or the demo transport. */
    loginFlavour: text('login_flavour').$type<'facebook' | 'instagram' | 'demo'>().notNull().default('facebook'),
    /** When the long-lived token runs out; the sync refreshes it a week before. Null: never expires. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** Meta answered 190 (expired or revoked token): syncs stop until the user connects again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /** When the current Meta token was issued or last renewed: Instagram Login tokens renew only once at least 24 h old. */
    tokenRefreshedAt: timestamp('token_refreshed_at', { withTimezone: true }),
    /**
     * The oldest day Meta still serves daily account insights for, learned from its first refusal of an
     * older window, so later syncs never ask for windows Meta has already said it does not keep.
     */
    insightsHorizon: date('insights_horizon', { mode: 'string' }),
    timezone: text('timezone').notNull().default('UTC'),
    /**
     * Bumped by triggers (migration 0006) in the same transaction as any write to the account's daily
     * rows or posts, and as any change to the account row that analytics read (time zone, niche,
     * followers…): cached analytics answers are keyed by it, so every server sharing the database
     * stops serving an answer the moment the data under it changes (docs/performance.md).
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One Instagram account once per workspace (migration 0012): an agency's workspace and its client's may both connect it.
  (table) => [unique('ig_accounts_workspace_ig_user').on(table.workspaceId, table.igUserId), index('ig_accounts_workspace_idx').on(table.workspaceId)],
);

export const igAccountDaily = pgTable(
  'ig_account_daily',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** followers_count as the sync saw it that day (a snapshot); null for days known only from insights. Never reconstructed. */
    followers: integer('followers'),
    /** Daily account reach; null where Meta refused or did not offer it (never stored as 0). */
    reach: integer('reach'),
    /**
     * follower_count insight: followers GAINED that day (Meta: new followers, not net of unfollows), offered only
     * for the last 30 days and for accounts with 100+ followers; null where Meta gave none.
     */
    newFollowers: integer('new_followers'),
    /** Profile snapshots taken by the sync, so growth history exists even where insights do not. */
    follows: integer('follows'),
    mediaCount: integer('media_count'),
    /** online_followers insight: 24 hourly counts (UTC hours), where the account has 100+ followers. */
    onlineFollowers: jsonb('online_followers').$type<number[]>(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.date] })],
);

/** One audience bucket as Meta counted it (a dimension value, e.g. "25-34", "IT", "Rome, Lazio"). */
export type AudienceCount = { key: string; value: number };
export type AgeGenderCount = { age: string; gender: string; value: number };

/**
 * Audience demographics (migration 0008): one row per account, day (the account's) and audience (followers,
 * engaged, reached). A breakdown Meta refused is null (unknown); one it answered empty is [] (not offered
 * for this account); notOffered is Meta's reason when it offers none of the audience.
 */
export const igAudienceSnapshots = pgTable(
  'ig_audience_snapshots',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    audience: text('audience').$type<'followers' | 'engaged' | 'reached'>().notNull(),
    timeframe: text('timeframe'),
    ageGender: jsonb('age_gender').$type<AgeGenderCount[]>(),
    countries: jsonb('countries').$type<AudienceCount[]>(),
    cities: jsonb('cities').$type<AudienceCount[]>(),
    notOffered: text('not_offered'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.takenOn, table.audience] })],
);

export const igMedia = pgTable(
  'ig_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    igMediaId: text('ig_media_id').notNull(),
    mediaType: text('media_type').$type<'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS'>().notNull(),
    caption: text('caption'),
    permalink: text('permalink'),
    mediaUrl: text('media_url'),
    thumbnailUrl: text('thumbnail_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /**
     * Null where Meta gave no count: like_count is left out when the owner hides it, and then only the likes
     * insight (the owner's own count) tells it (migration 0015). Unknown is never 0.
     */
    likes: integer('likes'),
    /** Private insights below are null where Meta refused or does not offer them: unknown is never 0. */
    comments: integer('comments').notNull().default(0),
    saves: integer('saves'),
    shares: integer('shares'),
    reach: integer('reach'),
    views: integer('views'),
    totalInteractions: integer('total_interactions'),
    reelsAvgWatchTimeMs: real('reels_avg_watch_time_ms'),
    reelsTotalWatchTimeMs: bigint('reels_total_watch_time_ms', { mode: 'number' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('ig_media_account_media').on(table.accountId, table.igMediaId), index('ig_media_account_posted_idx').on(table.accountId, table.postedAt)],
);

/**
 * Discovery: Meta's per-day total_value account insights and their breakdowns. `dimension` '' is the day's
 * total; other rows are breakdown values (FOLLOWER, NON_FOLLOWER, UNKNOWN, CALL, EMAIL…). A day without its total row
 * was not answered: unknown, never 0.
 */
export const igDiscoveryDaily = pgTable(
  'ig_discovery_daily',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    metric: text('metric').$type<'views' | 'reach' | 'follows_and_unfollows' | 'profile_links_taps'>().notNull(),
    dimension: text('dimension').notNull().default(''),
    value: integer('value').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'ig_discovery_daily_pk', columns: [table.accountId, table.date, table.metric, table.dimension] })],
);

/**
 * Each post's figures as the analytics read them (migration 0011): its day, weekday and hour on
 * the account's clock (`zone`), the follower snapshot it is rated on, its caption's groups and hashtags.
 * Written only by database triggers, in the same transaction as the post, the daily row or the time zone
 * they come from; never by the application (docs/performance.md).
 */
export const igPostFacts = pgTable(
  'ig_post_facts',
  {
    mediaId: uuid('media_id')
      .primaryKey()
      .references(() => igMedia.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    igMediaId: text('ig_media_id').notNull(),
    mediaType: text('media_type').$type<'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS'>().notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** ig_media's likes as they are: null where they are unknown. */
    likes: integer('likes'),
    comments: integer('comments').notNull(),
    saves: integer('saves'),
    shares: integer('shares'),
    reach: integer('reach'),
    views: integer('views'),
    /** The clock the local fields were worked out on: the account's time zone, or UTC for a name Postgres does not know. */
    zone: text('zone').notNull(),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    localWeekday: smallint('local_weekday').notNull(),
    localHour: smallint('local_hour').notNull(),
    /** The latest follower snapshot on or before localDay; null when the history starts later. */
    followersDate: date('followers_date', { mode: 'string' }),
    followersAt: integer('followers_at'),
    captionLength: text('caption_length').notNull(),
    hashtagCount: text('hashtag_count').notNull(),
    hasEmoji: boolean('has_emoji').notNull(),
    hasCallToAction: boolean('has_call_to_action').notNull(),
    hashtags: text('hashtags').array().notNull(),
  },
  (table) => [index('ig_post_facts_account_day_idx').on(table.accountId, table.localDay, table.postedAt)],
);

export const igComments = pgTable(
  'ig_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => igMedia.id, { onDelete: 'cascade' }),
    igCommentId: text('ig_comment_id').notNull(),
    username: text('username').notNull(),
    text: text('text').notNull(),
    /** Null where Meta left the comment's like_count out: unknown, never 0. */
    likeCount: integer('like_count'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('ig_comments_media_comment').on(table.mediaId, table.igCommentId),
    index('ig_comments_media_posted_idx').on(table.mediaId, table.postedAt),
  ],
);

/** One row per account: where its sync stands (GET /api/connectors/sync/status). */
export const igSyncStatus = pgTable('ig_sync_status', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => igAccounts.id, { onDelete: 'cascade' }),
  state: text('state').$type<'idle' | 'queued' | 'running' | 'paused' | 'succeeded' | 'failed'>().notNull().default('idle'),
  stage: text('stage').$type<'queued' | 'profile' | 'account_insights' | 'media' | 'comments' | 'done'>(),
  itemsDone: integer('items_done').notNull().default(0),
  itemsExpected: integer('items_expected'),
  jobId: text('job_id'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Meta throttled the account: its sync waits (a pg-boss job scheduled for then) and resumes at this time. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /** What Meta refused or does not offer in the last sync, per data source (see jobs/sync/refusals.ts). */
  refusals: jsonb('refusals').$type<SyncRefusal[]>().notNull().default([]),
  /** The highest X-App-Usage / X-Business-Use-Case-Usage percentage Meta reported in the last sync. */
  metaUsagePercent: real('meta_usage_percent'),
  /** The posts of the last sync whose insights Meta answered incomplete without refusing them (see jobs/sync/insightsGaps.ts). */
  insightsGaps: jsonb('insights_gaps').$type<InsightsGaps>(),
  updatedAt: updatedAt(),
});

/** OAuth `state` of a pending connection: bound to the user, single use, short-lived. Only its hash is kept. */
export const connectStates = pgTable(
  'connect_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flavour: text('flavour').$type<'facebook' | 'instagram' | 'demo'>().notNull(),
    /** The workspace the connection was started in, where its accounts land; null: the user's personal one. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('connect_states_user_idx').on(table.userId)],
);

/**
 * A public account tracked against one connected account (business_discovery through that account's
 * token). The counts and averages are the latest refresh's; history lives in competitor_snapshots.
 */
export const competitors = pgTable(
  'competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    name: text('name'),
    biography: text('biography'),
    profilePicUrl: text('profile_pic_url'),
    followersCount: integer('followers_count').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    avgLikes: real('avg_likes').notNull().default(0),
    avgComments: real('avg_comments').notNull().default(0),
    postsPerWeek: real('posts_per_week').notNull().default(0),
    refreshState: text('refresh_state').$type<'idle' | 'queued' | 'running' | 'succeeded' | 'failed'>().notNull().default('idle'),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [unique('competitors_account_username').on(table.accountId, table.username), index('competitors_user_idx').on(table.userId)],
);

/** One row per competitor per day it was refreshed: the follower and media-count history. */
export const competitorSnapshots = pgTable(
  'competitor_snapshots',
  {
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
    mediaCount: integer('media_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.competitorId, table.date] })],
);

/**
 * A competitor's recent posts as business_discovery shows them: likes and comments only. `likes` is null
 * where the owner hides them (Meta leaves like_count out; migration 0015): unknown, never 0.
 */
export const competitorMedia = pgTable(
  'competitor_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitorId: uuid('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    igMediaId: text('ig_media_id').notNull(),
    mediaType: text('media_type').$type<'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS'>().notNull(),
    caption: text('caption'),
    permalink: text('permalink'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    likes: integer('likes'),
    comments: integer('comments').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The clock `followersAt` was worked out on (the tracking account's time zone, UTC for a name Postgres
     * does not know) and the followers the post is rated on there: the latest snapshot on or before its day,
     * null when the history starts later. Written only by database triggers (migration 0014), in the same
     * transaction as the post, the snapshot or the time zone they come from; never by the application.
     */
    zone: text('zone'),
    followersAt: integer('followers_at'),
  },
  (table) => [
    unique('competitor_media_competitor_media').on(table.competitorId, table.igMediaId),
    index('competitor_media_competitor_posted_idx').on(table.competitorId, table.postedAt),
  ],
);

/**
 * Peer-comparison figures per Instagram account over the last PEER_WINDOW_DAYS days: written for each
 * connected account when its sync finishes (source 'platform'), and for the demo workspace's generated
 * peers (source 'demo'). Cohort queries read only this table, so they stay cheap.
 */
export const peerMetrics = pgTable(
  'peer_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The connected account the row describes; null for a generated demo peer. */
    accountId: uuid('account_id')
      .unique()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    igUserId: text('ig_user_id').notNull(),
    source: text('source').$type<'platform' | 'demo'>().notNull(),
    nicheId: text('niche_id'),
    countryCode: text('country_code'),
    followers: integer('followers').notNull(),
    publicEr: real('public_er'),
    followerGrowthPct: real('follower_growth_pct'),
    postsPerWeek: real('posts_per_week').notNull(),
    avgInteractions: real('avg_interactions'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('peer_metrics_cohort_idx').on(table.nicheId, table.countryCode, table.followers)],
);

/** A generated report: its parameters and results as they were at generation; never overwritten. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NOT NULL in the database; left out on insert, a trigger puts the row in its user's personal workspace. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'competitor-analysis' | 'user-comparison'>().notNull(),
    title: text('title').notNull(),
    parameters: jsonb('parameters').notNull(),
    results: jsonb('results').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reports_user_generated_idx').on(table.userId, table.generatedAt),
    index('reports_workspace_generated_idx').on(table.workspaceId, table.generatedAt),
  ],
);

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const niches = pgTable('niches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/**
 * A sign-in or link started at GET /api/auth/{provider}: the OAuth `state` (only its hash), the PKCE
 * verifier and OIDC nonce the callback must present, and for a link the user it links to. Single
 * use: the callback deletes the row as it reads it, so a replayed state finds nothing.
 */
export const loginStates = pgTable(
  'login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').$type<'google' | 'facebook' | 'instagram'>().notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    linkUserId: uuid('link_user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('login_states_expires_idx').on(table.expiresAt)],
);

/** The one-time code the SPA callback page trades for a session (POST /api/auth/exchange): 60 s, single use, hash only. */
export const authExchangeCodes = pgTable(
  'auth_exchange_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_exchange_codes_expires_idx').on(table.expiresAt)],
);

/**
 * Instagram business accounts found by a Facebook or Instagram sign-in, offered to the user to
 * connect. The Meta token is kept encrypted like a connected account's, and only until the user
 * answers or the offer expires.
 */
export const connectionOffers = pgTable(
  'connection_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flavour: text('flavour').$type<'facebook' | 'instagram'>().notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    accounts: jsonb('accounts').$type<DiscoveredAccount[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('connection_offers_user_idx').on(table.userId)],
);

/**
 * The account's stories (migration 0009), read by the stories schedule while they are live. Insights are
 * null where Meta refused or withheld them (under 5 viewers); `final` once the story expired and its
 * last read values stand (a read after 24 h is refused and never overwrites them).
 */
export const igStories = pgTable(
  'ig_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    igMediaId: text('ig_media_id').notNull(),
    mediaType: text('media_type').notNull(),
    caption: text('caption'),
    permalink: text('permalink'),
    mediaUrl: text('media_url'),
    thumbnailUrl: text('thumbnail_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    views: integer('views'),
    reach: integer('reach'),
    replies: integer('replies'),
    shares: integer('shares'),
    follows: integer('follows'),
    profileVisits: integer('profile_visits'),
    totalInteractions: integer('total_interactions'),
    tapsForward: integer('taps_forward'),
    tapsBack: integer('taps_back'),
    tapsExit: integer('taps_exit'),
    swipesForward: integer('swipes_forward'),
    insightsReadAt: timestamp('insights_read_at', { withTimezone: true }),
    /** Why the last insights read got nothing (Meta's words), while the values stay unknown. */
    insightsRefusal: text('insights_refusal'),
    final: boolean('final').notNull().default(false),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ig_stories_account_media').on(table.accountId, table.igMediaId),
    index('ig_stories_account_posted_idx').on(table.accountId, table.postedAt),
  ],
);

/** When an account's stories were last read, and what Meta refused (a missing permission shows as "not offered"). */
export const igStoryReads = pgTable('ig_story_reads', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => igAccounts.id, { onDelete: 'cascade' }),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  refusalKind: text('refusal_kind').$type<'permission' | 'not_offered' | 'failed'>(),
  refusalPermission: text('refusal_permission'),
  refusalMessage: text('refusal_message'),
});

/** Posts the account is tagged in (/tags) and @mentions webhooks announced; public figures null where unknown. */
export const igMentions = pgTable(
  'ig_mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'tag' | 'caption_mention' | 'comment_mention'>().notNull(),
    igMediaId: text('ig_media_id').notNull(),
    /** '' for a tag or a caption mention, so the unique key holds without nulls. */
    igCommentId: text('ig_comment_id').notNull().default(''),
    username: text('username'),
    caption: text('caption'),
    commentText: text('comment_text'),
    mediaType: text('media_type'),
    permalink: text('permalink'),
    likeCount: integer('like_count'),
    commentsCount: integer('comments_count'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ig_mentions_account_kind_media_comment').on(table.accountId, table.kind, table.igMediaId, table.igCommentId),
    index('ig_mentions_account_seen_idx').on(table.accountId, table.seenAt),
  ],
);

/** Replay cache of accepted webhook deliveries (SHA-256 of the raw body), pruned past the staleness window. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    bodySha256: text('body_sha256').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_deliveries_received_idx').on(table.receivedAt)],
);

/** A password-reset link: only the token's SHA-256 is kept; it is used once and expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

export type ScheduledReportKind = 'dashboard-summary' | 'competitor-analysis' | 'user-comparison';
export type ScheduleCadence = 'weekly' | 'monthly';
export type ScheduleStatus = 'sending' | 'retrying' | 'sent' | 'failed' | 'not-sent';

/** A report a workspace sends by e-mail every week or month, with how its last send went. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ScheduledReportKind>().notNull(),
    cadence: text('cadence').$type<ScheduleCadence>().notNull(),
    recipients: text('recipients').array().notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastStatus: text('last_status').$type<ScheduleStatus>(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('report_schedules_workspace_idx').on(table.workspaceId), index('report_schedules_next_run_idx').on(table.nextRunAt)],
);

/** One claimed send of a schedule's period: the first job to insert it sends, any other finds it taken. */
export const reportScheduleSends = pgTable(
  'report_schedule_sends',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    jobId: text('job_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scheduleId, table.period] })],
);
