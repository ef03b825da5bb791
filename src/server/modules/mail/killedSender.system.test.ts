import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '../../../shared/auth';
import type { SyncStatusResponse } from '../../../shared/connectors';
import { IDEMPOTENCY_KEY_HEADER, type Schedule, type ScheduleSend } from '../../../shared/schedules';
import type { Invitation, IssuedInvitation, WorkspaceSummary } from '../../../shared/workspaces';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import { childServerEnv, childServers, graphEnvOf, type ChildServer } from '../../test/childServer';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createScratchRoot, freePort, waitFor, type ScratchRoot } from '../../test/startChain';
import { startSmtpFake, type SmtpFake } from './testing/smtpFake';

/*
 * Sent once under kill -9 (docs/mail.md, "Sent once"). Real child servers (the compiled server, as
 * `npm start` runs it) on one database, e-mailing through a real SMTP server on loopback. The relay
 * holds an invitation's e-mail and a report's Send now, each read in full but not yet answered, and the
 * server is killed: the relay has both messages and the server never heard so, the window no sender
 * can close. A restarted server finds the dead server's jobs by their lapsed leases, sends each again
 * under its Message-ID (which mail systems use to drop the copy), and shows both sent.
 */

// Generous: the leases lapse about a minute after the kill and the retries wait their delay; these bound a broken run.
const START_TIMEOUT_MS = 60_000;
const RECOVERY_TIMEOUT_MS = 300_000;

let scratch: ScratchRoot;
let smtp: SmtpFake;
let graph: GraphFake;
let dataDir: string;
let postgres: TestDatabase | null = null;

const servers = childServers(
  () => scratch.dir,
  (port, publicUrl) =>
    childServerEnv(
      port,
      { publicUrl, dataDir, databaseUrl: postgres?.url ?? null },
      { SMTP_URL: smtp.url, MAIL_FROM: 'Team <team@example.test>', ...graphEnvOf(graph.url, graph.world) },
    ),
  START_TIMEOUT_MS,
);

beforeAll(async () => {
  scratch = await createScratchRoot();
  smtp = await startSmtpFake();
  graph = await startGraphFake();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-killed-sender-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
}, 180_000);

afterAll(async () => {
  servers.killAll();
  await postgres?.close();
  await graph?.close();
  await smtp?.close();
  scratch?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call<T>(server: ChildServer, method: string, url: string, token: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An owner whose personal workspace holds the fake's accounts, synced, and a second workspace to invite to. */
async function ownerWithSyncedAccount(server: ChildServer) {
  const auth = await call<AuthResponse>(server, 'POST', '/api/auth/register', '', {
    name: 'Crash Owner',
    email: `owner-${randomUUID().slice(0, 8)}@example.com`,
    password: `Quiet-Harbour-${randomUUID()}`,
  });
  const token = auth.accessToken;
  const { state } = await call<{ state: string }>(server, 'GET', '/api/connectors/instagram/auth-url?flavour=facebook', token);
  await call(server, 'POST', '/api/connectors/instagram/connect', token, { code: 'demo-code', state });
  const synced = await waitFor(
    async () => {
      const status = await call<SyncStatusResponse>(server, 'GET', '/api/connectors/sync/status', token);
      return status.accounts.length > 0 && status.accounts.every((account) => account.state === 'succeeded') ? status : null;
    },
    RECOVERY_TIMEOUT_MS,
    () => `the first syncs to succeed:\n${server.chain.output().slice(-4_000)}`,
  );
  const personal = (await call<WorkspaceSummary[]>(server, 'GET', '/api/workspaces', token)).find((workspace) => workspace.personal)!;
  const team = await call<WorkspaceSummary>(server, 'POST', '/api/workspaces', token, { name: 'Crash & Co' });
  return { token, personal, team, accountId: synced.accounts[0].accountId };
}

const delivered = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));

describe(`e-mails whose server is killed after the relay has them (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('are sent again once each, under the same Message-ID, by the restarted server, which then shows them sent', async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const first = await servers.start(publicUrl);
    const { token, personal, team, accountId } = await ownerWithSyncedAccount(first);
    const client = `client-${randomUUID().slice(0, 8)}@example.com`;
    const schedulesUrl = `/api/workspaces/${personal.id}/schedules`;
    const schedule = await call<Schedule>(first, 'POST', schedulesUrl, token, {
      accountId,
      kind: 'dashboard-summary',
      cadence: 'weekly',
      recipients: [client],
    });
    const invitee = `invitee-${randomUUID().slice(0, 8)}@example.com`;

    const relay = smtp.hold();
    const issued = await call<IssuedInvitation>(first, 'POST', `/api/workspaces/${team.id}/invitations`, token, { email: invitee, role: 'editor' });
    expect(issued.invitation.mail.state).toBe('queued');
    const send = await call<ScheduleSend>(
      first,
      'POST',
      `${schedulesUrl}/${schedule.id}/send-now`,
      token,
      { to: 'recipients' },
      {
        [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
      },
    );
    await waitFor(
      () => (relay.waiting() === 2 ? true : null),
      RECOVERY_TIMEOUT_MS,
      () => `the relay to hold both messages (holding ${relay.waiting()}):\n${first.chain.output().slice(-4_000)}`,
    );

    first.chain.root.kill('SIGKILL');
    await waitFor(first.chain.exit, START_TIMEOUT_MS, () => 'the killed server to exit');
    expect(first.chain.exit()).toEqual({ code: null, signal: 'SIGKILL' });
    // The relay now takes the messages it holds: delivered, and never answered to the dead server.
    relay.release();
    await waitFor(
      () => (delivered(invitee).length === 1 && delivered(client).length === 1 ? true : null),
      START_TIMEOUT_MS,
      () => 'the relay to keep the held messages',
    );

    const second = await servers.start(publicUrl);
    await waitFor(
      async () => {
        const invitation = (await call<Invitation[]>(second, 'GET', `/api/workspaces/${team.id}/invitations`, token)).find(
          (row) => row.id === issued.invitation.id,
        );
        const report = await call<ScheduleSend>(second, 'GET', `${schedulesUrl}/${schedule.id}/sends/${send.id}`, token);
        return invitation?.mail.state === 'sent' && report.state === 'sent' ? true : null;
      },
      RECOVERY_TIMEOUT_MS,
      () => `the restarted server to send both again:\n${second.chain.output().slice(-4_000)}`,
    );
    expect(second.chain.output()).toMatch(/recovered invitation-mail job [0-9a-f-]{36}/);
    expect(second.chain.output()).toMatch(/recovered scheduled-report job [0-9a-f-]{36}/);

    for (const address of [invitee, client]) {
      const copies = delivered(address);
      expect(copies).toHaveLength(2);
      expect(copies[1].mail.messageId).toBe(copies[0].mail.messageId);
    }
    expect(delivered(invitee)[1].mail.text).toContain(issued.link);
    expect(delivered(client)[0].mail.messageId).toMatch(new RegExp(`^<report\\.${schedule.id}\\.`));
  }, 600_000);
});
