import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccountDaily } from '../../db/schema';

const BATCH = 500;

/**
 * Follower history comes only from the followers_count snapshot each sync takes (docs/sync.md "Follower history"); Meta
 * offers no past totals, so a real account's chart starts at its first sync. The demo workspace is
 * meant to show what an account tracked for 18 months looks like, so on connection it receives the
 * snapshots such a server would have taken: the generated world's end-of-day totals. Demo accounts only;
 * a snapshot already stored is kept.
 */
export async function seedDemoFollowerHistory(db: Db, accountId: string, days: Array<{ date: string; followers: number }>): Promise<void> {
  for (let start = 0; start < days.length; start += BATCH) {
    const batch = days.slice(start, start + BATCH);
    await db
      .insert(igAccountDaily)
      .values(batch.map((day) => ({ accountId, date: day.date, followers: day.followers })))
      .onConflictDoUpdate({
        target: [igAccountDaily.accountId, igAccountDaily.date],
        set: { followers: sql`coalesce(${igAccountDaily.followers}, excluded."followers")` },
      });
  }
}
