import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompetitorList } from '../../../shared/competitors';
import type { PeerComparison } from '../../../shared/peers';
import type { Report, ReportList } from '../../../shared/reports';
import { reports } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError } from '../../test/helpers';
import { seedAccount } from '../analytics/testing/seedAccount';
import { insertAccount, insertPlatformPeer } from '../peers/testing/peerRows';

let harness: TestApp;
let owner: { token: string; accountId: string };
let stranger: { token: string; accountId: string };

const send = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = async <T>(token: string, url: string) => (await send(token, 'GET', url)).json<T>();

beforeAll(async () => {
  harness = await createTestApp();
  const first = await registerUser(harness.app);
  // corner_cafe (food-drink in DE) with two competitors, rival_roasters and bean_there.
  owner = { token: first.accessToken, accountId: await seedAccount(harness.app.db, first.user.id) };
  const second = await registerUser(harness.app);
  stranger = {
    token: second.accessToken,
    accountId: await insertAccount(harness.app.db, second.user.id, { nicheId: 'travel', countryCode: 'BR', followersCount: 900 }),
  };
}, 60_000);
afterAll(() => harness.close());

describe('POST /api/reports/users/comparison', () => {
  it('saves the peer comparison with its parameters, and a regeneration is a new report that leaves the old one as it was', async () => {
    const before = Date.now();
    const created = await send(owner.token, 'POST', '/api/reports/users/comparison', { accountId: owner.accountId });
    expect(created.statusCode).toBe(201);
    const first = created.json<Report>();
    expect(first).toMatchObject({
      kind: 'user-comparison',
      accountId: owner.accountId,
      accountUsername: 'corner_cafe',
      parameters: { accountId: owner.accountId, nicheId: 'food-drink', countryCode: 'DE' },
      title: expect.stringMatching(/^User comparison · @corner_cafe · Food & Drink, Germany · \d{1,2} [A-Z][a-z]{2}( \d{4})? – \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    });
    expect(Date.parse(first.generatedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(first.results).toEqual(await get<PeerComparison>(owner.token, `/api/analytics/peers?accountId=${owner.accountId}`));
    expect((first.results as PeerComparison).cohort.kind).toBe('benchmark');

    // Five peers arrive: the cohort goes live for the next report only.
    for (const publicEr of [0.01, 0.02, 0.03, 0.04, 0.05])
      await insertPlatformPeer(harness.app.db, { nicheId: 'food-drink', countryCode: 'DE', followers: 9_000, publicEr, postsPerWeek: 2 });
    const second = (await send(owner.token, 'POST', '/api/reports/users/comparison', { accountId: owner.accountId, countryCode: 'DE' })).json<Report>();
    expect(second.id).not.toBe(first.id);
    expect((second.results as PeerComparison).cohort).toMatchObject({ kind: 'live', size: 5 });
    expect(await get<Report>(owner.token, `/api/reports/${first.id}`)).toEqual(first);
  });
});

describe('POST /api/reports/competitors/analysis', () => {
  const range = { from: '2026-10-01', to: '2026-10-31' };

  it('saves the competitor list of the range, or only the chosen competitors beside the own row', async () => {
    const all = (await send(owner.token, 'POST', '/api/reports/competitors/analysis', { accountId: owner.accountId, ...range })).json<Report>();
    expect(all).toMatchObject({
      kind: 'competitor-analysis',
      title: 'Competitor analysis · @corner_cafe · 1 Oct – 31 Oct 2026',
      parameters: { accountId: owner.accountId, ...range, competitorIds: null },
    });
    const list = await get<CompetitorList>(owner.token, `/api/competitors?accountId=${owner.accountId}&from=${range.from}&to=${range.to}`);
    expect(all.results).toEqual(list);
    expect(list.rows.map((row) => row.username)).toEqual(['corner_cafe', 'bean_there', 'rival_roasters']);

    const rival = list.rows.find((row) => row.username === 'rival_roasters')!;
    const chosen = await send(owner.token, 'POST', '/api/reports/competitors/analysis', { accountId: owner.accountId, ...range, competitorIds: [rival.id] });
    expect(chosen.statusCode).toBe(201);
    const report = chosen.json<Report>();
    expect(report.parameters).toEqual({ accountId: owner.accountId, ...range, competitorIds: [rival.id] });
    expect((report.results as CompetitorList).rows.map((row) => [row.kind, row.username])).toEqual([
      ['own', 'corner_cafe'],
      ['competitor', 'rival_roasters'],
    ]);
  });

  it('refuses ids that are not this account’s competitors, naming the field', async () => {
    const response = await send(owner.token, 'POST', '/api/reports/competitors/analysis', {
      accountId: owner.accountId,
      ...range,
      competitorIds: [randomUUID()],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(/^competitorIds: /);
  });
});

describe('GET /api/reports', () => {
  it('lists the user’s reports newest first, by account if asked, and nobody else’s', async () => {
    // The four reports the tests above generated: two comparisons, then two competitor analyses.
    const mine = await get<ReportList>(owner.token, '/api/reports');
    expect(mine.data.length).toBe(4);
    const times = mine.data.map((entry) => Date.parse(entry.generatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(mine.data.map((entry) => entry.kind)).toEqual(['competitor-analysis', 'competitor-analysis', 'user-comparison', 'user-comparison']);
    expect(mine.data[0]).not.toHaveProperty('results');
    expect(await get<ReportList>(owner.token, `/api/reports?accountId=${owner.accountId}`)).toEqual(mine);

    const theirs = (await send(stranger.token, 'POST', '/api/reports/users/comparison', { accountId: stranger.accountId })).json<Report>();
    expect((await get<ReportList>(owner.token, '/api/reports')).data.map((entry) => entry.id)).not.toContain(theirs.id);
    expect((await get<ReportList>(stranger.token, '/api/reports')).data.map((entry) => entry.id)).toEqual([theirs.id]);
    expect((await send(owner.token, 'GET', `/api/reports/${theirs.id}`)).statusCode).toBe(404);
    expect((await send(owner.token, 'GET', `/api/reports?accountId=${stranger.accountId}`)).statusCode).toBe(404);
  });

  it('refuses a stored report that no longer fits the contract instead of answering it broken', async () => {
    const [latest] = (await get<ReportList>(stranger.token, '/api/reports')).data;
    await harness.app.db
      .update(reports)
      .set({ results: { rows: 'not a list' } })
      .where(eq(reports.id, latest.id));
    const response = await send(stranger.token, 'GET', `/api/reports/${latest.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REPORT_UNREADABLE' });
  });
});

describe('/api/reports input', () => {
  it('answers 400 naming the field, 404 for another user’s account or an unknown report, 401 without a session', async () => {
    const cases: Array<[string, string, object | undefined, number, string]> = [
      ['POST', '/api/reports/users/comparison', {}, 400, 'accountId'],
      ['POST', '/api/reports/users/comparison', { accountId: owner.accountId, nicheId: 'knitting-for-cats' }, 400, 'nicheId'],
      ['POST', '/api/reports/users/comparison', { accountId: owner.accountId, countryCode: 'Germany' }, 400, 'countryCode'],
      ['POST', '/api/reports/users/comparison', { accountId: stranger.accountId }, 404, 'Account not found'],
      ['POST', '/api/reports/competitors/analysis', { accountId: owner.accountId, from: '2026-10-31', to: '2026-10-01' }, 400, 'to'],
      ['POST', '/api/reports/competitors/analysis', { accountId: owner.accountId, from: '2026-10-01' }, 400, 'to'],
      [
        'POST',
        '/api/reports/competitors/analysis',
        { accountId: owner.accountId, from: '2026-10-01', to: '2026-10-31', competitorIds: ['x'] },
        400,
        'competitorIds',
      ],
      ['POST', '/api/reports/competitors/analysis', { accountId: stranger.accountId, from: '2026-10-01', to: '2026-10-31' }, 404, 'Account not found'],
      ['GET', '/api/reports/not-an-id', undefined, 400, 'id'],
      ['GET', `/api/reports/${randomUUID()}`, undefined, 404, 'Report not found'],
      ['GET', '/api/reports?accountId=nope', undefined, 400, 'accountId'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const response = await send(owner.token, method as 'GET' | 'POST', url, payload);
      expect({ url, payload, status: response.statusCode }).toEqual({ url, payload, status });
      expect(response.json<ApiError>().message).toMatch(new RegExp(`^${message}`));
    }
    expect((await harness.app.inject({ method: 'GET', url: '/api/reports' })).statusCode).toBe(401);
  });
});
