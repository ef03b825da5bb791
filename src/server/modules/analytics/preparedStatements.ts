/**
 * The analytics' few large statements, parsed and analysed once per connection rather than on every
 * request: on PGlite that work cost as much as a third of a short period's statement, on
 * Postgres a millisecond or two. Each distinct text gets a name of its own; its values change with every
 * call, and every run is still planned for its own values (CUSTOM_PLANS), as an unnamed statement is.
 *
 * - On Postgres (node-postgres's Pool) a named query is prepared by the driver on each connection the
 *   first time that connection runs it.
 * - PGlite's client sends unnamed statements only, so the statement is PREPAREd in its one session and
 *   run by EXECUTE, its values written as literals: EXECUTE is a utility statement, which takes no bound
 *   parameters.
 * - Anything else (a transaction's handle, which must read through its own connection) runs the
 *   statement as usual.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rawRows';

const dialect = new PgDialect();

/**
 * Every run is planned for its own values, as an unnamed statement is: the generic plan Postgres may keep
 * after five runs (https://www.postgresql.org/docs/15/sql-prepare.html) can read the posts in another
 * order or group them another way, and the figures' float sums depend on that order (postFacts.test.ts
 * saw the last bit of a mean change). Only named statements heed the setting, and the analytics' are the
 * only ones the server names.
 */
const CUSTOM_PLANS = 'SET plan_cache_mode = force_custom_plan';

/** Names by statement text: a handful of shapes (shown or compared period, post facts or raw rows, content). */
const names = new Map<string, string>();
/** Enough for every shape the analytics send; past it a statement simply runs unprepared. */
const MAX_NAMES = 64;

/** The statements PREPAREd in each PGlite session, each once (concurrent first calls share the one PREPARE). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

type Rows = Record<string, unknown>[];

/** Postgres connections (node-postgres reuses one client object per connection) already told to plan each run. */
const customPlanning = new WeakSet<PoolClient>();

async function executeInPostgres(pool: Pool, name: string, text: string, values: unknown[]): Promise<Rows> {
  const connection = await pool.connect();
  try {
    if (!customPlanning.has(connection)) {
      await connection.query(CUSTOM_PLANS);
      customPlanning.add(connection);
    }
    return (await connection.query<Record<string, unknown>>({ name, text, values })).rows;
  } finally {
    connection.release();
  }
}

function nameOf(text: string): string | null {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) names.set(text, (name = `analytics_statement_${names.size + 1}`));
  return name ?? null;
}

/**
 * A value written as an SQL literal for EXECUTE: the analytics bind numbers and strings only (ids, dates,
 * zone names, counts), and a string literal takes the type of the parameter it fills. With
 * standard_conforming_strings (on since Postgres 9.1) a quote is the only character to escape.
 */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`no literal for a ${typeof value} parameter`);
}

async function executeInPglite(client: PGlite, name: string, text: string, params: unknown[]): Promise<Rows> {
  let session = preparedIn.get(client);
  if (!session) {
    preparedIn.set(client, (session = new Map<string, Promise<unknown>>()));
    session.set('', client.exec(CUSTOM_PLANS));
  }
  await session.get('');
  let prepared = session.get(name);
  if (!prepared) {
    prepared = client.exec(`PREPARE ${name} AS ${text}`);
    session.set(name, prepared);
    prepared.catch(() => session.delete(name));
  }
  await prepared;
  const result = await client.query<Record<string, unknown>>(`EXECUTE ${name}${params.length ? `(${params.map(literal).join(', ')})` : ''}`);
  return result.rows;
}

const clientOf = (db: Db): unknown => (db instanceof PgTransaction ? null : (db as unknown as { $client?: unknown }).$client);

/** The rows of `query`, run as a prepared statement where the driver allows it (see above). */
async function preparedRowsOf(db: Db, query: SQL): Promise<Rows> {
  const client = clientOf(db);
  if (!(client instanceof PGlite || client instanceof Pool)) return rowsOf(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  if (!name) return rowsOf(db, query);
  if (client instanceof Pool) return executeInPostgres(client, name, text, params);
  return executeInPglite(client, name, text, params);
}

/**
 * JSON values read over one CTE (`with p as …`), in order, each group of them in a statement of its own on
 * Postgres, where the groups run side by side on a connection each, and all of them in one statement on
 * PGlite, which runs one query at a time and pays for each (its parse, its round trip, its rows scanned
 * again). The groups are the caller's choice of how to split the work evenly.
 */
export async function jsonValuesOf(db: Db, cte: SQL, groups: readonly SQL[][]): Promise<unknown[]> {
  const statement = (values: SQL[]) => sql`${cte} select json_build_array(${sql.join(values, sql`, `)})::text as json`;
  const read = async (values: SQL[]) => JSON.parse(String((await preparedRowsOf(db, statement(values)))[0].json)) as unknown[];
  if (clientOf(db) instanceof Pool) return (await Promise.all(groups.map(read))).flat();
  return read(groups.flat());
}
