// A throw-away Postgres database for a bench run, on the server BENCH_DATABASE_URL names (default:
// the local test database's server), and a quick check that the server is there at all.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const BENCH_POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function withPostgresDatabase(adminUrl, work) {
  const { Client } = require('pg');
  const name = `iaw_bench_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

export async function isReachable(url) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
