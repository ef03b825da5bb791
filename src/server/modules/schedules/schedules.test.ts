import { eq } from 'drizzle-orm';
import type { Overview } from '../../../shared/analytics';
import type { Branding } from '../../../shared/branding';
import type { CompetitorList } from '../../../shared/competitors';
import type { Schedule, ScheduleList } from '../../../shared/schedules';
import { igAccounts, reportScheduleSends, reportSchedules, workspaceMembers } from '../../db/schema';
import { waitFor } from '../../jobs/testing/waitFor';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { EXPECTED, seedAccount } from '../analytics/testing/seedAccount';
import { pdfPagesText } from '../mail/testing/pdfText';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { personalWorkspaceId } from '../workspaces/public';
import * as format from './format';
import { nextRunAfter, periodOf } from './period';
import { sendScheduledReport } from './sendScheduled';

// A 1×1 PNG.
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let smtp: SmtpFake;
let harness: TestApp;
let owner: { token: string; userId: string; workspaceId: string; accountId: string };

beforeAll(async () => {
  smtp = await startSmtpFake();
  // One retry, a second apart, so the failing send ends within the test.
  harness = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Reports <reports@example.test>' }, sync: { retryLimit: 1, retryDelaySeconds: 1 } });
  const user = await registerUser(harness.app, { name: 'Agency' });
  owner = {
    token: user.accessToken,
    userId: user.user.id,
    workspaceId: await personalWorkspaceId(harness.app.db, user.user.id),
    accountId: await seedAccount(harness.app.db, user.user.id),
  };
}, 120_000);
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const schedulesUrl = (workspaceId = owner.workspaceId) => `/api/workspaces/${workspaceId}/schedules`;

async function memberWithRole(role: 'editor' | 'viewer') {
  const user = await registerUser(harness.app);
  await harness.app.db.insert(workspaceMembers).values({ workspaceId: owner.workspaceId, userId: user.user.id, role });
  return user.accessToken;
}

/** Makes the schedule due now: its send time a little in the past, as if the server had just reached it. */
async function makeDue(scheduleId: string, cadence: 'weekly' | 'monthly'): Promise<Date> {
  const dueAt = nextRunAfter(cadence, 'Asia/Tokyo', new Date(Date.now() - (cadence === 'weekly' ? 7 : 31) * 86_400_000));
  await harness.app.db.update(reportSchedules).set({ nextRunAt: dueAt }).where(eq(reportSchedules.id, scheduleId));
  return dueAt;
}

const messagesTo = (address: string) => smtp.received.filter((message) => message.envelopeTo.includes(address));

async function scheduleNamed(id: string): Promise<Schedule> {
  const list = (await call(owner.token, 'GET', schedulesUrl())).json<ScheduleList>();
  return list.data.find((entry) => entry.id === id)!;
}

