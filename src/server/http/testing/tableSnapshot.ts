import type { ExecuteSql } from '../../db/client';

/** Per table of the app's schema: its row count and a hash of its content. */
export type TableSnapshot = Record<string, string>;

/**
 * Snapshots every table of the app (schema `public`; pg-boss keeps its own schema, and its
 * bookkeeping is not the app's data) in one statement, so that a test can show that a request
 * changed nothing stored. Rows are hashed in a fixed order, so equal content gives equal hashes.
 * Meant for one database that nothing else writes to meanwhile (the test's own).
 */
export async function tableSnapshotter(executeSql: ExecuteSql): Promise<() => Promise<TableSnapshot>> {
  const { rows } = await executeSql(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const statement = rows
    .map(
      ({ name }) =>
        `select '${String(name)}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as state from public."${String(name)}" t`,
    )
    .join(' union all ');
  const nextTransactionId = async () => String((await executeSql('select pg_snapshot_xmax(pg_current_snapshot())::text as xmax')).rows[0].xmax);
  let last: { xmax: string; snapshot: TableSnapshot } | null = null;
  return async () => {
    // Hashing every table costs far more than a request; Postgres hands out a transaction id to
    // every transaction that writes, so while the next id has not moved nothing can have changed.
    const xmax = await nextTransactionId();
    if (last?.xmax === xmax) return last.snapshot;
    const { rows: tables } = await executeSql(statement);
    last = { xmax, snapshot: Object.fromEntries(tables.map(({ name, state }) => [String(name), String(state)])) };
    return last.snapshot;
  };
}

/** The tables whose count or content differs between two snapshots. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
