// The competitor list, one competitor's analytics and the peer comparison, on one account tracking 50
// competitors with a year of daily snapshots and 36 posts each, over HTTP (app.inject, so auth and validation are
// in the figure) on embedded PGlite and on Postgres. Prints p50 and p95; the goal is p95 ≤ 50 ms on Postgres.
// `list` asks 15 periods in turn, so most requests after the first few are served from the list's cache;
// `listUncached` asks a new one each time.
import { DAY_MS, isoDay, seedBenchAccount } from './benchAccount.mjs';
import { measureAppOnEachDatabase, timeRequests } from './latency.mjs';
import { runIfMain } from './runIfMain.mjs';

const COMPETITORS = 50;
const DAYS = 365;
const POSTS_EACH = 36;
const OWN_POSTS = 300;
const PEERS = 200;
const REQUESTS = 60;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'];

async function insertAll(db, table, rows) {
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(table).values(rows.slice(i, i + 1_000));
}

/** Deterministic figures: followers drifting up with noise, posts every ~10 days, likes varying by post. */
async function seed(sources, app, today) {
  const { user, account, accessToken } = await seedBenchAccount(sources, app, {
    followersCount: 25_000,
    timezone: 'Europe/Rome',
    nicheId: 'fitness',
    countryCode: 'US',
    loginFlavour: 'facebook',
  });
  const db = app.db;
  const day = (i) => isoDay(today - (DAYS - 1 - i) * DAY_MS);
  await insertAll(
    db,
    sources.igAccountDaily,
    Array.from({ length: DAYS }, (_, i) => ({ accountId: account.id, date: day(i), followers: 20_000 + i * 14, reach: 5_000 })),
  );
  await insertAll(
    db,
    sources.igMedia,
    Array.from({ length: OWN_POSTS }, (_, i) => ({
      accountId: account.id,
      igMediaId: `own-${i}`,
      mediaType: TYPES[i % TYPES.length],
      postedAt: new Date(today - i * ((DAYS * DAY_MS) / OWN_POSTS)),
      likes: 300 + ((i * 7919) % 900),
      comments: 10 + (i % 40),
    })),
  );
  const rivals = await db
    .insert(sources.competitors)
    .values(
      Array.from({ length: COMPETITORS }, (_, c) => ({
        userId: user.id,
        accountId: account.id,
        igUserId: `rival-${c}`,
        username: `rival.${String(c).padStart(2, '0')}`,
        followersCount: 10_000 + c * 3_000,
        mediaCount: 500,
      })),
    )
    .returning({ id: sources.competitors.id });
  await insertAll(
    db,
    sources.competitorSnapshots,
    rivals.flatMap(({ id }, c) =>
      Array.from({ length: DAYS }, (_, i) => ({
        competitorId: id,
        date: day(i),
        followers: 8_000 + c * 3_000 + i * 6 + ((i * c) % 50),
        mediaCount: 400 + Math.floor(i / 2),
      })),
    ),
  );
  await insertAll(
    db,
    sources.competitorMedia,
    rivals.flatMap(({ id }, c) =>
      Array.from({ length: POSTS_EACH }, (_, p) => ({
        competitorId: id,
        igMediaId: `rival-${c}-${p}`,
        mediaType: TYPES[(c + p) % TYPES.length],
        caption: `Post ${p} #bench #tag${p % 7}`,
        postedAt: new Date(today - p * 10 * DAY_MS - c * 3_600_000),
        likes: 200 + ((c * 131 + p * 7919) % 1_500),
        comments: 5 + ((c + p) % 60),
      })),
    ),
  );
  await insertAll(
    db,
    sources.peerMetrics,
    Array.from({ length: PEERS }, (_, i) => ({
      igUserId: `peer-${i}`,
      source: 'demo',
      nicheId: 'fitness',
      countryCode: 'US',
      followers: 20_000 + ((i * 7919) % 80_000),
      publicEr: 0.01 + ((i * 37) % 50) / 1_000,
      followerGrowthPct: ((i * 13) % 40) / 10 - 1,
      postsPerWeek: 1 + (i % 9),
      avgInteractions: 300 + ((i * 71) % 2_000),
    })),
  );
  return { accountId: account.id, rivalId: rivals[0].id, accessToken };
}

/** Ranges of 30, 90 and 365 days ending on one of the last few days. */
function rangeOf(i, today) {
  const span = [30, 90, 365][i % 3];
  const to = isoDay(today - (i % 5) * DAY_MS);
  return `from=${isoDay(Date.parse(to) - (span - 1) * DAY_MS)}&to=${to}`;
}

async function measure({ sources, app, label }) {
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  const { accountId, rivalId, accessToken } = await seed(sources, app, today);
  const routes = {
    list: (i) => `/api/competitors?accountId=${accountId}&${rangeOf(i, today)}`,
    // Every request a period not asked before, so none is served from the list's cache (cachedList.ts): what the
    // first request after a refresh or a sync costs. Years ending on successive days.
    listUncached: (i) => `/api/competitors?accountId=${accountId}&from=${isoDay(today - (i + DAYS - 1) * DAY_MS)}&to=${isoDay(today - i * DAY_MS)}`,
    detail: (i) => `/api/competitors/${rivalId}/analytics?${rangeOf(i, today)}`,
    peers: () => `/api/analytics/peers?accountId=${accountId}`,
  };
  const results = {};
  for (const [name, url] of Object.entries(routes)) {
    const figure = await timeRequests(app, { authorization: `Bearer ${accessToken}` }, url, REQUESTS);
    if (!figure) {
      console.log(`${label}: ${name} — the route does not exist in this build: skipped`);
      continue;
    }
    results[name] = figure;
    console.log(
      `${label}: ${name} p50 ${figure.p50} ms, p95 ${figure.p95} ms (${REQUESTS} requests; ${COMPETITORS} competitors × ${DAYS} days of snapshots, ${POSTS_EACH} posts each)`,
    );
  }
  return results;
}

export function run() {
  return measureAppOnEachDatabase(measure);
}

runIfMain(import.meta.url, run);
