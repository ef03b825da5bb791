import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igMentions, igStories, igStoryReads } from '../../db/schema';

export type StoryRow = typeof igStories.$inferSelect;
export type MentionRow = typeof igMentions.$inferSelect;
export type StoryReadRow = typeof igStoryReads.$inferSelect;

export async function storiesSince(db: Db, accountId: string, since: Date): Promise<StoryRow[]> {
  return db
    .select()
    .from(igStories)
    .where(and(eq(igStories.accountId, accountId), gte(igStories.postedAt, since)))
    .orderBy(desc(igStories.postedAt));
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
