import type { Overview } from '../../../shared/analytics';
import { igAccountDaily, igMedia } from '../../db/schema';
import { PUBLIC_FORMULAS } from './publicFigures';
import { insertAccountOf, itRefusesBadDatesAndStrangers, useRouteApp } from './testing/routeApp';

/**
 * A small, fixed account whose every figure is worked out by hand below. Its clock is New York's,
 * and the current week (2026-10-29 … 11-04) spans the end of daylight saving time (1 November).
 */
const route = useRouteApp('/api/analytics/overview');
let owner: { accessToken: string };
let accountId: string;
let smallAccountId: string;

const FROM = '2026-10-29';
const TO = '2026-11-04';

beforeAll(async () => {
  const user = await route.signUp();
  owner = user;
  const db = route.db();
  accountId = await insertAccountOf(db, user.user.id, { igUserId: 'ig-fixed', username: 'fixed', followersCount: 1_000, timezone: 'America/New_York' });
  // 14 days from 2026-10-22: followers 900, 910, … 1,030; reach 100 a day.
  await db.insert(igAccountDaily).values(
    Array.from({ length: 14 }, (_, i) => ({
      accountId,
      date: new Date(Date.UTC(2026, 9, 22 + i)).toISOString().slice(0, 10),
      followers: 900 + 10 * i,
      reach: 100,
    })),
  );
  const post = (
    igMediaId: string,
    mediaType: 'IMAGE' | 'REELS' | 'CAROUSEL_ALBUM',
    postedAt: string,
    m: { likes: number; comments: number; saves: number; shares: number; reach: number; views: number },
  ) => ({
    accountId,
    igMediaId,
    mediaType,
    postedAt: new Date(postedAt),
    caption: igMediaId,
    permalink: `https://instagram.com/p/${igMediaId}`,
    ...m,
  });
  await db.insert(igMedia).values([
    // Sat 31 Oct 18:30 EDT; followers that day 990 → public ER 100/990.
    post('p1', 'REELS', '2026-10-31T22:30:00Z', { likes: 90, comments: 10, saves: 5, shares: 5, reach: 1_000, views: 3_000 }),
    // Mon 2 Nov 18:30 EST (same wall-clock hour after the change); followers 1,010 → 50/1,010.
    post('p2', 'IMAGE', '2026-11-02T23:30:00Z', { likes: 40, comments: 10, saves: 0, shares: 0, reach: 500, views: 800 }),
    // Wed 4 Nov 22:00 EST, already 5 Nov in UTC: still in the range; no reach.
    post('p3', 'IMAGE', '2026-11-05T03:00:00Z', { likes: 20, comments: 0, saves: 0, shares: 0, reach: 0, views: 100 }),
    // Wed 28 Oct 23:00 EDT: the previous week, though 29 Oct in UTC; followers 960.
    post('p4', 'IMAGE', '2026-10-29T03:00:00Z', { likes: 30, comments: 0, saves: 0, shares: 0, reach: 300, views: 500 }),
    // Sun 25 Oct 10:00 EDT; followers 930.
    post('p5', 'CAROUSEL_ALBUM', '2026-10-25T14:00:00Z', { likes: 60, comments: 12, saves: 3, shares: 5, reach: 800, views: 1_200 }),
  ]);
  // Under 100 followers: Meta gives no follower_count, so there are no daily rows at all.
  smallAccountId = await insertAccountOf(db, user.user.id, { igUserId: 'ig-small', username: 'tiny', followersCount: 80, timezone: 'UTC' });
  await db.insert(igMedia).values({
    accountId: smallAccountId,
    igMediaId: 's1',
    mediaType: 'IMAGE',
    postedAt: new Date('2026-11-03T12:00:00Z'),
    likes: 8,
    comments: 0,
    saves: 0,
    shares: 0,
    reach: 40,
    views: 60,
  });
  // Hashing the owner's password and seeding can take seconds on a loaded CI machine.
}, 60_000);

const request = (query: Record<string, string>) => route.get(owner.accessToken, query);

