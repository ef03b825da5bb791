// The analytics endpoints on an account with 3 years of daily metrics and 5,000 posts,
// over HTTP (app.inject, so auth and validation are in the figure) on embedded PGlite and on
// Postgres. Prints p50 and p95 of the overview and content endpoints (the goal: p95 ≤ 50 ms on
// PGlite, ≤ 20 ms on Postgres) three ways, since answers are cached per version of the account's data:
// - the same 60 requests as ever, on a fresh cache (28 distinct periods, so a third of them compute);
// - the first request for each period after a sync-like write (every one computes: the cold figure);
// - the same requests again (every one served from the cache).
import { isoDay, seedBenchAccount } from './benchAccount.mjs';
import { measureAppOnEachDatabase, percentile, timeRequests } from './latency.mjs';
import { runIfMain } from './runIfMain.mjs';

const DAYS = 3 * 365;
const POSTS = 5_000;
const REQUESTS = 60;
/** rangeOf gives 4 spans × 7 end days. */
const DISTINCT_PERIODS = 28;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'];

/**
 * A deterministic, busy account: followers growing with noise, reach every day, a post every ~5 hours.
 * `columns` override the account's defaults and `postId(i)`, when given, fixes each post's id
 * (analyticsAnswers.mjs records answers that must compare across runs).
 */
export async function seedAnalyticsBench(sources, app, columns = {}, postId = null) {
  const { account, accessToken } = await seedBenchAccount(sources, app, columns);
  const db = app.db;
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
      ...(postId && { id: postId(i) }),
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

/** Ranges of 30, 90, 365 and 731 days ending on one of the last seven days. */
function rangeOf(i, today) {
  const span = [30, 90, 365, 731][i % 4];
  const to = isoDay(today - (i % 7) * 86_400_000);
  return `from=${isoDay(Date.parse(to) - (span - 1) * 86_400_000)}&to=${to}`;
}

const p50p95 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Number(percentile(sorted, 50).toFixed(1)), p95: Number(percentile(sorted, 95).toFixed(1)) };
};

/**
 * p50 and p95 of one GET per url, in order (no warm-up: the caller decides what is warm), and of the
 * process's CPU time per request: on PGlite the database runs in this process, so on a shared, loaded
 * machine the CPU figure is the steadier measure of the work (wall time also counts waiting for a core).
 */
async function timeEach(app, headers, urls) {
  const timings = [];
  const cpu = [];
  for (const url of urls) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url, headers });
    const { user, system } = process.cpuUsage(cpuBefore);
    timings.push(performance.now() - started);
    cpu.push((user + system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  return { ...p50p95(timings), cpu: p50p95(cpu) };
}

/** What a sync does to the cache: any write to the account's rows bumps its data_version (migration 0006). */
async function touchLikeASync(database, accountId) {
  await database.executeSql(`update ig_media set synced_at = now() where account_id = $1 and ig_media_id = 'bench-0'`, [accountId]);
}

async function measure({ sources, app, database, label }) {
  const fixture = await seedAnalyticsBench(sources, app);
  const results = {};
  const headers = { authorization: `Bearer ${fixture.accessToken}` };
  for (const endpoint of ['overview', 'content']) {
    const url = (i) => `/api/analytics/${endpoint}?accountId=${fixture.accountId}&${rangeOf(i, fixture.today)}`;
    const asEver = await timeRequests(app, headers, url, REQUESTS);
    await touchLikeASync(database, fixture.accountId);
    const periods = Array.from({ length: DISTINCT_PERIODS }, (_, i) => url(i));
    const afterSync = await timeEach(app, headers, periods);
    const cached = await timeEach(
      app,
      headers,
      Array.from({ length: REQUESTS }, (_, i) => url(i)),
    );
    results[endpoint] = { ...asEver, afterSync, cached };
    const line = ({ p50, p95 }) => `p50 ${p50} ms, p95 ${p95} ms`;
    console.log(`${label}: ${endpoint} ${line(asEver)} (${REQUESTS} requests over 30, 90, 365 and 731-day ranges; ${DAYS} days, ${POSTS} posts)`);
    console.log(
      `${label}: ${endpoint} first request per period after a sync ${line(afterSync)} (${DISTINCT_PERIODS} periods, each computed); served from the cache ${line(cached)}`,
    );
    if (database.kind === 'pglite')
      console.log(`${label}: ${endpoint} CPU time per first request after a sync ${line(afterSync.cpu)}, per cached one ${line(cached.cpu)}`);
    const goal = database.kind === 'postgres' ? 20 : 50;
    console.log(`${label}: ${endpoint} p95 ${asEver.p95} ms (goal ≤ ${goal} ms) ${asEver.p95 <= goal ? 'OK' : 'MISSED'}`);
  }
  return results;
}

export function run() {
  return measureAppOnEachDatabase(measure);
}

runIfMain(import.meta.url, run);
