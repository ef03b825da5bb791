// A full sync of the largest demo account through the real HTTP Graph client against the
// loopback Graph fake, on embedded PGlite and on Postgres (BENCH_DATABASE_URL, default the local
// test database; skipped when unreachable). Prints seconds and rows/s (posts + comments + days), and the
// Graph calls (HTTP requests the fake received) of that first sync and of an unchanged re-sync right after
// it (targets: ≤ 120 and ≤ 30; docs/sync.md, "Fewer calls").
// Runs the TypeScript sources through ts-node (transpile only): the Graph fake is test code and is
// not part of the production build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_POSTGRES_URL, isReachable, withPostgresDatabase } from './postgresScratch.mjs';
import { runIfMain } from './runIfMain.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const FIRST_SYNC_CALLS = 120;
const RESYNC_CALLS = 30;

function loadSources() {
  require('ts-node').register({ transpileOnly: true, project: path.join(root, 'src/server/tsconfig.json') });
  const at = (file) => require(path.join(root, 'src/server', file));
  return {
    ...at('meta/testing/graphFakeServer.ts'),
    ...at('jobs/testing/syncFixtures.ts'),
    ...at('jobs/sync/syncAccount.ts'),
    ...at('db/client.ts'),
  };
}

async function timeFullSync(sources, fake, handle, label) {
  const largest = [...fake.world.accounts].sort((a, b) => b.media.length - a.media.length)[0];
  const { deps } = sources.fakeBackedDeps(handle.db, fake);
  const accountId = await sources.insertConnectedAccount(deps, largest.igUserId);
  const requestsBefore = fake.requests.length;
  const started = performance.now();
  await sources.syncAccount(deps, accountId);
  const seconds = (performance.now() - started) / 1000;
  const counts = await sources.storedCounts(handle.db, accountId);
  const rows = counts.media + counts.comments + counts.days;
  const graphCalls = fake.requests.length - requestsBefore;
  // Nothing changed in the world since: what a routine sync of the same account costs.
  const resyncBefore = fake.requests.length;
  await sources.syncAccount(deps, accountId);
  const resyncGraphCalls = fake.requests.length - resyncBefore;
  const result = { seconds: Number(seconds.toFixed(2)), rows, rowsPerSecond: Math.round(rows / seconds), graphCalls, resyncGraphCalls };
  console.log(
    `${label}: @${largest.username} ${counts.media} posts, ${counts.comments} comments, ${counts.days} days = ${rows} rows in ${result.seconds} s → ${result.rowsPerSecond} rows/s`,
  );
  console.log(
    `${label}: Graph calls: first sync ${graphCalls} (target ≤ ${FIRST_SYNC_CALLS}) ${graphCalls <= FIRST_SYNC_CALLS ? 'OK' : 'MISSED'}, unchanged re-sync ${resyncGraphCalls} (target ≤ ${RESYNC_CALLS}) ${resyncGraphCalls <= RESYNC_CALLS ? 'OK' : 'MISSED'}`,
  );
  return result;
}

export async function run() {
  const sources = loadSources();
  const fake = await sources.startGraphFake();
  const results = {};
  try {
    const pglite = await sources.openDatabase({ kind: 'pglite', dataDir: null });
    try {
      results.pglite = await timeFullSync(sources, fake, pglite, 'PGlite (embedded)');
    } finally {
      await pglite.close();
    }
    const postgresUrl = BENCH_POSTGRES_URL;
    if (await isReachable(postgresUrl)) {
      results.postgres = await withPostgresDatabase(postgresUrl, async (url) => {
        const handle = await sources.openDatabase({ kind: 'postgres', url });
        try {
          return await timeFullSync(sources, fake, handle, 'Postgres');
        } finally {
          await handle.close();
        }
      });
      console.log(`Postgres rows/s ${results.postgres.rowsPerSecond} (aim ≥ 5,000) ${results.postgres.rowsPerSecond >= 5000 ? 'OK' : 'MISSED'}`);
    } else {
      console.log(`Postgres at ${postgresUrl} is unreachable: skipped`);
    }
  } finally {
    await fake.close();
  }
  return results;
}

runIfMain(import.meta.url, run);
