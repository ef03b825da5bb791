import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Both drivers (node-postgres and PGlite) answer a raw query with its rows under `rows`. */
export async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db spans both drivers (abstract PgQueryResultHKT), so execute's result type is not { rows }; both drivers answer { rows }
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}
