import PgBoss from 'pg-boss';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { startKeyedWorker, type Lease, type QueueLog } from './keyedWorker';
import { PGBOSS_SCHEMA, takeNextJob } from './queueSql';
import { recoverLapsedJobs, type RecoveredJob } from './recovery';
import { waitFor } from './testing/waitFor';

/*
 * The queue's fetch, heartbeat and recovery against real pg-boss 10 on the app's database (PGlite,
 * or Postgres with TEST_DATABASE_URL), on a stately queue of this test's own.
 */

const QUEUE = 'keyed-worker-test';
const MINUTE_LEASE = { seconds: 60, heartbeatSeconds: 15 };
let database: TestDatabase;
let boss: PgBoss;

beforeAll(async () => {
  database = await createTestDatabase();
  boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: PGBOSS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'stately' });
}, 60_000);
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await database.close();
});

const send = async (key: string) => (await boss.send(QUEUE, { key }, { singletonKey: key, retryLimit: 2 }))!;
const stateOf = async (id: string) => (await database.executeSql(`select state from pgboss.job where name = $1 and id = $2`, [QUEUE, id])).rows[0]?.state;

describe('taking the next job of a stately queue', () => {
  it("skips a key whose job is still active, where pg-boss 10's own fetch takes nothing at all", async () => {
    await send('account-a');
    // A server takes account-a's job and dies without a word: the job stays active.
    const stuck = await takeNextJob(database.executeSql, QUEUE, MINUTE_LEASE);
    expect(stuck?.key).toBe('account-a');
    const waiting = await send('account-a'); // "Sync again" while it ran
    const other = await send('account-b');

    // pg-boss's fetch picks account-a's waiting job first, trips over the unique index and answers nothing.
    expect(await boss.fetch(QUEUE)).toEqual([]);
    const taken = await takeNextJob<{ key: string }>(database.executeSql, QUEUE, MINUTE_LEASE);

    expect(taken).toMatchObject({ id: other, key: 'account-b', data: { key: 'account-b' }, retryCount: 0 });
    expect(await stateOf(waiting)).toBe('created');
    expect(await takeNextJob(database.executeSql, QUEUE, MINUTE_LEASE)).toBeNull();
    await boss.complete(QUEUE, stuck!.id);
    await boss.complete(QUEUE, taken!.id);
    expect(await takeNextJob(database.executeSql, QUEUE, MINUTE_LEASE)).toMatchObject({ id: waiting, key: 'account-a' });
  });
});

describe('leases', () => {
  it("recovers a dead server's job once its lease lapses, and never a live server's, whose heartbeat renews it", async () => {
    // Short, so the test sees leases lapse; a live server renews ten times per lease.
    const lease: Lease = { seconds: 5, heartbeatSeconds: 0.5, maxRunSeconds: 120 };
    const logged: string[] = [];
    const log: QueueLog = { info: (_details, message) => logged.push(message), warn: (_details, message) => logged.push(message) };
    let finishLive: () => void = () => undefined;
    const liveRunning = new Promise<void>((resolve) => (finishLive = resolve));
    const live = await send('live-key');
    const worker = startKeyedWorker<{ key: string }>({
      boss,
      executeSql: database.executeSql,
      queue: QUEUE,
      pollingIntervalSeconds: 0.2,
      lease,
      log,
      handle: () => liveRunning,
    });
    await waitFor(
      () => stateOf(live),
      (state) => state === 'active',
      30_000,
    );
    // Taken by a server that then died: no heartbeat ever renews it.
    const dead = await send('dead-key');
    const deadJob = await takeNextJob(database.executeSql, QUEUE, lease);
    expect(deadJob?.id).toBe(dead);

    // Both started more than two leases ago.
    await waitFor(
      async () =>
        (
          await database.executeSql(`select bool_and(started_on < now() - interval '10 seconds') as old from pgboss.job where id = any($1::uuid[])`, [
            [live, dead],
          ])
        ).rows[0].old,
      (old) => old === true,
      30_000,
    );
    const shown: RecoveredJob[] = [];
    const recovered = await recoverLapsedJobs({
      boss,
      executeSql: database.executeSql,
      lease,
      log,
      targets: [{ queue: QUEUE, onRecovered: async (job) => void shown.push(job) }],
    });

    expect(recovered.map((job) => job.id)).toEqual([dead]);
    expect(shown).toEqual([expect.objectContaining({ id: dead, key: 'dead-key', retrying: true })]);
    expect(await stateOf(dead)).toBe('retry');
    expect(await stateOf(live)).toBe('active');
    expect(logged).toEqual([expect.stringContaining(`recovered ${QUEUE} job ${dead} for dead-key: its server stopped renewing its lease; retrying it`)]);
    // A second pass (another server's) finds nothing more.
    expect(
      await recoverLapsedJobs({ boss, executeSql: database.executeSql, lease, log, targets: [{ queue: QUEUE, onRecovered: async () => undefined }] }),
    ).toEqual([]);

    finishLive();
    await waitFor(
      () => stateOf(live),
      (state) => state === 'completed',
      30_000,
    );
    await worker.stop(10_000);
  }, 90_000);
});
