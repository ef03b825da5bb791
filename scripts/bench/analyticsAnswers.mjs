// Records the analytics answers (the overview under each comparison, and the content analysis) for many
// periods of three accounts on PGlite and Postgres, as the routes send them, so a change to how they are
// computed can be checked to give the same answers to the last bit (JSON numbers are written in their
// shortest round-trip form, so equal text is equal doubles):
//   node scripts/bench/analyticsAnswers.mjs record OUT.json [ROOT]   (ROOT: a checkout whose server to load; default this one)
//   ANALYZE=1 node scripts/bench/analyticsAnswers.mjs record …       (with planner statistics, as autovacuum leaves them)
//   node scripts/bench/analyticsAnswers.mjs compare A.json B.json
// The accounts: the analytics bench's (3 years of daily rows, 5,000 posts, Europe/Berlin); a ragged one
// (gaps in the days, unknown followers and reach, 0 followers, posts before the history, unknown insights,
// posts around local midnight, America/New_York); and the ragged one's rows on a zone the database does
// not know, read as UTC from the raw rows (no facts on its clock). Ids are fixed, so answers compare.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DAY_MS, isoDay, seedBenchAccount } from './benchAccount.mjs';
import { BENCH_POSTGRES_URL, isReachable, withPostgresDatabase } from './postgresScratch.mjs';
import { seedAnalyticsBench } from './analytics.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const COMPARISONS = ['previous', 'year', 'none'];

const fixedId = (kind, i) => `00000000-0000-4000-8${kind}00-${i.toString(16).padStart(12, '0')}`;

function loadSources(root) {
  const require = createRequire(path.join(root, 'package.json'));
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'src/server/tsconfig.json') });
  const at = (file) => require(path.join(root, 'src/server', file));
  return { ...at('db/client.ts'), ...at('db/schema.ts'), ...at('app.ts'), ...at('test/helpers.ts') };
}

/** Deterministic noise in [0, n). */
const noise = (i, n, salt = 1) => (((i + 1) * 2_654_435_761 * salt) >>> 0) % n;

/** 500 days ending 40 days before `today`, with gaps, unknown followers and reach, and a few 0-follower days. */
async function seedRagged(sources, app, columns, today, salt) {
  const { account, accessToken } = await seedBenchAccount(sources, app, columns);
  const days = [];
  for (let i = 0; i < 500; i += 1) {
    if (noise(i, 7, salt) === 0) continue;
    const followers = noise(i, 5, salt + 1) === 0 ? null : noise(i, 40, salt + 2) === 0 ? 0 : 1_500 + i * 3 - noise(i, 50, salt);
    const reach = noise(i, 4, salt + 3) === 0 ? null : 300 + noise(i, 700, salt);
    days.push({ accountId: account.id, date: isoDay(today - (540 - i) * DAY_MS), followers, reach });
  }
  await app.db.insert(sources.igAccountDaily).values(days);
  const types = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'];
  const maybe = (i, value, salt2) => (noise(i, 6, salt2) === 0 ? null : value);
  const posts = Array.from({ length: 900 }, (_, i) => {
    // Over 620 days (so some posts come before the history starts), many within an hour of a local midnight.
    const at =
      today -
      620 * DAY_MS +
      noise(i, 620, salt) * DAY_MS +
      (noise(i, 3, salt) === 0 ? 4 * 3_600_000 + noise(i, 120, salt) * 60_000 : noise(i, 1_440, salt + 5) * 60_000);
    const likes = noise(i, 900, salt + 6);
    const tags = Array.from({ length: noise(i, 13, salt + 7) }, (_, t) => `#${['Fit', 'fit', 'run_2', 'coffee', 'Travel', 'x'][(i + t) % 6]}`).join(' ');
    return {
      id: fixedId(salt, i),
      accountId: account.id,
      igMediaId: `ragged-${i}`,
      mediaType: types[noise(i, 4, salt + 8)],
      caption:
        noise(i, 9, salt) === 0
          ? null
          : `${'word '.repeat(noise(i, 70, salt + 9))}${['', ' 💪', ' ☀'][i % 3]}${['', ' link in bio', ' Save this'][i % 3 === 1 ? 1 : noise(i, 3, salt)]} ${tags}`.trim(),
      postedAt: new Date(at),
      likes,
      comments: noise(i, 80, salt + 10),
      saves: maybe(i, noise(i, 50, salt), salt + 11),
      shares: maybe(i, noise(i, 30, salt), salt + 12),
      reach: maybe(i, noise(i, 4_000, salt), salt + 13),
      views: maybe(i, noise(i, 6_000, salt), salt + 14),
    };
  });
  for (let i = 0; i < posts.length; i += 300) await app.db.insert(sources.igMedia).values(posts.slice(i, i + 300));
  return { accountId: account.id, accessToken };
}

