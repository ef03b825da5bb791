import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccountDaily, igAccounts, igComments, igMedia } from '../../db/schema';

/**
 * Every write of the sync is an idempotent upsert keyed by Meta's own ids (and the day), so a
 * repeated, interrupted or concurrent sync never duplicates or loses a row.
 */

export type AccountRow = typeof igAccounts.$inferSelect;
export type MediaInsert = Omit<typeof igMedia.$inferInsert, 'id'>;
export type CommentInsert = Omit<typeof igComments.$inferInsert, 'id'>;

const BATCH = 500;

/**
 * Daily rows are always written oldest first: two syncs of one account upserting the same days in
 * different orders would lock them in different orders and deadlock on Postgres.
 */
const byDate = <T extends { date: string }>(rows: T[]) => [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

function batches<T>(rows: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

export async function loadAccount(db: Db, accountId: string): Promise<AccountRow | null> {
  const rows = await db.select().from(igAccounts).where(eq(igAccounts.id, accountId)).limit(1);
  return rows[0] ?? null;
}

export async function updateAccount(db: Db, accountId: string, patch: Partial<typeof igAccounts.$inferInsert>): Promise<void> {
  await db.update(igAccounts).set(patch).where(eq(igAccounts.id, accountId));
}

/** Today's profile snapshot: growth history exists even where Meta gives no insights. */
export async function snapshotProfile(
  db: Db,
  accountId: string,
  date: string,
  counts: { followers: number; follows: number; mediaCount: number },
): Promise<void> {
  await db
    .insert(igAccountDaily)
    .values({ accountId, date, ...counts })
    .onConflictDoUpdate({
      target: [igAccountDaily.accountId, igAccountDaily.date],
      set: { followers: counts.followers, follows: counts.follows, mediaCount: counts.mediaCount },
    });
}

/**
 * Upserts one daily metric into its column; other columns of the day, its follower snapshot above all,
 * stay as they are. Days are written oldest first (see byDate).
 */
async function upsertDailyColumn(db: Db, accountId: string, column: 'reach' | 'new_followers', days: Array<{ date: string; value: number }>): Promise<void> {
  const key = column === 'reach' ? 'reach' : 'newFollowers';
  for (const batch of batches(byDate(days))) {
    await db
      .insert(igAccountDaily)
      .values(batch.map((day) => ({ accountId, date: day.date, [key]: day.value })))
      .onConflictDoUpdate({ target: [igAccountDaily.accountId, igAccountDaily.date], set: { [key]: excluded(column) } });
  }
}

/** Daily account reach, as Meta served it. */
export const upsertDailyReach = (db: Db, accountId: string, days: Array<{ date: string; value: number }>) => upsertDailyColumn(db, accountId, 'reach', days);

/** follower_count: followers gained each day (Meta's definition), for the days Meta keeps it. */
export const upsertNewFollowers = (db: Db, accountId: string, days: Array<{ date: string; value: number }>) =>
  upsertDailyColumn(db, accountId, 'new_followers', days);

/** Hourly online followers per day; a day's follower snapshot is never written here. */
export async function upsertOnlineFollowers(db: Db, accountId: string, days: Array<{ date: string; hours: number[] }>): Promise<void> {
  for (const batch of batches(byDate(days))) {
    await db
      .insert(igAccountDaily)
      .values(batch.map((day) => ({ accountId, date: day.date, onlineFollowers: day.hours })))
      .onConflictDoUpdate({ target: [igAccountDaily.accountId, igAccountDaily.date], set: { onlineFollowers: sql`${excluded('online_followers')}` } });
  }
}

/** Meta refused windows older than `date`: later syncs start there instead of asking again. */
export async function recordInsightsHorizon(db: Db, accountId: string, date: string): Promise<void> {
  await db.update(igAccounts).set({ insightsHorizon: date }).where(eq(igAccounts.id, accountId));
}

const MEDIA_UPDATED_COLUMNS = ['media_type', 'caption', 'permalink', 'media_url', 'thumbnail_url', 'posted_at', 'comments', 'synced_at'] as const;

/**
 * Private insights Meta may refuse: an unknown (null) answer keeps the value stored before, so a
 * throttled or refused re-sync never turns a known figure into an unknown one, let alone into 0. Likes
 * too: a list that leaves like_count out (hidden by the owner) between two reads of the likes insight
 * keeps the owner's count that insight gave.
 */
const MEDIA_INSIGHT_COLUMNS = [
  'likes',
  'saves',
  'shares',
  'reach',
  'views',
  'total_interactions',
  'reels_avg_watch_time_ms',
  'reels_total_watch_time_ms',
] as const;

/**
 * `synced_at` is when the post's insights were last read: a row upserted without reading them (an older
 * post between its weekly re-reads) keeps it, and its stored insights.
 */
const mediaUpdateSet = (insightsRead: boolean) => ({
  ...Object.fromEntries(
    MEDIA_UPDATED_COLUMNS.filter((column) => insightsRead || column !== 'synced_at').map((column) => [columnKey(column), excluded(column)]),
  ),
  ...Object.fromEntries(MEDIA_INSIGHT_COLUMNS.map((column) => [columnKey(column), sql`coalesce(${excluded(column)}, ${sql.raw(`"ig_media"."${column}"`)})`])),
});

/**
 * The `synced_at` of a post stored without its insights read (Meta answered them incomplete): long past, so
 * the next sync finds them due and asks again, whatever the post's age.
 */
export const INSIGHTS_NEVER_READ = new Date(0);

/**
 * Upserts one page of media; answers our row id per Meta media id, for the comments stage. Rows upserted
 * with `insightsRead` false keep the `synced_at` stored before, and a new one is stored as never read.
 */
export async function upsertMedia(db: Db, rows: MediaInsert[], insightsRead = true): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const batch of batches(rows, 200)) {
    const set = mediaUpdateSet(insightsRead);
    const saved = await db
      .insert(igMedia)
      .values(insightsRead ? batch : batch.map((row) => ({ ...row, syncedAt: INSIGHTS_NEVER_READ })))
      .onConflictDoUpdate({ target: [igMedia.accountId, igMedia.igMediaId], set })
      .returning({ id: igMedia.id, igMediaId: igMedia.igMediaId });
    for (const row of saved) ids.set(row.igMediaId, row.id);
  }
  return ids;
}

