import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igDiscoveryDaily } from '../../db/schema';

export type DiscoveryRow = { date: string; metric: string; dimension: string; value: number };

/** The stored discovery rows of the account on the period's days (Meta's days, as the sync asked them). */
export function discoveryRowsIn(db: Db, accountId: string, from: string, to: string): Promise<DiscoveryRow[]> {
  return db
    .select({ date: igDiscoveryDaily.date, metric: igDiscoveryDaily.metric, dimension: igDiscoveryDaily.dimension, value: igDiscoveryDaily.value })
    .from(igDiscoveryDaily)
    .where(and(eq(igDiscoveryDaily.accountId, accountId), between(igDiscoveryDaily.date, from, to)));
}
