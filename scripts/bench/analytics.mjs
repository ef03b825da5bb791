// DESIGN §8: the analytics endpoints on an account with 3 years of daily metrics and 5,000 posts,
// over HTTP (app.inject, so auth and validation are in the figure) on embedded PGlite and on
// Postgres. Prints p50 and p95 of the overview and content endpoints; the goal is p95 ≤ 50 ms on Postgres.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_POSTGRES_URL, isReachable, withPostgresDatabase } from './postgresScratch.mjs';
import { runIfMain } from './runIfMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const DAYS = 3 * 365;
const POSTS = 5_000;
const REQUESTS = 60;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'];

function loadSources() {
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'src/server/tsconfig.json') });
  const at = (file) => require(path.join(root, 'src/server', file));
  return { ...at('db/client.ts'), ...at('db/schema.ts'), ...at('app.ts'), ...at('test/helpers.ts') };
}

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** A deterministic, busy account: followers growing with noise, reach every day, a post every ~5 hours. */
async function seed(sources, app) {
  const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench passphrase 2048' } });
  const { user, accessToken } = register.json();
  const db = app.db;
  const [account] = await db.insert(sources.igAccounts).values({ userId: user.id, igUserId: 'bench-ig', username: 'bench', followersCount: 60_000, timezone: 'Europe/Berlin' }).returning();
  const today = Date.UTC(2026, 10, 23);
  const days = Array.from({ length: DAYS }, (_, i) => ({
    accountId: account.id,
    date: isoDay(today - (DAYS - 1 - i) * 86_400_000),
    followers: 20_000 + i * 36 + ((i * 7919) % 97),
    reach: 8_000 + ((i * 104729) % 5_000),
  }));
  for (let i = 0; i < days.length; i += 500) await db.insert(sources.igAccountDaily).values(days.slice(i, i + 500));
  const posts = Array.from({ length: POSTS }, (_, i) => {
    const likes = 200 + ((i * 7919) % 1_800);
    return {
      accountId: account.id,
      igMediaId: `bench-${i}`,
      mediaType: TYPES[i % TYPES.length],
      caption: `${i % 3 ? '💪 ' : ''}Post ${i} about training${i % 4 ? ' — link in bio' : ''} #bench #tag${i % 40}${i % 5 ? ' #fit' : ''}`,
      postedAt: new Date(today - i * ((DAYS * 86_400_000) / POSTS)),
      likes,
      comments: likes % 60,
      saves: likes % 90,
      shares: likes % 30,
      reach: likes * 9,
      views: likes * 14,
    };
  });
  for (let i = 0; i < posts.length; i += 500) await db.insert(sources.igMedia).values(posts.slice(i, i + 500));
  return { accountId: account.id, accessToken, today };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeEndpoint(app, { accountId, accessToken, today }, endpoint) {
  const spans = [30, 90, 365, 731];
  const timings = [];
  for (let i = 0; i < REQUESTS + 5; i += 1) {
    const span = spans[i % spans.length];
    const to = isoDay(today - (i % 7) * 86_400_000);
    const from = isoDay(Date.parse(to) - (span - 1) * 86_400_000);
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/analytics/${endpoint}?accountId=${accountId}&from=${from}&to=${to}`, headers: { authorization: `Bearer ${accessToken}` } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${endpoint} answered ${response.statusCode}: ${response.body}`);
    if (i >= 5) timings.push(elapsed); // the first few warm the caches and JIT
  }
  timings.sort((a, b) => a - b);
  return { p50: Number(percentile(timings, 50).toFixed(1)), p95: Number(percentile(timings, 95).toFixed(1)) };
}

async function measure(sources, database, label) {
  const config = sources.testConfig({ databaseUrl: database.kind === 'postgres' ? 'bench' : null });
  const app = await sources.buildApp(config, { database });
  await app.ready();
  try {
    const fixture = await seed(sources, app);
    const results = {};
    for (const endpoint of ['overview', 'content']) {
      results[endpoint] = await timeEndpoint(app, fixture, endpoint);
      const { p50, p95 } = results[endpoint];
      console.log(`${label}: ${endpoint} p50 ${p50} ms, p95 ${p95} ms (${REQUESTS} requests over 30, 90, 365 and 731-day ranges; ${DAYS} days, ${POSTS} posts)`);
    }
    return results;
  } finally {
    await app.close();
  }
}

export async function run() {
  const sources = loadSources();
  const results = {};
  const pglite = await sources.openDatabase({ kind: 'pglite', dataDir: null });
  try {
    results.pglite = await measure(sources, pglite, 'PGlite (embedded)');
  } finally {
    await pglite.close();
  }
  if (await isReachable(BENCH_POSTGRES_URL)) {
    results.postgres = await withPostgresDatabase(BENCH_POSTGRES_URL, async (url) => {
      const handle = await sources.openDatabase({ kind: 'postgres', url });
      try {
        return await measure(sources, handle, 'Postgres');
      } finally {
        await handle.close();
      }
    });
    for (const [endpoint, { p95 }] of Object.entries(results.postgres)) {
      console.log(`Postgres ${endpoint} p95 ${p95} ms (goal ≤ 50 ms) ${p95 <= 50 ? 'OK' : 'MISSED'}`);
    }
  } else {
    console.log(`Postgres at ${BENCH_POSTGRES_URL} is unreachable: skipped`);
  }
  return results;
}

runIfMain(import.meta.url, run);
