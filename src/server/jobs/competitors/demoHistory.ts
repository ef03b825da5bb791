import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitors, competitorSnapshots } from '../../db/schema';
import type { CompetitorHistoryDay } from '../../meta/demo/competitorHistory';

/**
 * A demo workspace's starting competitors arrive as if tracked for months (modules/demo/README.md,
 * "A demo starts full"): the snapshots such a server would hold, and "tracking since" their first day. Demo
 * competitors only: a real one's history starts the day it is added, as Meta offers no past counts of
 * another account. A snapshot already stored (today's, from the first lookup) is kept.
 */
export async function seedDemoCompetitorHistory(db: Db, competitorId: string, history: CompetitorHistoryDay[], trackedFrom: Date): Promise<void> {
  if (history.length === 0) return;
  await db
    .insert(competitorSnapshots)
    .values(history.map((day) => ({ competitorId, date: day.date, followers: day.followers, mediaCount: day.mediaCount })))
    .onConflictDoNothing();
  await db.update(competitors).set({ createdAt: trackedFrom }).where(eq(competitors.id, competitorId));
}
