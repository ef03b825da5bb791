import type { CompetitorAnalytics, CompetitorList, CompetitorPostsPage } from '../../../shared/competitors';
import { RECONNECT_MESSAGE } from '../../jobs/sync/syncAccount';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { dateDaysAgo, RIVALS, seedAccount } from '../analytics/testing/seedAccount';
import { findCompetitorByUsername, getCompetitorList } from './service';

/**
 * The public figures on fixed data (analytics/testing/seedAccount.ts), every expected value worked
 * out by hand below: the user's account from its daily insights, the competitors from their
 * snapshots, all on the same formulas (docs/metrics.md).
 */
let testApp: TestApp;
let headers: Record<string, string>;
let userId: string;
let accountId: string;
const now = new Date();
const today = dateDaysAgo(now, 0);
const last30 = { from: dateDaysAgo(now, 29), to: today };

beforeAll(async () => {
  testApp = await createTestApp();
  const { user, accessToken } = await registerUser(testApp.app);
  [userId, headers] = [user.id, bearer(accessToken)];
  accountId = await seedAccount(testApp.app.db, userId, now);
}, 60_000);
afterAll(() => testApp.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const listFor = (range: { from: string; to: string }) => get<CompetitorList>(`/api/competitors?accountId=${accountId}&from=${range.from}&to=${range.to}`);

describe('the list on the public formulas', () => {
  it('rates the user’s own account from its daily followers and posts', async () => {
    const [own] = (await listFor(last30)).rows;
    // corner_cafe: 12,300 − 10 × d followers d days ago; its 12 posts (d, likes + comments) are
    // (10, 976) (2, 430) (4, 155) (6, 540) (8, 124) (12, 375) (14, 146) (16, 650) (18, 210) (20, 133) (24, 320) (28, 112).
    const publicEr =
      (976 / 12_200 +
        430 / 12_280 +
        155 / 12_260 +
        540 / 12_240 +
        124 / 12_220 +
        375 / 12_180 +
        146 / 12_160 +
        650 / 12_140 +
        210 / 12_120 +
        133 / 12_100 +
        320 / 12_060 +
        112 / 12_020) /
      12;
    expect(own).toMatchObject({ kind: 'own', id: accountId, username: 'corner_cafe', followers: 12_300, posts: 12 });
    expect(own.publicEr).toBeCloseTo(publicEr, 12);
    // Likes 900 + 400 + 150 + 500 + 120 + 350 + 140 + 600 + 200 + 130 + 300 + 110 = 3,900; comments 271.
    expect(own.avgLikes).toBeCloseTo(3_900 / 12, 12);
    expect(own.avgComments).toBeCloseTo(271 / 12, 12);
    expect(own.postsPerWeek).toBeCloseTo((12 / 30) * 7, 12);
    // Growth is measured from the end of the day before the period, 30 days ago: 12,000, to 12,300 today.
    expect(own.followerGrowth).toEqual({ net: 300, percent: expect.closeTo((300 / 12_000) * 100, 10), fromDate: dateDaysAgo(now, 30), toDate: today });
  });

  it('rates each competitor on its snapshots, the same way', async () => {
    const [, bean, rival] = (await listFor(last30)).rows;
    // bean_there: 13 posts of 500 likes and 60 comments at a flat 40,000 followers.
    expect(bean).toMatchObject({ kind: 'competitor', username: 'bean_there', followers: 40_000, posts: 13, avgLikes: 500, avgComments: 60 });
    expect(bean.publicEr).toBeCloseTo(560 / 40_000, 12);
    expect(bean.postsPerWeek).toBeCloseTo((13 / 30) * 7, 12);
    expect(bean.followerGrowth).toMatchObject({ net: 0, percent: 0 });
    // rival_roasters: the post d days ago has (300 − d) + 20 = 320 − d interactions on 8,000 − 25d
    // followers, exactly 4%; likes average 300 − 13.5 over d = 0…27; the day before the period, 30 days
    // ago, it had 7,250 followers.
    expect(rival).toMatchObject({ username: RIVALS.rival.username, followers: 8_000, posts: 28, avgComments: 20 });
    expect(rival.publicEr).toBeCloseTo(0.04, 12);
    expect(rival.avgLikes).toBeCloseTo(286.5, 12);
    expect(rival.postsPerWeek).toBeCloseTo((28 / 30) * 7, 12);
    expect(rival.followerGrowth).toEqual({ net: 750, percent: expect.closeTo((750 / 7_250) * 100, 10), fromDate: dateDaysAgo(now, 30), toDate: today });
  });

  it('follows the range: ten days see ten of the rival’s posts and its growth since then', async () => {
    const rival = (await listFor({ from: dateDaysAgo(now, 9), to: today })).rows[2];
    // d = 0…9: 10 posts in 10 days = 7 a week; the day before, 10 days ago, 8,000 − 250 = 7,750 followers.
    expect(rival).toMatchObject({ posts: 10, postsPerWeek: 7, followerGrowth: { net: 250 } });
    expect(rival.avgLikes).toBeCloseTo(300 - 4.5, 12);
  });

  it('is what the service answers the reports and the assistant', async () => {
    const list = await getCompetitorList(testApp.app.db, userId, { accountId, ...last30 });
    expect(list).toEqual(await listFor(last30));
    // The seed stores no Meta token, so nothing can be looked up until the account is connected again.
    expect(list.cannotAdd).toBe(RECONNECT_MESSAGE);
    const rival = await findCompetitorByUsername(testApp.app.db, userId, accountId, '@Rival_Roasters');
    expect(rival).toEqual({ id: list.rows[2].id });
    expect(await findCompetitorByUsername(testApp.app.db, userId, accountId, 'nobody')).toBeNull();
  });
});

describe('one competitor’s detail', () => {
  const analyticsOf = async (range: { from: string; to: string }) => {
    const rivalId = (await listFor(last30)).rows[2].id;
    return get<CompetitorAnalytics>(`/api/competitors/${rivalId}/analytics?from=${range.from}&to=${range.to}`);
  };

  it('reads history, formats, hashtags and the weekday × hour pattern from the range', async () => {
    const analytics = await analyticsOf(last30);
    // Snapshots 29 … 0 days ago, oldest first.
    expect(analytics.history).toHaveLength(30);
    expect(analytics.history[0]).toEqual({ date: last30.from, followers: 7_275, mediaCount: 400 });
    expect(analytics.history[29]).toEqual({ date: today, followers: 8_000, mediaCount: 400 });
    expect(analytics.formats).toEqual([{ mediaType: 'IMAGE', posts: 28, avgPublicEr: expect.closeTo(0.04, 12) }]);
    expect(analytics.hashtags).toEqual([{ tag: '#coffee', posts: 28, avgPublicEr: expect.closeTo(0.04, 12) }]);
    // The 28 posts share one time of day, 28 days in a row: 4 on each weekday, in one hour of Tokyo's clock.
    expect(analytics.heatmap).toMatchObject({ timezone: 'Asia/Tokyo', sampleSize: 28 });
    expect(analytics.heatmap.cells).toHaveLength(7);
    expect(new Set(analytics.heatmap.cells.map((cell) => cell.hour)).size).toBe(1);
    for (const cell of analytics.heatmap.cells) expect(cell).toMatchObject({ posts: 4, medianPublicEr: expect.closeTo(0.04, 12) });
  });

  it('sets the competitor beside the user’s account on the same figures as the list', async () => {
    const [analytics, list] = await Promise.all([analyticsOf(last30), listFor(last30)]);
    const { kind: _own, id: _ownId, username: ownUsername, name: _n, profilePicUrl: _p, refresh: _r, trackedSince: _t, ...own } = list.rows[0];
    const { kind: _rival, id: _rivalId, username: _u, name: _rn, profilePicUrl: _rp, refresh: _rr, trackedSince: _rt, ...rival } = list.rows[2];
    expect(analytics.sideBySide).toEqual({ own, competitor: rival, ownUsername });
  });

  it('flags breakouts against the competitor’s own median, over every tracked post', async () => {
    // 29 tracked posts: 28 at 4% and, 40 days ago (before any snapshot, so on today's 8,000),
    // 5,020 ÷ 8,000 = 62.75%. Median 4%, threshold 2 × 4% = 8%: only the old post breaks out.
    const recent = await analyticsOf(last30);
    expect(recent.breakouts).toMatchObject({ medianPublicEr: expect.closeTo(0.04, 12), threshold: expect.closeTo(0.08, 12), posts: [] });
    const wider = await analyticsOf({ from: dateDaysAgo(now, 44), to: today });
    expect(wider.breakouts.posts).toHaveLength(1);
    expect(wider.breakouts.posts[0]).toMatchObject({ likes: 5_000, comments: 20, breakout: true, publicEr: expect.closeTo(5_020 / 8_000, 12) });
    expect(wider.history).toHaveLength(31);
  });

  it('marks the same breakout on the posts page, newest first', async () => {
    const rivalId = (await listFor(last30)).rows[2].id;
    const page = await get<CompetitorPostsPage>(`/api/competitors/${rivalId}/posts?limit=100`);
    expect(page.total).toBe(29);
    expect(page.data[0]).toMatchObject({ likes: 300, comments: 20, breakout: false, publicEr: expect.closeTo(0.04, 12) });
    expect(page.data.filter((post) => post.breakout).map((post) => post.likes)).toEqual([5_000]);
    expect(page.paging).toEqual({ cursors: { before: null, after: null } });
  });
});
