import { bigint, boolean, char, date, index, integer, pgTable, primaryKey, real, text, timestamp, unique, uuid, jsonb } from 'drizzle-orm/pg-core';
import type { DiscoveredAccount } from '../meta/oauth';
import type { SyncRefusal } from '../../shared/connectors';

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
 * Issue #22: who owns connected accounts and reports. Every user has one personal workspace
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

export type WorkspaceRole = 'owner' | 'editor' | 'viewer';

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
  (table) => [unique('ig_accounts_user_ig_user').on(table.userId, table.igUserId), index('ig_accounts_workspace_idx').on(table.workspaceId)],
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
    /** Private insights below are null where Meta refused or does not offer them: unknown is never 0. */
    likes: integer('likes').notNull().default(0),
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
    likeCount: integer('like_count').notNull().default(0),
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

/** A competitor's recent posts as business_discovery shows them: likes and comments only. */
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
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
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

/** A password-reset link (issue #22): only the token's SHA-256 is kept; it is used once and expires. */
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

/** A report a workspace sends by e-mail every week or month (issue #22), with how its last send went. */
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
