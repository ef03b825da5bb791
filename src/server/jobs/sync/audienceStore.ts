import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAudienceSnapshots } from '../../db/schema';

export type AudienceSnapshotRow = typeof igAudienceSnapshots.$inferInsert;

/** Upserts the day's snapshot of one audience: a second sync that day replaces it, never adds a row. */
export async function upsertAudienceSnapshot(db: Db, row: AudienceSnapshotRow): Promise<void> {
  const { accountId: _accountId, takenOn: _takenOn, audience: _audience, ...values } = row;
  await db
    .insert(igAudienceSnapshots)
    .values(row)
    .onConflictDoUpdate({ target: [igAudienceSnapshots.accountId, igAudienceSnapshots.takenOn, igAudienceSnapshots.audience], set: values });
}

/** The audiences whose snapshot of the day is whole (every breakdown known), which a later sync that day need not read again. */
export async function audienceReadToday(db: Db, accountId: string, takenOn: string): Promise<Set<string>> {
  const rows = await db
    .select({ audience: igAudienceSnapshots.audience })
    .from(igAudienceSnapshots)
    .where(
      and(
        eq(igAudienceSnapshots.accountId, accountId),
        eq(igAudienceSnapshots.takenOn, takenOn),
        isNull(igAudienceSnapshots.notOffered),
        isNotNull(igAudienceSnapshots.ageGender),
        isNotNull(igAudienceSnapshots.countries),
        isNotNull(igAudienceSnapshots.cities),
      ),
    );
  return new Set(rows.map((row) => row.audience));
}
