import { and, eq } from 'drizzle-orm';
import type { Overview } from '../../../shared/analytics';
import type { Schedule, ScheduleList, SchedulePreview, ScheduleSend } from '../../../shared/schedules';
import type { AuditEntry } from '../../../shared/workspaces';
import { reports, reportScheduleSends, reportSchedules, workspaceMembers } from '../../db/schema';
import { waitFor } from '../../jobs/testing/waitFor';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { seedAccount } from '../analytics/testing/seedAccount';
import { pdfPagesText } from '../mail/testing/pdfText';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { personalWorkspaceId } from '../workspaces/public';
import * as format from './format';
import { periodOf } from './period';
import { SEND_NOW_PER_HOUR } from './routes';
import { sendScheduledReport } from './sendScheduled';

/**
 * Preview and Send now through the API, against a real SMTP server on loopback: the preview is the
 * e-mail and PDF a send leaving now would carry, and Send now delivers once per request however often
 * it is repeated, retried or run.
 */

jest.setTimeout(120_000);

// A 1×1 PNG.
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const ZONE = 'Asia/Tokyo';

let smtp: SmtpFake;
let harness: TestApp;
let owner: { token: string; userId: string; email: string; workspaceId: string; accountId: string };
let editor: { token: string; email: string };
let viewer: string;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
const schedulesUrl = (workspaceId = owner.workspaceId) => `/api/workspaces/${workspaceId}/schedules`;

beforeAll(async () => {
  smtp = await startSmtpFake();
  // One retry, a second apart, so a refused send ends within the test.
  harness = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Reports <reports@example.test>' }, sync: { retryLimit: 1, retryDelaySeconds: 1 } });
  const user = await registerUser(harness.app, { name: 'Agency' });
  owner = {
    token: user.accessToken,
    userId: user.user.id,
    email: user.user.email,
    workspaceId: await personalWorkspaceId(harness.app.db, user.user.id),
    accountId: await seedAccount(harness.app.db, user.user.id),
  };
  const member = async (role: 'editor' | 'viewer') => {
    const person = await registerUser(harness.app, { name: role === 'editor' ? 'Eddie Editor' : 'Vera Viewer' });
    await harness.app.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: person.user.id, role });
    return person;
  };
  const editorUser = await member('editor');
  editor = { token: editorUser.accessToken, email: editorUser.user.email };
  viewer = (await member('viewer')).accessToken;
  expect((await call(owner.token, 'PUT', `/api/workspaces/${owner.workspaceId}/branding`, { accentColor: '#FFD600', logo: LOGO })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

let made = 0;
async function newSchedule(
  kind: Schedule['kind'] = 'dashboard-summary',
  cadence: Schedule['cadence'] = 'weekly',
): Promise<Schedule & { recipients: string[] }> {
  made += 1;
  const recipients = [`client-${made}@example.test`, `boss-${made}@example.test`];
  const response = await call(editor.token, 'POST', schedulesUrl(), { accountId: owner.accountId, kind, cadence, recipients });
  expect(response.statusCode).toBe(201);
  return response.json<Schedule>();
}

const messagesTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));
const sendNow = (token: string, id: string, to: 'recipients' | 'me', key?: string) =>
  call(token, 'POST', `${schedulesUrl()}/${id}/send-now`, { to }, key ? { 'idempotency-key': key } : {});
const sendOf = async (id: string, sendId: string) => (await call(viewer, 'GET', `${schedulesUrl()}/${id}/sends/${sendId}`)).json<ScheduleSend>();
const settled = (id: string, sendId: string) =>
  waitFor(
    () => sendOf(id, sendId),
    (send) => send.state === 'sent' || send.state === 'failed',
  );
const scheduleNamed = async (id: string) => (await call(owner.token, 'GET', schedulesUrl())).json<ScheduleList>().data.find((entry) => entry.id === id)!;
const auditLines = async () =>
  (await call(owner.token, 'GET', `/api/workspaces/${owner.workspaceId}/audit`))
    .json<{ data: AuditEntry[] }>()
    .data.map((entry) => `${entry.actorName} | ${entry.action} | ${entry.subject}`);

/** The last complete week on the workspace's clock: what Preview and Send now report. */
const lastWeek = () => periodOf('weekly', new Date(), ZONE);

