import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAudienceSnapshots } from '../../db/schema';

export type AudienceSnapshotRow = typeof igAudienceSnapshots.$inferInsert;

/**
 * A breakdown the new read left unknown (null) or found not offered ([]) keeps the counts read earlier that
 * day: neither a refusal nor an empty answer is stored over a value. Not offered is stored where nothing was.
 */
const keptUnlessRead = (column: string) =>
  sql.raw(
    `CASE WHEN excluded.not_offered IS NULL THEN coalesce(nullif(excluded."${column}", '[]'::jsonb), ig_audience_snapshots."${column}", excluded."${column}") END`,
  );

/** Upserts the day's snapshot of one audience: a second sync that day completes or replaces it, never adds a row. */
export async function upsertAudienceSnapshot(db: Db, row: AudienceSnapshotRow): Promise<void> {
  await db
    .insert(igAudienceSnapshots)
    .values(row)
    .onConflictDoUpdate({
      target: [igAudienceSnapshots.accountId, igAudienceSnapshots.takenOn, igAudienceSnapshots.audience],
      set: {
        timeframe: row.timeframe,
        notOffered: row.notOffered,
        fetchedAt: row.fetchedAt,
        ageGender: keptUnlessRead('age_gender'),
        countries: keptUnlessRead('countries'),
        cities: keptUnlessRead('cities'),
      },
    });
}

/**
 * The audiences whose snapshot of the day is settled, which a later sync that day need not read again: every
 * breakdown known or not offered ([]), or Meta offering none of it. A breakdown it refused (null) is asked again.
 */
export async function audienceReadToday(db: Db, accountId: string, takenOn: string): Promise<Set<string>> {
  const rows = await db
    .select({ audience: igAudienceSnapshots.audience })
    .from(igAudienceSnapshots)
    .where(
      and(
        eq(igAudienceSnapshots.accountId, accountId),
        eq(igAudienceSnapshots.takenOn, takenOn),
        or(
          isNotNull(igAudienceSnapshots.notOffered),
          and(isNotNull(igAudienceSnapshots.ageGender), isNotNull(igAudienceSnapshots.countries), isNotNull(igAudienceSnapshots.cities)),
        ),
      ),
    );
  return new Set(rows.map((row) => row.audience));
}
