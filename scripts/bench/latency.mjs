// What the endpoint benches share: the server's sources through ts-node, p50/p95 of a run of requests
// over app.inject, and the same measurement on embedded PGlite and then (when reachable) on a
// throw-away Postgres database, with the app built on each.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_POSTGRES_URL, isReachable, withPostgresDatabase } from './postgresScratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
export const WARM_UP = 5;

/** The database, schema, app and test helpers of the server, straight from the TypeScript sources. */
export function loadServerSources() {
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'src/server/tsconfig.json') });
  const at = (file) => require(path.join(root, 'src/server', file));
  return { ...at('db/client.ts'), ...at('db/schema.ts'), ...at('app.ts'), ...at('test/helpers.ts') };
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p95 of GET `urlOf(i)` over `requests` requests after a few that warm caches and JIT; null when the route does not exist. */
export async function timeRequests(app, headers, urlOf, requests) {
  const timings = [];
  for (let i = 0; i < requests + WARM_UP; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: urlOf(i), headers });
    const elapsed = performance.now() - started;
    if (i === 0 && response.statusCode === 404 && response.json().message === 'Not found') return null;
    if (response.statusCode !== 200) throw new Error(`${urlOf(i)} answered ${response.statusCode}: ${response.body}`);
    if (i >= WARM_UP) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  return { p50: Number(percentile(timings, 50).toFixed(1)), p95: Number(percentile(timings, 95).toFixed(1)) };
}

/**
 * `measure({ sources, app, database, label })` with the server's app built on each database in turn (see
 * onEachDatabase) and closed after, whatever happens.
 */
export function measureAppOnEachDatabase(measure) {
  const sources = loadServerSources();
  return onEachDatabase(sources, async (database, label) => {
    const config = sources.testConfig({ databaseUrl: database.kind === 'postgres' ? 'bench' : null });
    const app = await sources.buildApp(config, { database });
    await app.ready();
    try {
      return await measure({ sources, app, database, label });
    } finally {
      await app.close();
    }
  });
}

/** `measure(database, label)` on PGlite, then on Postgres, printing each Postgres p95 against the 50 ms goal. */
async function onEachDatabase(sources, measure) {
  const results = {};
  const pglite = await sources.openDatabase({ kind: 'pglite', dataDir: null });
  try {
    results.pglite = await measure(pglite, 'PGlite (embedded)');
  } finally {
    await pglite.close();
  }
  if (!(await isReachable(BENCH_POSTGRES_URL))) {
    console.log(`Postgres at ${BENCH_POSTGRES_URL} is unreachable: skipped`);
    return results;
  }
  results.postgres = await withPostgresDatabase(BENCH_POSTGRES_URL, async (url) => {
    const handle = await sources.openDatabase({ kind: 'postgres', url });
    try {
      return await measure(handle, 'Postgres');
    } finally {
      await handle.close();
    }
  });
  for (const [endpoint, { p95 }] of Object.entries(results.postgres)) {
    console.log(`Postgres ${endpoint} p95 ${p95} ms (goal ≤ 50 ms) ${p95 <= 50 ? 'OK' : 'MISSED'}`);
  }
  return results;
}
