import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { migrationsDir } from '../paths';
import { durableStartParams, FsyncingNodeFS } from './fsyncingNodeFs';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for libraries that bring their own queries (pg-boss): one statement with parameters, or a script without. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close(): Promise<void>;
};

/** `template`: a PGlite data-directory tarball (dumpDataDir) to start an in-memory database from, instead of initdb. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null; template?: Blob } | { kind: 'postgres'; url: string };

// Any constant works; it only has to be the same for every server sharing one Postgres.
const MIGRATION_LOCK_ID = 727_372_001;

/** Opens the database and applies pending migrations before anything else can use it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir, target.template);
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  const client = dataDir ? openPgliteOnDisk(path.join(dataDir, 'pglite')) : new PGlite({ loadDataDir: template });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsDir });
  } catch (error) {
    await client.close();
    throw error;
  }
  return closingAware({ db, kind: 'pglite', executeSql: pgliteExecutor(client), close: () => client.close() });
}

/** On disk, a COMMIT returns once its WAL is fsynced (FsyncingNodeFS); in memory (tests) there is nothing to sync. */
function openPgliteOnDisk(dir: string): PGlite {
  fs.mkdirSync(dir, { recursive: true });
  return new PGlite({ fs: new FsyncingNodeFS(dir), startParams: durableStartParams });
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection can be cut by the server (restart, failover, an admin's terminate). Without
  // a listener the pool's 'error' event would crash the process; the pool replaces the connection.
  pool.on('error', (error) => console.warn(`Postgres closed an idle connection: ${error.message}`));
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  const executeSql: ExecuteSql = async (text, values) => {
    const result = await pool.query(text, values);
    return { rows: result.rows as Record<string, unknown>[], rowCount: result.rowCount ?? 0 };
  };
  return closingAware({ db, kind: 'postgres', executeSql, close: () => pool.end() });
}

/**
 * pg-boss records a job's outcome without awaiting it (`complete`/`fail` are fire-and-forget in its
 * worker), so a job that ends while the app shuts down reaches a closed database and its rejection
 * goes unhandled. Once the handle is closed its raw-SQL path answers "nothing done" instead: the
 * job stays active, expires and is retried by the next server, which is pg-boss's own recovery.
 */
function closingAware(handle: DatabaseHandle): DatabaseHandle {
  let closed = false;
  return {
    ...handle,
    executeSql: (text, values) => (closed ? Promise.resolve(nothingDone(text)) : handle.executeSql(text, values)),
    close: async () => {
      closed = true;
      await handle.close();
    },
  };
}

/**
 * An empty answer in the shape its reader expects. pg-boss's job commands (complete, fail, cancel…)
 * end in `SELECT COUNT(*) FROM results` and read `rows[0].count` (mapCommandResponse in
 * node_modules/pg-boss/src/manager.js); an empty row list there throws inside pg-boss's un-awaited
 * call, an unhandled rejection that fails whichever test or process is still running.
 */
function nothingDone(text: string): { rows: Record<string, unknown>[]; rowCount: number } {
  return /select count\(\*\) from results\s*$/i.test(text) ? { rows: [{ count: '0' }], rowCount: 1 } : { rows: [], rowCount: 0 };
}

/**
 * PGlite's extended protocol takes one statement per call; scripts without parameters (pg-boss
 * installs its schema with one) go through the simple protocol, where the last result counts.
 */
function pgliteExecutor(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (!values?.length) {
      const results = await client.exec(text);
      const last = results.at(-1);
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    }
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
}

/** Several servers may start at once on one Postgres; an advisory lock lets exactly one migrate. */
async function migrateUnderLock(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const lockDb = drizzleNodePg({ client });
    await lockDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrateNodePg(lockDb, { migrationsFolder: migrationsDir });
    } finally {
      await lockDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    client.release();
  }
}
