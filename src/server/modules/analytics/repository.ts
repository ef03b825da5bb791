import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitors, igAccountDaily, igAccounts, igMedia } from '../../db/schema';

/** How many of the latest posts the insights read; enough for weekday × hour medians, bounded for speed. */
export const MEDIA_SAMPLE = 200;
/** Days of follower history read: the 30-day growth window plus slack for "followers at the time" of older posts. */
const HISTORY_DAYS = 400;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type AccountRow = typeof igAccounts.$inferSelect;
export type MediaRow = typeof igMedia.$inferSelect;
export type CompetitorRow = typeof competitors.$inferSelect;

/** The account only when it belongs to the user; a malformed id is simply not found (never a database error). */
export async function findUserAccount(db: Db, userId: string, accountId: string): Promise<AccountRow | null> {
  if (!UUID.test(accountId)) return null;
  const rows = await db
    .select()
    .from(igAccounts)
    .where(and(eq(igAccounts.id, accountId), eq(igAccounts.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Daily follower counts, oldest first. */
export async function listDailyFollowers(db: Db, accountId: string) {
  const rows = await db
    .select({ date: igAccountDaily.date, followers: igAccountDaily.followers })
    .from(igAccountDaily)
    .where(eq(igAccountDaily.accountId, accountId))
    .orderBy(desc(igAccountDaily.date))
    .limit(HISTORY_DAYS);
  return rows.reverse();
}

/** The latest posts, newest first. */
export async function listRecentMedia(db: Db, accountId: string): Promise<MediaRow[]> {
  return db.select().from(igMedia).where(eq(igMedia.accountId, accountId)).orderBy(desc(igMedia.postedAt)).limit(MEDIA_SAMPLE);
}

export async function listCompetitors(db: Db, userId: string): Promise<CompetitorRow[]> {
  return db.select().from(competitors).where(eq(competitors.userId, userId)).orderBy(asc(competitors.username));
}
