import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igDiscoveryDaily } from '../../db/schema';
import type { DayTotal } from './discoveryAnswer';

export type DiscoveryMetric = (typeof igDiscoveryDaily.$inferInsert)['metric'];

/** The days since `from` whose total of `metric` is stored: answered by Meta in an earlier sync. */
export async function answeredDays(db: Db, accountId: string, metric: DiscoveryMetric, from: string): Promise<Set<string>> {
  const rows = await db
    .select({ date: igDiscoveryDaily.date })
    .from(igDiscoveryDaily)
    .where(
      and(eq(igDiscoveryDaily.accountId, accountId), eq(igDiscoveryDaily.metric, metric), eq(igDiscoveryDaily.dimension, ''), gte(igDiscoveryDaily.date, from)),
    );
  return new Set(rows.map((row) => row.date));
}

/**
 * Replaces one day of one metric with Meta's latest answer: an upsert, then the breakdown values Meta no
 * longer lists are dropped. Only answered days are written: a refused day keeps what an earlier sync stored.
 */
export async function storeDayTotal(db: Db, accountId: string, metric: DiscoveryMetric, date: string, day: DayTotal): Promise<void> {
  const rows = [{ dimension: '', value: day.total }, ...Object.entries(day.byDimension).map(([dimension, value]) => ({ dimension, value }))];
  await db
    .insert(igDiscoveryDaily)
    .values(rows.map((row) => ({ accountId, date, metric, ...row })))
    .onConflictDoUpdate({
      target: [igDiscoveryDaily.accountId, igDiscoveryDaily.date, igDiscoveryDaily.metric, igDiscoveryDaily.dimension],
      set: { value: sql`excluded.value`, readAt: sql`now()` },
    });
  const kept = rows.map((row) => row.dimension);
  await db
    .delete(igDiscoveryDaily)
    .where(
      and(
        eq(igDiscoveryDaily.accountId, accountId),
        eq(igDiscoveryDaily.metric, metric),
        eq(igDiscoveryDaily.date, date),
        notInArray(igDiscoveryDaily.dimension, kept),
      ),
    );
}