describe('Preview', () => {
  it('shows any member the e-mail a send would mail now: to the recipients, the figures of the last complete week, the logo inlined', async () => {
    const schedule = await newSchedule();
    const response = await call(viewer, 'GET', `${schedulesUrl()}/${schedule.id}/preview`);
    expect(response.statusCode).toBe(200);
    const preview = response.json<SchedulePreview>();
    const period = lastWeek();
    expect(preview.period).toEqual({ from: period.from, to: period.to });
    expect(preview.to).toEqual(schedule.recipients);
    expect(preview.subject).toMatch(/^Dashboard summary · @corner_cafe · /);
    const overview = (
      await call(owner.token, 'GET', `/api/analytics/overview?accountId=${owner.accountId}&from=${period.from}&to=${period.to}`)
    ).json<Overview>();
    for (const figure of [format.count(overview.kpis.followers.value), format.percent(overview.kpis.publicEr.value)]) {
      expect(preview.html).toContain(figure);
      expect(preview.text).toContain(figure);
    }
    expect(preview.html).toContain('background:#ffd600;color:#000000');
    // The cid: image only a mail client resolves is the logo's own data: URL in the browser's copy.
    expect(preview.html).not.toContain('cid:');
    // The logo as the workspace keeps it: the upload re-encoded (docs/uploads.md).
    const kept = (await call(owner.token, 'GET', `/api/workspaces/${owner.workspaceId}/branding`)).json<{ logo: string }>().logo;
    expect(kept).toMatch(/^data:image\/png;base64,/);
    expect(preview.html).toContain(`<img src="${kept}"`);
    expect(preview.attachments).toEqual([{ filename: `dashboard-summary-corner_cafe-${period.from}.pdf`, contentType: 'application/pdf' }]);
    // Looking sends nothing.
    expect(messagesTo(schedule.recipients[0])).toHaveLength(0);
  });

  it('renders the PDF a send would attach, inline, with the report in it', async () => {
    const schedule = await newSchedule();
    const response = await call(viewer, 'GET', `${schedulesUrl()}/${schedule.id}/preview.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const period = lastWeek();
    expect(response.headers['content-disposition']).toBe(`inline; filename="dashboard-summary-corner_cafe-${period.from}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPagesText(pdf)).join('\n');
    expect(text).toContain('Dashboard summary · @corner_cafe');
    expect(text).toContain("Prepared by Agency's workspace");
    expect(text).toContain('Followers per day');
    const overview = (
      await call(owner.token, 'GET', `/api/analytics/overview?accountId=${owner.accountId}&from=${period.from}&to=${period.to}`)
    ).json<Overview>();
    expect(text).toContain(format.count(overview.kpis.followers.value));
  });

  it('keeps no dated copy of a competitor analysis among the saved reports, as a send does', async () => {
    const schedule = await newSchedule('competitor-analysis', 'monthly');
    const saved = async () => (await harness.app.db.select({ id: reports.id }).from(reports).where(eq(reports.accountId, owner.accountId))).length;
    const before = await saved();
    const response = await call(owner.token, 'GET', `${schedulesUrl()}/${schedule.id}/preview.pdf`);
    expect(response.statusCode).toBe(200);
    expect((await pdfPagesText(response.rawPayload)).join('\n')).toContain('@rival_roasters');
    expect(await saved()).toBe(before);
  });

  it('answers 404 for another workspace’s schedule or a non-member, 400 naming a bad id', async () => {
    const schedule = await newSchedule();
    const stranger = await registerUser(harness.app);
    const theirs = await personalWorkspaceId(harness.app.db, stranger.user.id);
    expect((await call(stranger.accessToken, 'GET', `${schedulesUrl(theirs)}/${schedule.id}/preview`)).statusCode).toBe(404);
    expect((await call(stranger.accessToken, 'GET', `${schedulesUrl()}/${schedule.id}/preview.pdf`)).statusCode).toBe(404);
    const bad = await call(owner.token, 'GET', `${schedulesUrl()}/not-an-id/preview`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<FieldErrorBody>().details[0].field).toBe('id');
  });
});

describe('Send now', () => {
  it('mails the schedule’s recipients once for a double click (one Idempotency-Key), and the schedule shows it sent', async () => {
    const schedule = await newSchedule();
    const key = 'double-click-1';
    const [first, second] = await Promise.all([sendNow(editor.token, schedule.id, 'recipients', key), sendNow(editor.token, schedule.id, 'recipients', key)]);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const send = first.json<ScheduleSend>();
    expect(second.json<ScheduleSend>().id).toBe(send.id);
    expect(send).toMatchObject({
      scheduleId: schedule.id,
      to: 'recipients',
      recipients: schedule.recipients,
      period: { from: lastWeek().from, to: lastWeek().to },
    });

    expect(await settled(schedule.id, send.id)).toMatchObject({ state: 'sent', error: null });
    const [message, ...more] = messagesTo(schedule.recipients[0]);
    expect(more).toEqual([]);
    expect(message.envelopeTo.sort()).toEqual([...schedule.recipients].sort());
    expect(message.mail.subject).toMatch(/^Dashboard summary · @corner_cafe · /);
    const pdf = message.mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Asked again with the key once it went: the same send, nothing more mailed.
    const again = await sendNow(editor.token, schedule.id, 'recipients', key);
    expect(again.json<ScheduleSend>()).toMatchObject({ id: send.id, state: 'sent' });
    expect(messagesTo(schedule.recipients[0])).toHaveLength(1);
    expect(await scheduleNamed(schedule.id)).toMatchObject({ lastStatus: 'sent', lastError: null });
    // The next scheduled send is where it was.
    expect((await scheduleNamed(schedule.id)).nextRunAt).toBe(schedule.nextRunAt);
  });

  it('mails only the member who asks with "me", leaving the schedule’s last send as it was', async () => {
    const schedule = await newSchedule();
    const response = await sendNow(editor.token, schedule.id, 'me', 'only-me-1');
    expect(response.statusCode).toBe(202);
    const send = response.json<ScheduleSend>();
    expect(send).toMatchObject({ to: 'me', recipients: [editor.email] });
    expect((await settled(schedule.id, send.id)).state).toBe('sent');
    const toEditor = messagesTo(editor.email);
    expect(toEditor).toHaveLength(1);
    expect(toEditor[0].envelopeTo).toEqual([editor.email]);
    for (const address of schedule.recipients) expect(messagesTo(address)).toHaveLength(0);
    expect(await scheduleNamed(schedule.id)).toMatchObject({ lastStatus: null });
  });

  it('is refused to a viewer with 403 naming the editor role, and answers 400 naming a bad field, 404 for another workspace', async () => {
    const schedule = await newSchedule();
    const refused = await sendNow(viewer, schedule.id, 'recipients', 'viewer-try');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/needs the editor role/);

    const badTarget = await call(editor.token, 'POST', `${schedulesUrl()}/${schedule.id}/send-now`, { to: 'everyone' });
    expect(badTarget.statusCode).toBe(400);
    expect(badTarget.json<FieldErrorBody>().details[0].field).toBe('to');
    const badKey = await sendNow(editor.token, schedule.id, 'me', 'x'.repeat(201));
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json<FieldErrorBody>().details[0].field).toBe('idempotency-key');

    const stranger = await registerUser(harness.app);
    const theirs = await personalWorkspaceId(harness.app.db, stranger.user.id);
    expect((await call(stranger.accessToken, 'POST', `${schedulesUrl(theirs)}/${schedule.id}/send-now`, { to: 'me' })).statusCode).toBe(404);
    expect((await call(stranger.accessToken, 'POST', `${schedulesUrl()}/${schedule.id}/send-now`, { to: 'me' })).statusCode).toBe(404);
    expect(smtp.received.filter((message) => message.envelopeTo.some((address) => schedule.recipients.includes(address)))).toEqual([]);
  });

  it(`allows ${SEND_NOW_PER_HOUR} new sends to a schedule’s recipients an hour, then 429; a repeated request is not a new send`, async () => {
    const schedule = await newSchedule();
    const keys = Array.from({ length: SEND_NOW_PER_HOUR }, (_, index) => `limit-${index}`);
    const sends: string[] = [];
    for (const key of keys) {
      const response = await sendNow(owner.token, schedule.id, 'recipients', key);
      expect(response.statusCode).toBe(202);
      sends.push(response.json<ScheduleSend>().id);
    }
    const over = await sendNow(editor.token, schedule.id, 'recipients', 'limit-over');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await sendNow(owner.token, schedule.id, 'recipients', keys[0])).statusCode).toBe(202);
    // Each member's sends to themselves are counted apart.
    const toMe = await sendNow(owner.token, schedule.id, 'me', 'limit-me');
    expect(toMe.statusCode).toBe(202);
    sends.push(toMe.json<ScheduleSend>().id);
    // Done before the next test refuses mail, so none of these is refused.
    for (const id of sends) expect((await settled(schedule.id, id)).state).toBe('sent');
    expect(messagesTo(schedule.recipients[0])).toHaveLength(SEND_NOW_PER_HOUR);
  });

  it('retries a refused send and delivers it once the SMTP server accepts again', async () => {
    const schedule = await newSchedule();
    const refusedBefore = smtp.refusals();
    smtp.refuse(true);
    let send: ScheduleSend;
    try {
      send = (await sendNow(editor.token, schedule.id, 'recipients', 'refused-then-accepted')).json<ScheduleSend>();
      const retrying = await waitFor(
        () => sendOf(schedule.id, send.id),
        (found) => found.state === 'retrying',
      );
      expect(retrying.error).toMatch(/550/);
      expect(smtp.refusals()).toBeGreaterThan(refusedBefore);
    } finally {
      smtp.refuse(false);
    }
    expect((await settled(schedule.id, send.id)).state).toBe('sent');
    expect(messagesTo(schedule.recipients[0])).toHaveLength(1);
  });

  it('sends a job’s claimed send when the same job runs again after its server died, and never for another job', async () => {
    const schedule = await newSchedule();
    const period = { key: 'now:crash-test', from: lastWeek().from, to: lastWeek().to };
    const job = { scheduleId: schedule.id, period, now: { to: 'recipients' as const, requestedBy: owner.userId, address: owner.email } };
    const jobId = '00000000-0000-4000-8000-00000000c0de';
    // The job claimed the send, then its server was killed before it mailed: only the claim is left.
    await harness.app.db.insert(reportScheduleSends).values({ scheduleId: schedule.id, period: period.key, jobId });
    const deps = { db: harness.app.db, mailer: harness.app.mailer };
    expect(await sendScheduledReport(deps, '00000000-0000-4000-8000-0000000000aa', job)).toBe('skipped');
    expect(await sendScheduledReport(deps, jobId, job)).toBe('sent');
    expect(await sendScheduledReport(deps, jobId, job)).toBe('skipped');
    expect(messagesTo(schedule.recipients[0])).toHaveLength(1);
    const [claim] = await harness.app.db
      .select()
      .from(reportScheduleSends)
      .where(and(eq(reportScheduleSends.scheduleId, schedule.id), eq(reportScheduleSends.period, period.key)));
    expect(claim.sentAt).not.toBeNull();
  });
});

