import type { CompetitorList, CompetitorTrends } from '../../../shared/competitors';
import { competitors, competitorSnapshots } from '../../db/schema';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { dateDaysAgo, RIVALS, seedAccount } from '../analytics/testing/seedAccount';
import { rankByGrowth } from './trends';

/**
 * GET /api/competitors/trends on the fixed data of analytics/testing/seedAccount.ts: every line and the
 * growth ranking worked out by hand, and the growth the very figure of the competitors table.
 */
let t: TestApp;
let headers: Record<string, string>;
let accountId: string;
const now = new Date();
const today = dateDaysAgo(now, 0);
const last30 = { from: dateDaysAgo(now, 29), to: today };

beforeAll(async () => {
  t = await createTestApp();
  const { user, accessToken } = await registerUser(t.app);
  headers = bearer(accessToken);
  accountId = await seedAccount(t.app.db, user.id, now);
  // A competitor tracked since today: one snapshot, so its history is shorter than any period. Created at the
  // test's own `now`, so "today" cannot differ from its day when the account's midnight falls while the app starts.
  const [late] = await t.app.db
    .insert(competitors)
    .values({ userId: user.id, accountId, igUserId: 'ig-late', username: 'late_latte', followersCount: 3_000, mediaCount: 50, createdAt: now })
    .returning({ id: competitors.id });
  await t.app.db.insert(competitorSnapshots).values({ competitorId: late.id, date: today, followers: 3_000, mediaCount: 50 });
}, 60_000);
afterAll(() => t.close());

const get = (query: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/competitors/trends?${new URLSearchParams(query)}`, headers });
async function trendsFor(range: { from: string; to: string }): Promise<CompetitorTrends> {
  const response = await get({ accountId, ...range });
  expect(response.statusCode).toBe(200);
  return response.json<CompetitorTrends>();
}
const byName = (trends: CompetitorTrends, username: string) => trends.accounts.find((account) => account.username === username)!;

describe('GET /api/competitors/trends', () => {
  it('draws followers from the snapshots of the period, one point per recorded day', async () => {
    const trends = await trendsFor(last30);
    expect(trends.accounts.map((account) => account.username)).toEqual(['corner_cafe', 'bean_there', 'late_latte', RIVALS.rival.username]);
    const rival = byName(trends, RIVALS.rival.username);
    expect(rival.followers).toHaveLength(30);
    expect(rival.followers[0]).toEqual({ date: last30.from, followers: RIVALS.rival.followersDaysAgo(29) });
    expect(rival.followers.at(-1)).toEqual({ date: today, followers: RIVALS.rival.followers });
    expect(rival.historyFrom).toBe(last30.from);
    // The account itself, from its daily insights: 12,010 on the period's first day, 12,300 today.
    const own = byName(trends, 'corner_cafe');
    expect(own).toMatchObject({ kind: 'own', trackedSince: null, historyFrom: last30.from });
    expect([own.followers[0].followers, own.followers.at(-1)!.followers]).toEqual([12_010, 12_300]);
  });

  it('says where tracking began when the history is shorter than the period', async () => {
    const late = byName(await trendsFor(last30), 'late_latte');
    expect(late).toMatchObject({ trackedSince: today, historyFrom: today, followers: [{ date: today, followers: 3_000 }], followerGrowth: null });
  });

  it('rates each week of posts on the public ER of the table: 4% every week for rival_roasters, 1.40% for bean_there', async () => {
    const trends = await trendsFor(last30);
    // 30 days in weeks from the first: four of 7 days and the last two.
    expect(trends.buckets).toEqual(
      [0, 7, 14, 21, 28].map((offset) => ({ from: dateDaysAgo(now, 29 - offset), to: dateDaysAgo(now, Math.max(0, 23 - offset)) })),
    );
    for (const rate of byName(trends, RIVALS.rival.username).publicEr) expect(rate).toBeCloseTo(0.04, 12);
    for (const rate of byName(trends, 'bean_there').publicEr) expect(rate).toBeCloseTo(560 / 40_000, 12);
    // late_latte has no post: no rate, never 0.
    expect(byName(trends, 'late_latte').publicEr).toEqual([null, null, null, null, null]);
  });

  it('ranks by growth %, with the very growth figures of the competitors table, unknown growth last', async () => {
    const [trends, list] = await Promise.all([
      trendsFor(last30),
      t.app.inject({ method: 'GET', url: `/api/competitors?${new URLSearchParams({ accountId, ...last30 })}`, headers }).then((r) => r.json<CompetitorList>()),
    ]);
    for (const row of list.rows) expect(trends.accounts.find((account) => account.id === row.id)!.followerGrowth).toEqual(row.followerGrowth);
    // rival_roasters +750 of 7,250 (10.3%), the account +300 of 12,000 (2.5%), bean_there 0, late_latte unknown.
    const usernames = trends.ranking.map((id) => trends.accounts.find((account) => account.id === id)!.username);
    expect(usernames).toEqual([RIVALS.rival.username, 'corner_cafe', 'bean_there', 'late_latte']);
  });

  it('answers 404 for another user’s account and 400 naming the field for a bad query', async () => {
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/competitors/trends?${new URLSearchParams({ accountId, ...last30 })}`,
      headers: bearer(other.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const fields = async (query: Record<string, string>) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      return response.json<FieldErrorBody>().details.map((issue) => issue.field);
    };
    expect(await fields({ accountId: 'not-an-id', ...last30 })).toEqual(['accountId']);
    expect(await fields({ accountId, from: last30.to, to: last30.from })).toEqual(['to']);
    expect(await fields({ accountId, from: last30.from })).toEqual(['to']);
  });
});

describe('the growth ranking', () => {
  const growth = (net: number, percent: number | null) => ({ net, percent, fromDate: '2026-01-01', toDate: '2026-01-31' });

  it('puts the highest growth % first, breaks ties on net growth, and leaves unknown growth last in its order', () => {
    expect(
      rankByGrowth([
        { id: 'unknown-1', followerGrowth: null },
        { id: 'small', followerGrowth: growth(10, 1) },
        { id: 'from-zero', followerGrowth: growth(50, null) },
        { id: 'big', followerGrowth: growth(500, 5) },
        { id: 'tie', followerGrowth: growth(20, 1) },
        { id: 'falling', followerGrowth: growth(-30, -2) },
        { id: 'unknown-2', followerGrowth: null },
      ]),
    ).toEqual(['big', 'tie', 'small', 'falling', 'from-zero', 'unknown-1', 'unknown-2']);
  });
});
