import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAudienceSnapshots } from '../../db/schema';

export type AudienceRow = typeof igAudienceSnapshots.$inferSelect;

/** The rows of the account's two latest snapshot days, newest day first: the snapshot shown and the one it is compared with. */
export async function latestAudienceRows(db: Db, accountId: string): Promise<{ latest: AudienceRow[]; previous: AudienceRow[] }> {
  const days = await db
    .selectDistinct({ takenOn: igAudienceSnapshots.takenOn })
    .from(igAudienceSnapshots)
    .where(eq(igAudienceSnapshots.accountId, accountId))
    .orderBy(desc(igAudienceSnapshots.takenOn))
    .limit(2);
  if (!days.length) return { latest: [], previous: [] };
  const rows = await db
    .select()
    .from(igAudienceSnapshots)
    .where(
      and(
        eq(igAudienceSnapshots.accountId, accountId),
        inArray(
          igAudienceSnapshots.takenOn,
          days.map((day) => day.takenOn),
        ),
      ),
    );
  return {
    latest: rows.filter((row) => row.takenOn === days[0].takenOn),
    previous: days[1] ? rows.filter((row) => row.takenOn === days[1].takenOn) : [],
  };
}
