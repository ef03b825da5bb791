// The audience and stories endpoints on 3 years of data, over HTTP (app.inject, so auth and
// validation are in the figure) on embedded PGlite and on Postgres, against the analytics endpoints'
// budget (p95 ≤ 20 ms on Postgres, ≤ 50 ms on PGlite). Three years of daily audience snapshots (one
// per audience a day, as the sync keeps them) and five stories a day, each with its insights.
import { isoDay, seedBenchAccount } from './benchAccount.mjs';
import { measureAppOnEachDatabase, timeRequests, WARM_UP } from './latency.mjs';
import { runIfMain } from './runIfMain.mjs';

const DAYS = 3 * 365;
const STORIES_PER_DAY = 5;
const REQUESTS = 60;
const AGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+'];
const GENDERS = ['F', 'M', 'U'];
const COUNTRIES = ['US', 'BR', 'IT', 'DE', 'GB', 'FR', 'ES', 'MX', 'CA', 'AU'];

function snapshotOf(accountId, day, audience, i) {
  const scale = audience === 'followers' ? 1_000 : audience === 'engaged' ? 80 : 400;
  return {
    accountId,
    takenOn: day,
    audience,
    timeframe: 'this_month',
    ageGender: AGES.flatMap((age, a) => GENDERS.map((gender, g) => ({ age, gender, value: scale * (a + 1) * (g + 2) + (i % 13) }))),
    countries: COUNTRIES.map((key, c) => ({ key, value: scale * (20 - c) + (i % 7) })),
    cities: COUNTRIES.map((key, c) => ({ key: `City ${c}, ${key}`, value: scale * (10 - c / 2) + (i % 5) })),
  };
}

function storyOf(accountId, postedAt, i) {
  const views = 900 + ((i * 7919) % 2_000);
  return {
    accountId,
    igMediaId: `bench-story-${i}`,
    mediaType: i % 3 ? 'IMAGE' : 'VIDEO',
    postedAt: new Date(postedAt),
    expiresAt: new Date(postedAt + 86_400_000),
    views,
    reach: Math.round(views * 0.8),
    replies: i % 9,
    shares: i % 5,
    follows: i % 4,
    profileVisits: i % 30,
    totalInteractions: i % 40,
    tapsForward: Math.round(views * 0.2),
    tapsBack: Math.round(views * 0.03),
    tapsExit: Math.round(views * 0.1),
    swipesForward: Math.round(views * 0.05),
    final: true,
  };
}

async function seed(sources, app) {
  const { account, accessToken } = await seedBenchAccount(sources, app);
  const db = app.db;
  const today = Date.parse(isoDay(Date.now()));
  const snapshots = [];
  const stories = [];
  for (let d = 0; d < DAYS; d += 1) {
    const dayStart = today - (DAYS - 1 - d) * 86_400_000;
    for (const audience of ['followers', 'engaged', 'reached']) snapshots.push(snapshotOf(account.id, isoDay(dayStart), audience, d));
    for (let s = 0; s < STORIES_PER_DAY; s += 1) stories.push(storyOf(account.id, dayStart + (8 + s * 2) * 3_600_000, d * STORIES_PER_DAY + s));
  }
  for (let i = 0; i < snapshots.length; i += 300) await db.insert(sources.igAudienceSnapshots).values(snapshots.slice(i, i + 300));
  for (let i = 0; i < stories.length; i += 500) await db.insert(sources.igStories).values(stories.slice(i, i + 500));
  return { accountId: account.id, accessToken };
}

async function measure({ sources, app, database, label }) {
  const { accountId, accessToken } = await seed(sources, app);
  const headers = { authorization: `Bearer ${accessToken}` };
  const endpoints = {
    audience: () => `/api/analytics/audience?accountId=${accountId}`,
    // What the Stories page asks (its last 30 days, the first page of 50 stories), and the longest period the
    // API gives (365 days: totals, days and sequences over 1,825 stories, with the first page of them).
    stories30: () => `/api/stories?accountId=${accountId}&days=30`,
    stories365: () => `/api/stories?accountId=${accountId}&days=365`,
    // Every request a number of days not asked before, so nothing is served from the Stories store
    // (cachedStories.ts): what the first request after the schedule reads the stories costs.
    stories365Uncached: (i) => `/api/stories?accountId=${accountId}&days=${365 - i}`,
  };
  const results = {};
  const goal = database.kind === 'postgres' ? 20 : 50;
  for (const [name, url] of Object.entries(endpoints)) {
    // This process's CPU time per request besides the wall clock, which a loaded machine stretches: on PGlite
    // it includes the database's work, on Postgres only the server's.
    const cpuBefore = process.cpuUsage();
    const timing = await timeRequests(app, headers, url, REQUESTS);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = Number(((cpu.user + cpu.system) / 1000 / (REQUESTS + WARM_UP)).toFixed(1));
    results[name] = { ...timing, cpuMs };
    console.log(
      `${label}: ${name} p50 ${timing.p50} ms, p95 ${timing.p95} ms (goal ≤ ${goal} ms) ${timing.p95 <= goal ? 'OK' : 'MISSED'}, CPU ${cpuMs} ms a request (${REQUESTS} requests; ${DAYS} days of snapshots, ${DAYS * STORIES_PER_DAY} stories)`,
    );
  }
  return results;
}

export function run() {
  return measureAppOnEachDatabase(measure);
}

runIfMain(import.meta.url, run);
