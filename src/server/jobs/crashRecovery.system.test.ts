import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthResponse } from '../../shared/auth';
import type { SyncStatusResponse } from '../../shared/connectors';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { igAccountDaily, igAccounts, igComments, igMedia } from '../db/schema';
import { startGraphFake, type GraphFake } from '../meta/testing/graphFakeServer';
import { callChild, childServerEnv, childServers, graphEnvOf, type ChildServer } from '../test/childServer';
import { createScratchRoot, freePort, waitFor, type RunningChain, type ScratchRoot } from '../test/startChain';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { startHoldingProxy, type HoldingProxy } from './testing/holdingProxy';

/*
 * A server killed (SIGKILL) while it runs a sync, with a second sync of the same
 * account waiting, must not stall the queue after a restart. Real child servers (the compiled
 * server, as `npm start` runs it) on one database: the embedded PGlite in DATA_DIR, or a Postgres
 * database of its own when TEST_DATABASE_URL is set. They talk to the loopback Graph fake through a
 * proxy that keeps the first sync's profile request unanswered, so that sync is active when the
 * server dies. Before this was fixed, pg-boss's fetch tripped over the waiting job of the dead server's
 * account on every poll and ran nothing for anyone until the dead job expired (about 30 minutes).
 */

// Generous: every wait below ends within seconds to a couple of minutes on a healthy run; these bound a broken one.
const START_TIMEOUT_MS = 60_000;
const SYNC_TIMEOUT_MS = 300_000;

let scratch: ScratchRoot;
let fake: GraphFake;
let proxy: HoldingProxy;
let dataDir: string;
let postgres: TestDatabase | null = null;

beforeAll(async () => {
  scratch = await createScratchRoot();
  fake = await startGraphFake();
  proxy = await startHoldingProxy(fake.url);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-crash-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
}, 180_000);

