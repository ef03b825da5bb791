import {
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

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
    timezone: text('timezone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('ig_accounts_user_ig_user').on(table.userId, table.igUserId)],
);

export const igAccountDaily = pgTable(
  'ig_account_daily',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => igAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    followers: integer('followers').notNull(),
    reach: integer('reach').notNull().default(0),
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
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    reach: integer('reach').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    unique('ig_media_account_media').on(table.accountId, table.igMediaId),
    index('ig_media_account_posted_idx').on(table.accountId, table.postedAt),
  ],
);

export const competitors = pgTable(
  'competitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    followersCount: integer('followers_count').notNull().default(0),
    mediaCount: integer('media_count').notNull().default(0),
    avgLikes: real('avg_likes').notNull().default(0),
    avgComments: real('avg_comments').notNull().default(0),
    postsPerWeek: real('posts_per_week').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [unique('competitors_user_username').on(table.userId, table.username)],
);

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const niches = pgTable('niches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});