async function overviewOf(id: string, from = FROM, to = TO): Promise<Overview> {
  const response = await request({ accountId: id, from, to });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/analytics/overview', () => {
  it('computes every KPI of the week and of the week before, with the change', async () => {
    const { kpis, range, previousRange } = await overviewOf(accountId);
    expect(range).toEqual({ from: FROM, to: TO, days: 7 });
    expect(previousRange).toEqual({ from: '2026-10-22', to: '2026-10-28' });
    expect(kpis.followers).toMatchObject({ value: 1_030, previous: 960 });
    // 1,030 − 960 (28 Oct) = 70; before: 960 − 900 (first recorded day) = 60.
    expect(kpis.netGrowth).toMatchObject({ value: 70, previous: 60 });
    expect(kpis.netGrowth.change).toBeCloseTo(10 / 60, 10);
    expect(kpis.reach).toMatchObject({ value: 700, previous: 700, change: 0 });
    expect(kpis.views).toMatchObject({ value: 3_900, previous: 1_700 });
    expect(kpis.posts).toMatchObject({ value: 3, previous: 2, change: 0.5 });
    // (110 + 50) ÷ (1,000 + 500), p3 has no reach; before: (30 + 80) ÷ (300 + 800).
    expect(kpis.erByReach.value).toBeCloseTo(160 / 1_500, 10);
    expect(kpis.erByReach.previous).toBeCloseTo(0.1, 10);
    expect(kpis.publicEr.value).toBeCloseTo((100 / 990 + 50 / 1_010 + 20 / 1_030) / 3, 10);
    expect(kpis.publicEr.previous).toBeCloseTo((30 / 960 + 72 / 930) / 2, 10);
    expect(kpis.avgInteractions).toMatchObject({ value: 60, previous: 55 });
    // The public figures' own words: the dashboard, competitors, peers and the assistant quote one formula.
    expect(kpis.publicEr.formula).toBe(PUBLIC_FORMULAS.publicEr);
  });

  it('gives one series entry per local day, posts counted on their New York date', async () => {
    const { series } = await overviewOf(accountId);
    expect(series.map((day) => day.date)).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(series.map((day) => day.followers)).toEqual([970, 980, 990, 1_000, 1_010, 1_020, 1_030]);
    expect(series.map((day) => day.views)).toEqual([0, 0, 3_000, 0, 800, 0, 100]);
    expect(series.map((day) => day.interactions)).toEqual([0, 0, 110, 0, 50, 0, 20]);
    expect(series.every((day) => day.reach === 100)).toBe(true);
  });

  it('places posts on the local clock across the daylight-saving change, and ranks no hour on one or two posts', async () => {
    const { heatmap, timezone } = await overviewOf(accountId);
    expect(timezone).toBe('America/New_York');
    const cells = heatmap.cells.map(({ weekday, hour, posts }) => [weekday, hour, posts]);
    expect(cells).toEqual([
      [1, 18, 1],
      [3, 22, 1],
      [6, 18, 1],
    ]);
    expect(heatmap.cells.find((cell) => cell.weekday === 6)?.medianPublicEr).toBeCloseTo(100 / 990, 10);
    expect(heatmap.sampleSize).toBe(3);
    // 18:00 holds two posts and 22:00 one: under the 3 an hour needs, so no best hour yet.
    expect(heatmap.bestTimes).toMatchObject({ hours: [], postsRated: 3, priorPosts: 5, minPosts: 3, timezone: 'America/New_York' });
    expect(heatmap.bestTimes.accountMeanPublicEr).toBeCloseTo((100 / 990 + 50 / 1_010 + 20 / 1_030) / 3, 10);
  });

  it('breaks the posts down by format and ranks the best and worst', async () => {
    const { formats, topPosts, bottomPosts } = await overviewOf(accountId);
    expect(formats).toEqual([
      { mediaType: 'IMAGE', posts: 2, avgReach: 500, avgErByReach: 0.1 },
      { mediaType: 'REELS', posts: 1, avgReach: 1_000, avgErByReach: 0.11 },
    ]);
    expect(topPosts.map((post) => post.caption)).toEqual(['p1', 'p2', 'p3']);
    expect(bottomPosts.map((post) => post.caption)).toEqual(['p3', 'p2', 'p1']);
    expect(topPosts[0]).toMatchObject({ mediaType: 'REELS', likes: 90, comments: 10, reach: 1_000, permalink: 'https://instagram.com/p/p1', erByReach: 0.11 });
  });

  it('answers a period without posts with zero counts and no rates', async () => {
    const { kpis, heatmap, formats, topPosts } = await overviewOf(accountId, '2026-11-10', '2026-11-16');
    expect(kpis.posts.value).toBe(0);
    // Views are those of the period's posts: with none published they have no basis (—), not 0 (−100 %).
    expect(kpis.views).toMatchObject({ value: null, change: null });
    expect(kpis.erByReach.value).toBeNull();
    expect(kpis.publicEr.value).toBeNull();
    expect(kpis.avgInteractions.value).toBeNull();
    expect(kpis.reach.value).toBeNull();
    expect(heatmap).toMatchObject({ cells: [], bestTimes: { hours: [], postsRated: 0, accountMeanPublicEr: null }, sampleSize: 0 });
    expect(formats).toEqual([]);
    expect(topPosts).toEqual([]);
  });

  it('shows figures Meta refused as unknown, never as 0, and counts the posts it knows them for', async () => {
    const db = route.db();
    const refusedOwner = await route.signUp();
    const refusedId = await insertAccountOf(db, refusedOwner.user.id, { igUserId: 'ig-refused', username: 'refused', followersCount: 500, timezone: 'UTC' });
    // Meta refused every post's insights and the account's reach: only the public counts and the snapshots are known.
    await db.insert(igAccountDaily).values([
      { accountId: refusedId, date: '2026-11-01', followers: 490 },
      { accountId: refusedId, date: '2026-11-07', followers: 500 },
    ]);
    await db.insert(igMedia).values([
      { accountId: refusedId, igMediaId: 'r1', mediaType: 'IMAGE', postedAt: new Date('2026-11-03T12:00:00Z'), likes: 20, comments: 5 },
      { accountId: refusedId, igMediaId: 'r2', mediaType: 'IMAGE', postedAt: new Date('2026-11-05T12:00:00Z'), likes: 10, comments: 0 },
    ]);
    const response = await route.get(refusedOwner.accessToken, { accountId: refusedId, from: '2026-11-02', to: '2026-11-07' });
    const { kpis, series, topPosts } = response.json<Overview>();
    expect(kpis.posts.value).toBe(2);
    expect(kpis.views.value).toBeNull();
    expect(kpis.reach.value).toBeNull();
    expect(kpis.erByReach.value).toBeNull();
    expect(kpis.avgInteractions.value).toBeNull();
    expect(kpis.publicEr.value).toBeCloseTo((25 / 490 + 10 / 490) / 2, 10);
    expect(kpis.netGrowth.value).toBe(10);
    expect(series.find((day) => day.date === '2026-11-03')).toMatchObject({ reach: null, views: null, interactions: null });
    expect(series.find((day) => day.date === '2026-11-04')).toMatchObject({ reach: null, views: 0, interactions: 0 });
    expect(topPosts[0]).toMatchObject({ reach: null, views: null, saves: null, shares: null, erByReach: null });
  });

  it('reads an account under 100 followers (no daily counts) from its profile count', async () => {
    const { kpis, series } = await overviewOf(smallAccountId, '2026-11-01', '2026-11-07');
    expect(kpis.followers.value).toBeNull();
    expect(kpis.netGrowth.value).toBeNull();
    expect(kpis.publicEr.value).toBeCloseTo(8 / 80, 10);
    expect(kpis.erByReach.value).toBeCloseTo(8 / 40, 10);
    expect(series.every((day) => day.followers === null)).toBe(true);
  });

  itRefusesBadDatesAndStrangers(route, () => ({ token: owner.accessToken, accountId }), { from: FROM, to: TO }, [
    [{ from: '2026-13-01', to: TO }, 'from', 'from must be a date (YYYY-MM-DD)'],
    [{ from: FROM, to: 'yesterday' }, 'to', 'to must be a date (YYYY-MM-DD)'],
    [{ from: '2024-01-01', to: '2026-01-02' }, 'to', 'the range must be at most 731 days (2 years)'],
    [{ from: TO, to: FROM }, 'to', 'to must not be before from'],
  ]);
});