const period = (today, endsDaysAgo, span) => {
  const to = today - endsDaysAgo * DAY_MS;
  return { from: isoDay(to - (span - 1) * DAY_MS), to: isoDay(to) };
};

/** Every period asked for: spans of 1 day to two years, ending today or up to two years back. */
function periodsOf(today, spans, ends) {
  return ends.flatMap((end) => spans.map((span) => period(today, end, span)));
}

async function answersOf(app, fixture, periods) {
  const headers = { authorization: `Bearer ${fixture.accessToken}` };
  const answers = {};
  const get = async (url) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.body;
  };
  for (const { from, to } of periods) {
    const query = `accountId=${fixture.accountId}&from=${from}&to=${to}`;
    for (const compare of COMPARISONS) answers[`overview ${compare} ${from} ${to}`] = await get(`/api/analytics/overview?${query}&compare=${compare}`);
    answers[`content ${from} ${to}`] = await get(`/api/analytics/content?${query}`);
  }
  return answers;
}

async function recordOn(sources, database) {
  const config = sources.testConfig({ databaseUrl: database.kind === 'postgres' ? 'bench' : null });
  const app = await sources.buildApp(config, { database });
  await app.ready();
  try {
    const bench = await seedAnalyticsBench(sources, app, { id: fixedId(1, 0) }, (i) => fixedId(2, i));
    const today = bench.today;
    const ragged = await seedRagged(sources, app, { id: fixedId(3, 0), igUserId: 'ragged', timezone: 'America/New_York', followersCount: 1_700 }, today, 4);
    const offClock = await seedRagged(sources, app, { id: fixedId(5, 0), igUserId: 'off-clock', timezone: 'Mars/Olympus', followersCount: 0 }, today, 6);
    // The planner reads the posts in the index's order without statistics and may not with them.
    if (process.env.ANALYZE) await database.executeSql('analyze');
    const started = performance.now();
    const answers = {
      bench: await answersOf(app, bench, periodsOf(today, [1, 2, 7, 30, 90, 180, 365, 731], [0, 3, 9, 45, 400])),
      ragged: await answersOf(app, ragged, periodsOf(today, [1, 7, 30, 90, 365, 731], [0, 20, 41, 200, 560, 700])),
      offClock: await answersOf(app, offClock, periodsOf(today, [7, 90, 365], [0, 41, 560])),
    };
    console.log(
      `${database.kind}: ${Object.values(answers).reduce((n, a) => n + Object.keys(a).length, 0)} answers in ${Math.round(performance.now() - started)} ms`,
    );
    return answers;
  } finally {
    await app.close();
  }
}

async function record(out, root) {
  const sources = loadSources(root);
  const recorded = {};
  const pglite = await sources.openDatabase({ kind: 'pglite', dataDir: null });
  try {
    recorded.pglite = await recordOn(sources, pglite);
  } finally {
    await pglite.close();
  }
  if (await isReachable(BENCH_POSTGRES_URL)) {
    recorded.postgres = await withPostgresDatabase(BENCH_POSTGRES_URL, async (url) => {
      const handle = await sources.openDatabase({ kind: 'postgres', url });
      try {
        return await recordOn(sources, handle);
      } finally {
        await handle.close();
      }
    });
  } else console.log(`Postgres at ${BENCH_POSTGRES_URL} is unreachable: recorded PGlite only`);
  writeFileSync(out, JSON.stringify(recorded));
}

function compare(a, b) {
  const [left, right] = [a, b].map((file) => JSON.parse(readFileSync(file, 'utf8')));
  let compared = 0;
  const differences = [];
  for (const database of new Set([...Object.keys(left), ...Object.keys(right)])) {
    for (const account of new Set([...Object.keys(left[database] ?? {}), ...Object.keys(right[database] ?? {})])) {
      const [l, r] = [left[database]?.[account] ?? {}, right[database]?.[account] ?? {}];
      for (const key of new Set([...Object.keys(l), ...Object.keys(r)])) {
        compared += 1;
        if (l[key] !== r[key]) differences.push(`${database} ${account} ${key}`);
      }
    }
  }
  console.log(`${compared} answers compared, ${differences.length} differ${differences.length ? `:\n${differences.slice(0, 40).join('\n')}` : ''}`);
  process.exitCode = differences.length ? 1 : 0;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'record' && first) await record(path.resolve(first), path.resolve(second ?? here));
else if (command === 'compare' && first && second) compare(first, second);
else {
  console.log('usage: analyticsAnswers.mjs record OUT.json [ROOT] | compare A.json B.json');
  process.exitCode = 2;
}
