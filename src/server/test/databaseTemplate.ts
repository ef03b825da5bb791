import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrationsDir, repoRoot } from '../paths';

/**
 * Every server test file gets a database of its own. Starting PGlite runs initdb, which (with the
 * migrations) costs several seconds per file on a loaded machine; copying an already migrated
 * database costs a fraction of that. jest's globalSetup builds that template once per run and tells
 * the workers where it is through these variables; without them (another runner) each database is
 * built from scratch as before.
 */
export const PGLITE_TEMPLATE_ENV = 'IAW_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'IAW_TEST_POSTGRES_TEMPLATE';

const PGLITE_TEMPLATE_CACHE = path.join(repoRoot, 'node_modules', '.cache', 'iaw-test-database');

/**
 * A migrated PGlite data directory as a tarball (PGlite's dumpDataDir, loaded with its loadDataDir
 * option: https://pglite.dev/docs/filesystems, "In-memory FS"). It depends only on the migrations and the PGlite
 * build, so it is kept between runs under a name hashing both; a changed migration makes a new one.
 */
export async function pgliteTemplateFile(): Promise<string> {
  const file = path.join(PGLITE_TEMPLATE_CACHE, `${templateKey()}.tar`);
  if (fs.existsSync(file)) return file;

  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const tarball = Buffer.from(await (await pgliteClientOf(database).dumpDataDir('none')).arrayBuffer());
  await database.close();
  // Written aside and renamed, so a run started at the same moment never reads half a file.
  fs.mkdirSync(PGLITE_TEMPLATE_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, tarball);
  fs.renameSync(partial, file);
  return file;
}

/** drizzle keeps the driver's client as `$client` (https://orm.drizzle.team/docs/connect-pglite); the handle's Db type, common to both drivers, does not name it. */
function pgliteClientOf(database: DatabaseHandle): PGlite {
  const client = '$client' in database.db ? database.db.$client : undefined;
  if (!(client instanceof PGlite)) throw new Error('The test database template needs an in-memory PGlite');
  return client;
}

/** The template a test database starts from, if globalSetup made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of filesUnder(migrationsDir)) hash.update(path.relative(migrationsDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const packageDir = path.dirname(path.dirname(require.resolve('@electric-sql/pglite')));
  return (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/**
 * A migrated Postgres database that test databases are created from (`CREATE DATABASE … TEMPLATE`,
 * a file-level copy: https://www.postgresql.org/docs/current/manage-ag-templatedbs.html). Named per
 * run, because several runs may share one server; it must have no open connection while copied.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `iaw_template_${randomUUID().replace(/-/g, '')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
  await database.close();
  return name;
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The server's address with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