/** drizzle's `set` takes property names; the SQL column names are their snake_case. */
function columnKey(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export async function upsertComments(db: Db, rows: CommentInsert[]): Promise<void> {
  for (const batch of batches(rows)) {
    await db
      .insert(igComments)
      .values(batch)
      .onConflictDoUpdate({
        target: [igComments.mediaId, igComments.igCommentId],
        set: { text: excluded('text'), likeCount: excluded('like_count'), username: excluded('username') },
      });
  }
}

export type StoredMedia = { comments: number; storedComments: number; postedAt: Date; insightsReadAt: Date };

/**
 * What the last syncs stored of each post, by Meta media id: its comment count then, the comments stored,
 * and when its insights were last read. The media stage decides from it what to ask Meta again.
 */
export async function storedMediaState(db: Db, accountId: string): Promise<Map<string, StoredMedia>> {
  const stored = db
    .select({ mediaId: igComments.mediaId, count: sql<number>`count(*)::int`.as('count') })
    .from(igComments)
    .innerJoin(igMedia, eq(igMedia.id, igComments.mediaId))
    .where(eq(igMedia.accountId, accountId))
    .groupBy(igComments.mediaId)
    .as('stored');
  const rows = await db
    .select({
      igMediaId: igMedia.igMediaId,
      comments: igMedia.comments,
      storedComments: sql<number>`coalesce(${stored.count}, 0)::int`,
      postedAt: igMedia.postedAt,
      insightsReadAt: igMedia.syncedAt,
    })
    .from(igMedia)
    .leftJoin(stored, eq(stored.mediaId, igMedia.id))
    .where(eq(igMedia.accountId, accountId));
  return new Map(rows.map(({ igMediaId, ...state }) => [igMediaId, state]));
}

/** The latest day with reach stored: incremental syncs start a little before it. */
export async function lastReachDate(db: Db, accountId: string): Promise<string | null> {
  const rows = await db
    .select({ date: sql<string | null>`max(${igAccountDaily.date})::text` })
    .from(igAccountDaily)
    .where(and(eq(igAccountDaily.accountId, accountId), sql`${igAccountDaily.reach} is not null`));
  return rows[0]?.date ?? null;
}
