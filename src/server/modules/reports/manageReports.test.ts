import { eq } from 'drizzle-orm';
import { REPORT_TITLE_MAX, type Report, type ReportList } from '../../../shared/reports';
import { reports } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../../test/helpers';
import { seedAccount } from '../analytics/testing/seedAccount';

let harness: TestApp;
let owner: { token: string; accountId: string };
let stranger: { token: string };

const send = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  harness = await createTestApp();
  const first = await registerUser(harness.app);
  owner = { token: first.accessToken, accountId: await seedAccount(harness.app.db, first.user.id) };
  stranger = { token: (await registerUser(harness.app)).accessToken };
}, 60_000);
afterAll(() => harness.close());

const generate = async () => (await send(owner.token, 'POST', '/api/reports/users/comparison', { accountId: owner.accountId })).json<Report>();

describe('PATCH /api/reports/{id}', () => {
  it('renames the report and keeps its figures as generated', async () => {
    const report = await generate();
    const renamed = await send(owner.token, 'PATCH', `/api/reports/${report.id}`, { title: '  Q4 peer check  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: report.id, title: 'Q4 peer check', results: report.results, generatedAt: report.generatedAt });
    const listed = (await send(owner.token, 'GET', '/api/reports')).json<ReportList>();
    expect(listed.data.find((row) => row.id === report.id)?.title).toBe('Q4 peer check');
  });

  it('refuses an empty, over-long or control-character title naming the field, and changes nothing', async () => {
    const report = await generate();
    for (const title of ['   ', 'x'.repeat(121), 'bad\u0000title']) {
      const refused = await send(owner.token, 'PATCH', `/api/reports/${report.id}`, { title });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<FieldErrorBody>().details).toEqual([expect.objectContaining({ field: 'title' })]);
    }
    const [row] = await harness.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row.title).toBe(report.title);
  });
});

describe('a title longer than the limit', () => {
  it('is refused with 400 naming the field and the limit, not cut to fit', async () => {
    const report = await generate();
    const refused = await send(owner.token, 'PATCH', `/api/reports/${report.id}`, { title: 'x'.repeat(10_000) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrorBody>()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'title', message: `title must be at most ${REPORT_TITLE_MAX} characters` }],
    });
    const [row] = await harness.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row.title).toBe(report.title);
    // The limit itself is a title.
    const longest = await send(owner.token, 'PATCH', `/api/reports/${report.id}`, { title: 'y'.repeat(REPORT_TITLE_MAX) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json<Report>().title).toBe('y'.repeat(REPORT_TITLE_MAX));
  });
});

describe('DELETE /api/reports/{id}', () => {
  it('deletes the report for good', async () => {
    const report = await generate();
    expect((await send(owner.token, 'DELETE', `/api/reports/${report.id}`)).statusCode).toBe(204);
    expect((await send(owner.token, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(404);
    expect(await harness.app.db.select().from(reports).where(eq(reports.id, report.id))).toEqual([]);
    expect((await send(owner.token, 'DELETE', `/api/reports/${report.id}`)).statusCode).toBe(404);
  });
});

describe('another user’s report', () => {
  it('is a 404 to rename or delete, and stays as it was', async () => {
    const report = await generate();
    expect((await send(stranger.token, 'PATCH', `/api/reports/${report.id}`, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await send(stranger.token, 'DELETE', `/api/reports/${report.id}`)).statusCode).toBe(404);
    const [row] = await harness.app.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row.title).toBe(report.title);
  });

  it('needs a session, and a report id', async () => {
    expect((await harness.app.inject({ method: 'DELETE', url: '/api/reports/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(401);
    const refused = await send(owner.token, 'DELETE', '/api/reports/not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrorBody>().details).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});
