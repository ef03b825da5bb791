import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igMentions, igStories, igStoryReads } from '../../db/schema';

export type StoryRow = typeof igStories.$inferSelect;
export type MentionRow = typeof igMentions.$inferSelect;
export type StoryReadRow = typeof igStoryReads.$inferSelect;

/** What the period's totals, days and sequences need of a story, and no more: no Date per row, the local day from the database. */
export type StoryFact = {
  id: string;
  postedAtMs: number;
  /** YYYY-MM-DD on the account's clock. */
  localDay: string;
  views: number | null;
  reach: number | null;
  replies: number | null;
  tapsExit: number | null;
  tapsForward: number | null;
};

/** The facts of every story posted since `since`, newest first (ties by id, so pages cut the same list each time). */
export async function storyFactsSince(db: Db, accountId: string, since: Date, timezone: string): Promise<StoryFact[]> {
  return db
    .select({
      id: igStories.id,
      postedAtMs: sql<number>`(extract(epoch from ${igStories.postedAt}) * 1000)::float8`.mapWith(Number),
      localDay: sql<string>`to_char(${igStories.postedAt} at time zone ${timezone}, 'YYYY-MM-DD')`,
      views: igStories.views,
      reach: igStories.reach,
      replies: igStories.replies,
      tapsExit: igStories.tapsExit,
      tapsForward: igStories.tapsForward,
    })
    .from(igStories)
    .where(and(eq(igStories.accountId, accountId), gte(igStories.postedAt, since)))
    .orderBy(desc(igStories.postedAt), desc(igStories.id));
}

/** The account's stories of these ids (one page of the facts), in no particular order. */
export async function storiesByIds(db: Db, accountId: string, ids: string[]): Promise<StoryRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(igStories)
    .where(and(eq(igStories.accountId, accountId), inArray(igStories.id, ids)));
}

export async function storyReadOf(db: Db, accountId: string): Promise<StoryReadRow | null> {
  const [row] = await db.select().from(igStoryReads).where(eq(igStoryReads.accountId, accountId)).limit(1);
  return row ?? null;
}

export async function mentionsOf(db: Db, accountId: string, limit: number): Promise<{ rows: MentionRow[]; total: number }> {
  const rows = await db
    .select()
    .from(igMentions)
    .where(eq(igMentions.accountId, accountId))
    .orderBy(desc(igMentions.postedAt), desc(igMentions.seenAt))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(igMentions).where(eq(igMentions.accountId, accountId));
  return { rows, total: total.n };
}
