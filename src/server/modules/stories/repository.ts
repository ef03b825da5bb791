import { and, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rawRows';
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

type FactTuple = [string, number, string, number | null, number | null, number | null, number | null, number | null];

/**
 * The facts of every story posted since `since`, newest first (ties by id, so pages cut the same list each
 * time). They come as one JSON array in one row: on embedded PGlite each row returned costs more than
 * the database's work on it, and a year holds some 1,800 stories.
 */
export async function storyFactsSince(db: Db, accountId: string, since: Date, timezone: string): Promise<StoryFact[]> {
  const s = igStories;
  const [row] = await rowsOf(
    db,
    sql`select coalesce(json_agg(json_build_array(
          ${s.id}, (extract(epoch from ${s.postedAt}) * 1000)::float8, to_char(${s.postedAt} at time zone ${timezone}, 'YYYY-MM-DD'),
          ${s.views}, ${s.reach}, ${s.replies}, ${s.tapsExit}, ${s.tapsForward}
        ) order by ${s.postedAt} desc, ${s.id} desc), '[]')::text as facts
        from ${s} where ${s.accountId} = ${accountId} and ${s.postedAt} >= ${since.toISOString()}`,
  );
  return (JSON.parse(String(row.facts)) as FactTuple[]).map(([id, postedAtMs, localDay, views, reach, replies, tapsExit, tapsForward]) => ({
    id,
    postedAtMs,
    localDay,
    views,
    reach,
    replies,
    tapsExit,
    tapsForward,
  }));
}

/**
 * The account's stories of these ids (one page of the facts), in no particular order. The page's facts
 * say when its stories were posted (`postedBetween`, whole milliseconds around them): read through the
 * account's index by time, a page is its own rows. A list of ids alone is read by the account's every
 * story where the database has no statistics yet, as a new embedded PGlite does not.
 */
export async function storiesByIds(db: Db, accountId: string, ids: string[], postedBetween: { from: Date; to: Date }): Promise<StoryRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(igStories)
    .where(and(eq(igStories.accountId, accountId), between(igStories.postedAt, postedBetween.from, postedBetween.to), inArray(igStories.id, ids)));
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
