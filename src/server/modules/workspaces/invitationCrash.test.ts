import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '../../../shared/auth';
import type { Invitation, IssuedInvitation, WorkspaceSummary } from '../../../shared/workspaces';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { callChild, childServerEnv, childServers } from '../../test/childServer';
import { createScratchRoot, freePort, waitFor, type ScratchRoot } from '../../test/startChain';

/*
 * Sent once under kill -9 (docs/workspaces.md, "Invitation e-mails"). Real child servers (the compiled
 * server, as `npm start` runs it) on one database, e-mailing through a real SMTP server on loopback.
 * The relay holds the invitation's message, read in full but not yet answered, and the server is
 * killed: the relay has the message and the server never heard so, the window no sender can close.
 * A restarted server finds the dead server's job by its lapsed lease, sends again under the same
 * Message-ID (which mail systems use to drop the copy) and marks the e-mail sent.
 */

// Generous: the lease lapses about a minute after the kill and the retry waits its delay; these bound a broken run.
const START_TIMEOUT_MS = 60_000;
const RECOVERY_TIMEOUT_MS = 300_000;

let scratch: ScratchRoot;
let smtp: SmtpFake;
let dataDir: string;
let postgres: TestDatabase | null = null;

beforeAll(async () => {
  scratch = await createScratchRoot();
  smtp = await startSmtpFake();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-invitation-crash-'));
  if (process.env.TEST_DATABASE_URL) postgres = await createTestDatabase();
}, 180_000);

afterAll(async () => {
  servers.killAll();
  await postgres?.close();
  await smtp?.close();
  scratch?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const servers = childServers(
  () => scratch.dir,
  (port, publicUrl) =>
    childServerEnv(port, { publicUrl, dataDir, databaseUrl: postgres?.url ?? null }, { SMTP_URL: smtp.url, MAIL_FROM: 'Team <team@example.test>' }),
  START_TIMEOUT_MS,
);
const startServer = (publicUrl: string) => servers.start(publicUrl);
const call = callChild;

describe(`an invitation e-mail whose server is killed after the relay has it (${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'})`, () => {
  it('is sent again once, under the same Message-ID, by the restarted server, which then shows it sent', async () => {
    const publicUrl = `http://127.0.0.1:${await freePort()}`;
    const first = await startServer(publicUrl);
    const owner = await call<AuthResponse>(first, 'POST', '/api/auth/register', null, {
      name: 'Crash Owner',
      email: `owner-${randomUUID().slice(0, 8)}@example.com`,
      password: `Quiet-Harbour-${randomUUID()}`,
    });
    const workspace = await call<WorkspaceSummary>(first, 'POST', '/api/workspaces', owner.accessToken, { name: 'Crash & Co' });
    const address = `invitee-${randomUUID().slice(0, 8)}@example.com`;
    const relay = smtp.hold();
    const issued = await call<IssuedInvitation>(first, 'POST', `/api/workspaces/${workspace.id}/invitations`, owner.accessToken, {
      email: address,
      role: 'editor',
    });
    expect(issued.invitation.mail.state).toBe('queued');
    await waitFor(
      () => (relay.waiting() === 1 ? true : null),
      START_TIMEOUT_MS,
      () => `the relay to hold the message:\n${first.chain.output().slice(-4_000)}`,
    );

    first.chain.root.kill('SIGKILL');
    await waitFor(first.chain.exit, START_TIMEOUT_MS, () => 'the killed server to exit');
    expect(first.chain.exit()).toEqual({ code: null, signal: 'SIGKILL' });
    // The relay now takes the message it holds: delivered, and never answered to the dead server.
    relay.release();
    const delivered = () => smtp.received.filter((message) => message.envelopeTo.includes(address));
    await waitFor(
      () => (delivered().length === 1 ? true : null),
      START_TIMEOUT_MS,
      () => 'the relay to keep the held message',
    );

    const second = await startServer(publicUrl);
    const pending = () => call<Invitation[]>(second, 'GET', `/api/workspaces/${workspace.id}/invitations`, owner.accessToken);
    const sent = await waitFor(
      async () => ((await pending()).find((row) => row.id === issued.invitation.id)?.mail.state === 'sent' ? true : null),
      RECOVERY_TIMEOUT_MS,
      () => `the restarted server to send the e-mail again:\n${second.chain.output().slice(-4_000)}`,
    );
    expect(sent).toBe(true);
    expect(second.chain.output()).toMatch(/recovered invitation-mail job [0-9a-f-]{36}/);

    const copies = delivered();
    expect(copies).toHaveLength(2);
    expect(copies[1].mail.messageId).toBe(copies[0].mail.messageId);
    expect(copies[1].mail.text).toContain(issued.link);
  }, 600_000);
});