afterAll(async () => {
  servers.killAll();
  await postgres?.close();
  await proxy?.close();
  await fake?.close();
  scratch?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server is one process (node build/server/main.js, the database in it or across a socket). */
function kill(chain: RunningChain, signal: NodeJS.Signals): void {
  if (!chain.root.kill(signal)) throw new Error(`${signal} could not be sent to ${chain.root.pid}`);
}

const servers = childServers(
  () => scratch.dir,
  (port, publicUrl) => childServerEnv(port, { publicUrl, dataDir, databaseUrl: postgres?.url ?? null }, graphEnvOf(proxy.url, fake.world)),
  START_TIMEOUT_MS,
);
type Server = ChildServer;
const startServer = (publicUrl: string) => servers.start(publicUrl);
const call = callChild;

/** A new user who connects every business account of the fake's Facebook login, as the connect dialog does. */
async function userWithConnectedAccounts(server: Server): Promise<{ token: string; userId: string }> {
  const auth = await call<AuthResponse>(server, 'POST', '/api/auth/register', null, {
    name: 'Crash Test',
    email: `crash-${randomUUID().slice(0, 8)}@example.com`,
    password: `Quiet-Harbour-${randomUUID()}`,
  });
  const { state } = await call<{ state: string }>(server, 'GET', '/api/connectors/instagram/auth-url?flavour=facebook', auth.accessToken);
  await call(server, 'POST', '/api/connectors/instagram/connect', auth.accessToken, { code: 'demo-code', state });
  return { token: auth.accessToken, userId: auth.user.id };
}

const statusOf = (server: Server, token: string) => call<SyncStatusResponse>(server, 'GET', '/api/connectors/sync/status', token);

async function waitForAllSucceeded(server: Server, token: string, who: string): Promise<SyncStatusResponse> {
  return waitFor(
    async () => {
      const status = await statusOf(server, token);
      return status.accounts.length === fake.world.accounts.length && status.accounts.every((account) => account.state === 'succeeded') ? status : null;
    },
    SYNC_TIMEOUT_MS,
    () => `${who}'s syncs to succeed: ${JSON.stringify(proxy.held())}\n${server.chain.output().slice(-4_000)}`,
  );
}

/** A sync's profile read (GET /{ig-user-id}?fields=…followers_count…): the first request each sync makes. */
const isProfileRead = (requestPath: string) => fake.world.accounts.some((account) => requestPath === `/${account.igUserId}`);

async function openSameDatabase(): Promise<DatabaseHandle> {
  return postgres ?? openDatabase({ kind: 'pglite', dataDir });
}

/** What a user's copy of one Instagram account holds, by Meta's ids. */
async function storedByMetaId(database: DatabaseHandle, userId: string, igUserId: string) {
  const db = database.db;
  const [account] = await db
    .select({ id: igAccounts.id })
    .from(igAccounts)
    .where(and(eq(igAccounts.userId, userId), eq(igAccounts.igUserId, igUserId)));
  const media = await db.select({ id: igMedia.id, metaId: igMedia.igMediaId }).from(igMedia).where(eq(igMedia.accountId, account.id));
  const comments = media.length
    ? await db
        .select({ metaId: igComments.igCommentId })
        .from(igComments)
        .where(
          inArray(
            igComments.mediaId,
            media.map((row) => row.id),
          ),
        )
    : [];
  const days = await db.select({ date: igAccountDaily.date }).from(igAccountDaily).where(eq(igAccountDaily.accountId, account.id));
  return {
    media: media.map((row) => row.metaId).sort(),
    comments: comments.map((row) => row.metaId).sort(),
    days: days.map((row) => row.date).sort(),
  };
}

describe(`a server killed mid-sync (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('stalls no one after a restart: a new user syncs, every account completes, and the rows equal a clean sync', async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const first = await startServer(publicUrl);
    proxy.hold(isProfileRead);
    const crashed = await userWithConnectedAccounts(first);
    // One sync is active (its profile read is held); the other accounts' syncs wait behind it.
    const [heldRead] = await waitFor(
      () => (proxy.held().length ? proxy.held() : null),
      SYNC_TIMEOUT_MS,
      () => `a sync to start:\n${first.chain.output()}`,
    );
    const stuckIgUserId = heldRead.path.slice(1);
    // "Sync again" while it runs: a second job of the same account waits behind the active one.
    await call(first, 'POST', '/api/connectors/sync', crashed.token);
    const before = await statusOf(first, crashed.token);
    expect(before.accounts.filter((account) => account.state === 'running')).toHaveLength(1);

    kill(first.chain, 'SIGKILL');
    await waitFor(first.chain.exit, START_TIMEOUT_MS, () => 'the killed server to exit');
    expect(first.chain.exit()).toEqual({ code: null, signal: 'SIGKILL' });
    proxy.release();

    const second = await startServer(publicUrl);
    const newcomer = await userWithConnectedAccounts(second);
    await waitForAllSucceeded(second, newcomer.token, 'the new user');
    await waitForAllSucceeded(second, crashed.token, 'the crashed user');

    // The dead server's job was recovered, and said so.
    expect(second.chain.output()).toMatch(/recovered instagram-sync job [0-9a-f-]{36} for [0-9a-f-]{36}: its server stopped renewing its lease; retrying it/);

    kill(second.chain, 'SIGTERM');
    await waitFor(second.chain.exit, START_TIMEOUT_MS, () => `the second server to stop:\n${second.chain.output()}`);
    const database = await openSameDatabase();
    try {
      for (const account of fake.world.accounts) {
        const clean = await storedByMetaId(database, newcomer.userId, account.igUserId);
        const recovered = await storedByMetaId(database, crashed.userId, account.igUserId);
        expect(clean.media.length).toBeGreaterThan(0);
        expect(clean.days.length).toBeGreaterThan(0);
        expect(recovered).toEqual(clean);
      }
      expect(fake.world.accounts.some((account) => account.igUserId === stuckIgUserId)).toBe(true);
    } finally {
      if (database !== postgres) await database.close();
    }
  }, 900_000);
});
