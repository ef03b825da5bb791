import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitors, igAccountDaily, igAccounts, igMedia } from '../../db/schema';

/** How many of the latest posts the insights read; enough for weekday × hour medians, bounded for speed. */
export const MEDIA_SAMPLE = 200;
/** Days of follower history read: the 30-day growth window plus slack for "followers at the time" of older posts. */
const HISTORY_DAYS = 400;


export type AccountRow = typeof igAccounts.$inferSelect;
export type MediaRow = typeof igMedia.$inferSelect;
export type CompetitorRow = typeof competitors.$inferSelect;


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
