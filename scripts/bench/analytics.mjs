// DESIGN §8: the analytics endpoints on an account with 3 years of daily metrics and 5,000 posts,
// over HTTP (app.inject, so auth and validation are in the figure) on embedded PGlite and on
// Postgres. Prints p50 and p95 of the overview and content endpoints; the goal is p95 ≤ 50 ms on Postgres.
import { loadServerSources, onEachDatabase, timeRequests } from './latency.mjs';
import { runIfMain } from './runIfMain.mjs';

const DAYS = 3 * 365;
const POSTS = 5_000;
const REQUESTS = 60;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'];

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

/** Ranges of 30, 90, 365 and 731 days ending on one of the last seven days. */
function rangeOf(i, today) {
  const span = [30, 90, 365, 731][i % 4];
  const to = isoDay(today - (i % 7) * 86_400_000);
  return `from=${isoDay(Date.parse(to) - (span - 1) * 86_400_000)}&to=${to}`;
}

async function measure(sources, database, label) {
  const config = sources.testConfig({ databaseUrl: database.kind === 'postgres' ? 'bench' : null });
  const app = await sources.buildApp(config, { database });
  await app.ready();
  try {
    const fixture = await seed(sources, app);
    const results = {};
    for (const endpoint of ['overview', 'content']) {
      const url = (i) => `/api/analytics/${endpoint}?accountId=${fixture.accountId}&${rangeOf(i, fixture.today)}`;
      results[endpoint] = await timeRequests(app, { authorization: `Bearer ${fixture.accessToken}` }, url, REQUESTS);
      const { p50, p95 } = results[endpoint];
      console.log(`${label}: ${endpoint} p50 ${p50} ms, p95 ${p95} ms (${REQUESTS} requests over 30, 90, 365 and 731-day ranges; ${DAYS} days, ${POSTS} posts)`);
    }
    return results;
  } finally {
    await app.close();
  }
}

export function run() {
  const sources = loadServerSources();
  return onEachDatabase(sources, (database, label) => measure(sources, database, label));
}

runIfMain(import.meta.url, run);