describe('report schedules: the API', () => {
  it('lets an editor create, change and delete a schedule on the workspace clock, and shows it to members', async () => {
    const editor = await memberWithRole('editor');
    const created = await call(editor, 'POST', schedulesUrl(), {
      accountId: owner.accountId,
      kind: 'competitor-analysis',
      cadence: 'weekly',
      recipients: ['Client@Example.test', 'client@example.test', 'boss@example.test'],
    });
    expect(created.statusCode).toBe(201);
    const schedule = created.json<Schedule>();
    expect(schedule).toMatchObject({
      kind: 'competitor-analysis',
      cadence: 'weekly',
      timezone: 'Asia/Tokyo',
      accountUsername: 'corner_cafe',
      lastStatus: null,
    });
    expect(schedule.recipients).toEqual(['client@example.test', 'boss@example.test']);
    expect(schedule.nextRunAt).toBe(nextRunAfter('weekly', 'Asia/Tokyo').toISOString());

    const viewer = await memberWithRole('viewer');
    const listed = (await call(viewer, 'GET', schedulesUrl())).json<ScheduleList>();
    expect(listed).toMatchObject({ mailConfigured: true });
    expect(listed.data.map((entry) => entry.id)).toContain(schedule.id);

    const changed = await call(editor, 'PATCH', `${schedulesUrl()}/${schedule.id}`, { cadence: 'monthly' });
    expect(changed.json<Schedule>().nextRunAt).toBe(nextRunAfter('monthly', 'Asia/Tokyo').toISOString());
    expect((await call(editor, 'DELETE', `${schedulesUrl()}/${schedule.id}`)).statusCode).toBe(204);
    expect((await call(editor, 'DELETE', `${schedulesUrl()}/${schedule.id}`)).statusCode).toBe(404);
  });

  it('refuses a viewer with 403, a non-member and another workspace’s account with 404, and bad fields with 400 naming them', async () => {
    const body = { accountId: owner.accountId, kind: 'dashboard-summary', cadence: 'monthly', recipients: ['a@example.test'] };
    const viewer = await memberWithRole('viewer');
    expect((await call(viewer, 'POST', schedulesUrl(), body)).statusCode).toBe(403);
    const stranger = await registerUser(harness.app);
    expect((await call(stranger.accessToken, 'GET', schedulesUrl())).statusCode).toBe(404);
    expect((await call(stranger.accessToken, 'POST', schedulesUrl(), body)).statusCode).toBe(404);
    const strangersWorkspace = await personalWorkspaceId(harness.app.db, stranger.user.id);
    expect((await call(stranger.accessToken, 'POST', schedulesUrl(strangersWorkspace), body)).statusCode).toBe(404);

    const fieldOf = async (payload: object) => {
      const response = await call(owner.token, 'POST', schedulesUrl(), payload);
      expect(response.statusCode).toBe(400);
      return response.json<FieldErrorBody>().details[0].field;
    };
    expect(await fieldOf({ ...body, recipients: ['not an address'] })).toMatch(/^recipients/);
    expect(await fieldOf({ ...body, recipients: [] })).toBe('recipients');
    expect(await fieldOf({ ...body, cadence: 'daily' })).toBe('cadence');
    expect(await fieldOf({ ...body, kind: 'everything' })).toBe('kind');
  });

  it('takes a recipient written with a name, storing the address, and names a malformed address in the 400', async () => {
    const body = { accountId: owner.accountId, kind: 'dashboard-summary', cadence: 'monthly' };
    const created = await call(owner.token, 'POST', schedulesUrl(), { ...body, recipients: ['Maria <Maria@Example.test>', '"Doe, Bob" <bob@example.test>'] });
    expect(created.statusCode).toBe(201);
    expect(created.json<Schedule>().recipients).toEqual(['maria@example.test', 'bob@example.test']);
    expect((await call(owner.token, 'DELETE', `${schedulesUrl()}/${created.json<Schedule>().id}`)).statusCode).toBe(204);

    const refused = await call(owner.token, 'POST', schedulesUrl(), { ...body, recipients: ['Maria <maria@example.test>', 'bob@example'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrorBody>().details).toEqual([{ field: 'recipients.1', message: '"bob@example" is not an e-mail address' }]);
  });
});

describe('report schedules: sending', () => {
  it('mails the dashboard summary with its figures in the HTML and in a PDF, branded and prepared by the workspace', async () => {
    const branded = await call(owner.token, 'PUT', `/api/workspaces/${owner.workspaceId}/branding`, { accentColor: '#FFD600', logo: LOGO });
    expect(branded.statusCode).toBe(200);
    expect(branded.json<Branding>()).toMatchObject({ accentColor: '#ffd600', accentTextColor: '#000000', workspaceName: "Agency's workspace" });

    const created = (
      await call(owner.token, 'POST', schedulesUrl(), {
        accountId: owner.accountId,
        kind: 'dashboard-summary',
        cadence: 'weekly',
        recipients: ['summary-a@example.test', 'summary-b@example.test'],
      })
    ).json<Schedule>();
    const dueAt = await makeDue(created.id, 'weekly');
    const period = periodOf('weekly', dueAt, 'Asia/Tokyo');
    expect(await harness.app.scheduleQueue.sweep()).toHaveLength(1);

    const [message] = await waitFor(
      () => Promise.resolve(messagesTo('summary-a@example.test')),
      (found) => found.length > 0,
    );
    expect(message.envelopeTo.sort()).toEqual(['summary-a@example.test', 'summary-b@example.test']);
    const { mail } = message;
    expect(mail.subject).toMatch(/^Dashboard summary · @corner_cafe · /);
    expect(mail.from?.value[0].address).toBe('reports@example.test');

    const overview = (
      await call(owner.token, 'GET', `/api/analytics/overview?accountId=${owner.accountId}&from=${period.from}&to=${period.to}`)
    ).json<Overview>();
    const figures = [format.count(overview.kpis.followers.value), format.percent(overview.kpis.publicEr.value), format.count(overview.kpis.posts.value)];
    const html = String(mail.html);
    for (const figure of figures) expect(html).toContain(figure);
    expect(html).toContain('Prepared by Agency&#39;s workspace');
    expect(html).toContain('background:#ffd600;color:#000000');
    // mailparser inlines the logo the HTML names by cid: it arrived as a related image part.
    expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Agency&#39;s workspace"/);

    const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    expect(pdf.filename).toBe(`dashboard-summary-corner_cafe-${period.from}.pdf`);
    const text = (await pdfPagesText(pdf.content)).join('\n');
    expect(text).toContain("Prepared by Agency's workspace");
    expect(text).toContain('Followers per day');
    for (const figure of figures) expect(text).toContain(figure.replace('\u2212', '-'));
    expect(mail.attachments.some((attachment) => attachment.cid === 'workspace-logo@report')).toBe(true);

    const after = await waitFor(
      () => scheduleNamed(created.id),
      (entry) => entry.lastStatus === 'sent',
    );
    expect(after.lastError).toBeNull();
    expect(Date.parse(after.nextRunAt)).toBeGreaterThan(Date.now());
    // Swept again: the period was sent, nothing more is queued.
    expect(await harness.app.scheduleQueue.sweep()).toEqual([]);
  });

  it('puts the competitor table in the PDF', async () => {
    const created = (
      await call(owner.token, 'POST', schedulesUrl(), {
        accountId: owner.accountId,
        kind: 'competitor-analysis',
        cadence: 'monthly',
        recipients: ['rivals@example.test'],
      })
    ).json<Schedule>();
    const period = periodOf('monthly', await makeDue(created.id, 'monthly'), 'Asia/Tokyo');
    await harness.app.scheduleQueue.sweep();
    const [message] = await waitFor(
      () => Promise.resolve(messagesTo('rivals@example.test')),
      (found) => found.length > 0,
    );
    const list = (await call(owner.token, 'GET', `/api/competitors?accountId=${owner.accountId}&from=${period.from}&to=${period.to}`)).json<CompetitorList>();
    const pdf = message.mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
    const text = (await pdfPagesText(pdf.content)).join('\n');
    for (const row of list.rows) {
      expect(text).toContain(`@${row.username}`);
      expect(text).toContain(format.percent(row.publicEr));
    }
  });

  it('runs with the workspace’s right to its account: sent after the member who connected it left, or was made a viewer', async () => {
    // A team workspace whose account an editor connected.
    const team = (await call(owner.token, 'POST', '/api/workspaces', { name: 'Client team' })).json<{ id: string }>();
    const editor = await registerUser(harness.app, { name: 'Connector' });
    await harness.app.db.insert(workspaceMembers).values({ workspaceId: team.id, userId: editor.user.id, role: 'editor' });
    const accountId = await seedAccount(harness.app.db, editor.user.id);
    await harness.app.db.update(igAccounts).set({ workspaceId: team.id }).where(eq(igAccounts.id, accountId));
    const schedule = async (kind: 'dashboard-summary' | 'competitor-analysis', to: string) =>
      (await call(owner.token, 'POST', schedulesUrl(team.id), { accountId, kind, cadence: 'weekly', recipients: [to] })).json<Schedule>();

    // Made a viewer: a competitor analysis (which saves a report, an editor's right) still goes.
    await harness.app.db.update(workspaceMembers).set({ role: 'viewer' }).where(eq(workspaceMembers.userId, editor.user.id));
    const analysis = await schedule('competitor-analysis', 'after-demotion@example.test');
    await makeDue(analysis.id, 'weekly');
    await harness.app.scheduleQueue.sweep();
    await waitFor(
      () => Promise.resolve(messagesTo('after-demotion@example.test')),
      (found) => found.length > 0,
    );

    // Gone from the workspace: the dashboard summary still goes, read with the workspace's owner's right.
    expect((await call(editor.accessToken, 'DELETE', `/api/workspaces/${team.id}/members/${editor.user.id}`)).statusCode).toBe(204);
    const summary = await schedule('dashboard-summary', 'after-leaving@example.test');
    await makeDue(summary.id, 'weekly');
    await harness.app.scheduleQueue.sweep();
    const [message] = await waitFor(
      () => Promise.resolve(messagesTo('after-leaving@example.test')),
      (found) => found.length > 0,
    );
    expect(message.mail.subject).toContain(`@${EXPECTED.username}`);
  });

  it('says on the schedule and in the audit log why a send cannot run when its account left the workspace, without retrying', async () => {
    const team = (await call(owner.token, 'POST', '/api/workspaces', { name: 'Moved away' })).json<{ id: string }>();
    const connector = await registerUser(harness.app, { name: 'Mover' });
    const accountId = await seedAccount(harness.app.db, connector.user.id);
    await harness.app.db.update(igAccounts).set({ workspaceId: team.id }).where(eq(igAccounts.id, accountId));
    const created = (
      await call(owner.token, 'POST', schedulesUrl(team.id), { accountId, kind: 'dashboard-summary', cadence: 'weekly', recipients: ['moved@example.test'] })
    ).json<Schedule>();
    // The account goes back to its connector's own workspace; the schedule stays with the team.
    const home = await personalWorkspaceId(harness.app.db, connector.user.id);
    await harness.app.db.update(igAccounts).set({ workspaceId: home }).where(eq(igAccounts.id, accountId));
    await makeDue(created.id, 'weekly');
    await harness.app.scheduleQueue.sweep();
    const listed = async () => (await call(owner.token, 'GET', schedulesUrl(team.id))).json<ScheduleList>().data.find((entry) => entry.id === created.id);
    const failed = await waitFor(listed, (entry) => entry?.lastStatus === 'failed');
    expect(failed?.lastError).toBe(`@${EXPECTED.username} is no longer an account of this workspace, so its report cannot be made.`);
    const audit = (await call(owner.token, 'GET', `/api/workspaces/${team.id}/audit`)).json<{ data: { action: string; subject: string }[] }>();
    expect(audit.data.some((entry) => entry.action === 'schedule.failed' && entry.subject.includes('no longer an account of this workspace'))).toBe(true);
    expect(messagesTo('moved@example.test')).toHaveLength(0);
  });

  it('gives every attempt at one period the same Message-ID, so a send repeated after a crash is known for the one delivered', async () => {
    const created = (
      await call(owner.token, 'POST', schedulesUrl(), {
        accountId: owner.accountId,
        kind: 'dashboard-summary',
        cadence: 'weekly',
        recipients: ['once@example.test'],
      })
    ).json<Schedule>();
    const period = { ...periodOf('weekly', await makeDue(created.id, 'weekly'), 'Asia/Tokyo') };
    await harness.app.scheduleQueue.sweep();
    const [first] = await waitFor(
      () => Promise.resolve(messagesTo('once@example.test')),
      (found) => found.length > 0,
    );
    expect(first.mail.messageId).toBe(`<report.${created.id}.weekly-${period.from}@example.test>`);
    // A kill -9 after the relay accepted, before the period was marked sent: the claim is still this job's, unsent.
    const [claim] = await harness.app.db.select().from(reportScheduleSends).where(eq(reportScheduleSends.scheduleId, created.id));
    await harness.app.db.update(reportScheduleSends).set({ sentAt: null }).where(eq(reportScheduleSends.scheduleId, created.id));
    const retried = await sendScheduledReport({ db: harness.app.db, mailer: harness.app.mailer }, claim.jobId, {
      scheduleId: created.id,
      period: { ...period, key: claim.period },
    });
    expect(retried).toBe('sent');
    const both = messagesTo('once@example.test');
    expect(both).toHaveLength(2);
    expect(both[1].mail.messageId).toBe(first.mail.messageId);
    // Marked now: a third attempt sends nothing.
    expect(
      await sendScheduledReport({ db: harness.app.db, mailer: harness.app.mailer }, claim.jobId, {
        scheduleId: created.id,
        period: { ...period, key: claim.period },
      }),
    ).toBe('skipped');
    expect(messagesTo('once@example.test')).toHaveLength(2);
  });

  it('retries a send the SMTP server refuses, then shows it failed with the reason', async () => {
    const created = (
      await call(owner.token, 'POST', schedulesUrl(), {
        accountId: owner.accountId,
        kind: 'dashboard-summary',
        cadence: 'weekly',
        recipients: ['refused@example.test'],
      })
    ).json<Schedule>();
    await makeDue(created.id, 'weekly');
    smtp.refuse(true);
    try {
      await harness.app.scheduleQueue.sweep();
      const failed = await waitFor(
        () => scheduleNamed(created.id),
        (entry) => entry.lastStatus === 'failed',
      );
      expect(failed.lastError).toMatch(/550/);
      // The first attempt and its one retry (retryLimit 1) both reached the server.
      expect(smtp.refusals()).toBe(2);
      expect(messagesTo('refused@example.test')).toHaveLength(0);
    } finally {
      smtp.refuse(false);
    }
  });
});

describe('branding', () => {
  it('is the owner’s to set: 403 for an editor, 400 naming a bad colour or a logo that is not what it says', async () => {
    const editor = await memberWithRole('editor');
    const url = `/api/workspaces/${owner.workspaceId}/branding`;
    expect((await call(editor, 'PUT', url, { accentColor: '#000000', logo: null })).statusCode).toBe(403);
    expect((await call(editor, 'GET', url)).statusCode).toBe(200);
    const badColour = await call(owner.token, 'PUT', url, { accentColor: 'teal', logo: null });
    expect(badColour.json<FieldErrorBody>().details[0].field).toBe('accentColor');
    const fakePng = await call(owner.token, 'PUT', url, {
      accentColor: null,
      logo: `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`,
    });
    expect(fakePng.statusCode).toBe(400);
    expect(fakePng.json<FieldErrorBody>().details[0].field).toBe('logo');
  });
});