describe('the audit log', () => {
  it('lists a schedule created, changed, sent (scheduled and now), failed with the reason, and deleted', async () => {
    const schedule = await newSchedule('competitor-analysis', 'weekly');
    const weekly = 'the weekly competitor analysis of @corner_cafe';
    const monthly = 'the monthly competitor analysis of @corner_cafe';
    const changed = await call(editor.token, 'PATCH', `${schedulesUrl()}/${schedule.id}`, {
      cadence: 'monthly',
      recipients: [schedule.recipients[0], 'new-reader@example.test'],
    });
    expect(changed.statusCode).toBe(200);

    const sent = (await sendNow(editor.token, schedule.id, 'recipients', 'audit-now')).json<ScheduleSend>();
    expect((await settled(schedule.id, sent.id)).state).toBe('sent');
    smtp.refuse(true);
    try {
      const failed = (await sendNow(editor.token, schedule.id, 'me', 'audit-refused')).json<ScheduleSend>();
      expect(await settled(schedule.id, failed.id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/550/) });
    } finally {
      smtp.refuse(false);
    }
    // A scheduled send: its time comes and the sweep sends it.
    await harness.app.db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(reportSchedules.id, schedule.id));
    await harness.app.scheduleQueue.sweep();
    await waitFor(auditLines, (found) => found.some((line) => line.startsWith(`The schedule | schedule.sent | ${monthly}`)));
    expect((await call(editor.token, 'DELETE', `${schedulesUrl()}/${schedule.id}`)).statusCode).toBe(204);

    const ours = (await auditLines()).filter((line) => line.includes(weekly) || line.includes(monthly)).reverse();
    const anyDays = (text: string) => text.replace(/ for .+? (to|only)/, ' for … $1');
    const escaped = editor.email.replace(/[.+]/g, '\\$&');
    expect(ours.slice(-6).map(anyDays)).toEqual([
      `Eddie Editor | schedule.created | ${weekly}, to 2 recipients`,
      `Eddie Editor | schedule.changed | ${weekly}: monthly instead of weekly; recipients added new-reader@example.test, removed ${schedule.recipients[1]}`,
      `Eddie Editor | schedule.sent | ${monthly} for … to its 2 recipients, with Send now`,
      expect.stringMatching(
        new RegExp(`^Eddie Editor \\| schedule.failed \\| ${monthly} for … only to ${escaped}, with Send now: The e-mail could not be sent: .*550`),
      ),
      `The schedule | schedule.sent | ${monthly} for … to its 2 recipients`,
      `Eddie Editor | schedule.deleted | ${monthly}`,
    ]);
  });
});
