import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { DEMO_ACCESS_TOKEN } from '../meta/demo/world';
import { startGraphFake, type GraphFake } from '../meta/testing/graphFakeServer';
import { saveConnection } from '../modules/connectors/testing/savedConnection';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/helpers';
import { readStatus } from './sync/progress';
import { SWEEP_QUEUE, SYNC_QUEUE } from './syncQueue';
import { waitFor } from './testing/waitFor';

/**
 * The job queue on the app's own database (PGlite here, Postgres when TEST_DATABASE_URL is set):
 * two app instances share it the way two servers behind a load balancer share one Postgres.
 */
let database: TestDatabase;
let second: DatabaseHandle;
let fake: GraphFake;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // On Postgres the second server opens its own connections; PGlite is one process's database.
  second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  fake = await startGraphFake();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  if (second !== database) await second.close();
  await database.close();
  await fake.close();
});

async function startInstances(sweepCron: string) {
  const config = testConfig({
    metaGraphUrl: fake.url,
    facebook: { appId: fake.world.appId, appSecret: fake.world.appSecret },
    sync: { sweepCron, intervalMinutes: 360 },
  });
  for (const handle of [database, second]) {
    const app = await buildApp(config, { database: handle, sync: { demoWorld: () => fake.world } });
    await app.ready();
    apps.push(app);
  }
  return apps.slice(-2);
}

async function connectFacebookAccount(app: FastifyInstance, igUserId: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `jobs-${randomBytes(5).toString('hex')}@example.test`, name: 'Jobs' })
    .returning();
  const [account] = await saveConnection(database.db, user.id, {
    flavour: 'facebook',
    accessTokenEnc: app.tokenCipher.encrypt(DEMO_ACCESS_TOKEN),
    tokenExpiresAt: null,
    tokenIssuedAt: new Date(),
    accounts: [{ igUserId, username: 'pending', name: null, profilePicUrl: null, pageId: null, pageName: null }],
  });
  return account.id;
}

async function jobsFor(name: string, accountId?: string) {
  const { rows } = await database.executeSql(
    `select id, state, retry_count, start_after from pgboss.job where name = $1 ${accountId ? 'and singleton_key = $2' : ''} order by created_on`,
    accountId ? [name, accountId] : [name],
  );
  return rows as Array<{ id: string; state: string; retry_count: number; start_after: Date }>;
}

const smallest = () => [...fake.world.accounts].sort((a, b) => a.media.length - b.media.length)[0];

describe('sync jobs on pg-boss with two app instances on one database', () => {
  it('a scheduled sync runs once, though both instances run the scheduler and workers', async () => {
    const [first] = await startInstances('* * * * *');
    const accountId = await connectFacebookAccount(first, smallest().igUserId);

    const status = await waitFor(
      () => readStatus(database.db, accountId),
      (row) => row?.state === 'succeeded',
      90_000,
    );

    expect(status?.lastSuccessAt).toBeInstanceOf(Date);
    const syncJobs = await jobsFor(SYNC_QUEUE, accountId);
    expect(syncJobs).toHaveLength(1);
    expect(syncJobs[0].state).toBe('completed');
    const profileCalls = fake.requests.filter((request) => request.path === `/${smallest().igUserId}` && request.query.fields?.includes('followers_count'));
    expect(profileCalls).toHaveLength(1);
    // The sweep itself ran on one instance only: one sweep job per cron minute, whichever server took it.
    const sweeps = await jobsFor(SWEEP_QUEUE);
    expect(sweeps.length).toBeGreaterThanOrEqual(1);
    expect(sweeps.length).toBeLessThanOrEqual(2);
  }, 120_000);

  it('a failed sync is retried by the queue and then succeeds', async () => {
    const [first] = apps;
    const accountId = await connectFacebookAccount(first, smallest().igUserId);
    // Every attempt of the first run fails at the profile; the queue's retry finds Meta healthy again.
    fake.inject({ kind: 'server', status: 500 }, { match: (path) => path === `/${smallest().igUserId}`, times: 5 });

    const [queued] = await first.syncQueue.enqueue([accountId]);

    const status = await waitFor(
      () => readStatus(database.db, accountId),
      (row) => row?.state === 'succeeded',
      90_000,
    );
    expect(status?.lastError).toBeNull();
    const [job] = (await jobsFor(SYNC_QUEUE, accountId)).filter((row) => row.id === queued.jobId);
    expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
  }, 120_000);

  it("a sync that Meta throttles past the client's backoff ends its job as done and queues the next one for when Meta lets it in", async () => {
    const [first] = apps;
    const accountId = await connectFacebookAccount(first, smallest().igUserId);
    // Application-level throttling (code 4) on every media page, without an estimate: the sync pauses for its default.
    fake.inject({ kind: 'throttle', code: 4 }, { match: /\/media$/, times: 1_000 });

    const [queued] = await first.syncQueue.enqueue([accountId]);

    const jobs = await waitFor(
      () => jobsFor(SYNC_QUEUE, accountId),
      (rows) => rows.some((row) => row.id === queued.jobId && row.state === 'completed'),
      90_000,
    );
    fake.clearFaults();
    const status = await readStatus(database.db, accountId);
    expect(status?.state).toBe('paused');
    // Not a failure and no retry spent: the job is done, and the account's next one waits until Meta's limit lifts.
    expect(jobs.find((row) => row.id === queued.jobId)).toMatchObject({ state: 'completed', retry_count: 0 });
    const next = jobs.filter((row) => row.id !== queued.jobId);
    expect(next).toEqual([expect.objectContaining({ state: 'created', retry_count: 0 })]);
    expect(new Date(next[0].start_after).getTime()).toBe(status.pausedUntil!.getTime());
  }, 120_000);
});
