import type { DiscoveryAnalytics } from '../../../shared/discovery';
import type { AuthResponse } from '../../../shared/auth';
import { igDiscoveryDaily } from '../../db/schema';
import { insertAccountOf, itRefusesBadDatesAndStrangers, useRouteApp } from '../analytics/testing/routeApp';

/**
 * A fixed account with three days of discovery rows: 2 Nov fully answered, 3 Nov answered with no
 * non-follower row (Meta lists only what it counted), 4 Nov refused for everything but reach.
 */
const route = useRouteApp('/api/analytics/discovery');
let owner: AuthResponse;
let accountId: string;

const FROM = '2026-11-01';
const TO = '2026-11-04';

beforeAll(async () => {
  owner = await route.signUp();
  const db = route.db();
  accountId = await insertAccountOf(db, owner.user.id, { igUserId: 'ig-discovery', username: 'discovery', followersCount: 5_000 });
  type Metric = (typeof igDiscoveryDaily.$inferInsert)['metric'];
  const day = (date: string, metric: Metric, values: Record<string, number>) =>
    Object.entries(values).map(([dimension, value]) => ({ accountId, date, metric, dimension, value }));
  await db
    .insert(igDiscoveryDaily)
    .values([
      ...day('2026-11-02', 'views', { '': 300, FOLLOWER: 100, NON_FOLLOWER: 200 }),
      ...day('2026-11-02', 'reach', { '': 120, FOLLOWER: 40, NON_FOLLOWER: 80 }),
      ...day('2026-11-02', 'profile_links_taps', { '': 9, CALL: 5, EMAIL: 4 }),
      ...day('2026-11-02', 'follows_and_unfollows', { '': 7, FOLLOWER: 5, NON_FOLLOWER: 2 }),
      ...day('2026-11-03', 'views', { '': 50, FOLLOWER: 50 }),
      ...day('2026-11-03', 'reach', { '': 20, FOLLOWER: 20 }),
      ...day('2026-11-03', 'profile_links_taps', { '': 1, DIRECTION: 1 }),
      ...day('2026-11-03', 'follows_and_unfollows', { '': 1, FOLLOWER: 1 }),
      ...day('2026-11-04', 'reach', { '': 60, FOLLOWER: 30, NON_FOLLOWER: 30 }),
    ]);
});

const request = (query: Record<string, string>) => route.get(owner.accessToken, query);

describe('GET /api/analytics/discovery', () => {
  it('sums the answered days of each metric and keeps unanswered days unknown', async () => {
    const response = await request({ accountId, from: FROM, to: TO });
    expect(response.statusCode).toBe(200);
    const answer = response.json<DiscoveryAnalytics>();
    expect(answer.views).toEqual({ followers: 150, nonFollowers: 200, total: 350, nonFollowerShare: 200 / 350, daysAnswered: 2 });
    expect(answer.reach).toEqual({ followers: 90, nonFollowers: 110, total: 200, nonFollowerShare: 110 / 200, daysAnswered: 3 });
    expect(answer.linkTaps).toEqual({
      total: 10,
      byButton: [
        { button: 'CALL', taps: 5 },
        { button: 'EMAIL', taps: 4 },
        { button: 'DIRECTION', taps: 1 },
      ],
      daysAnswered: 2,
    });
    expect(answer.follows).toEqual({ follows: 6, unfollows: 2, net: 4, daysAnswered: 2 });
    expect(answer.daily.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    // 1 Nov: nothing read; 4 Nov: only reach answered. Unknown is null, never 0.
    expect(answer.daily[0]).toEqual({
      date: '2026-11-01',
      viewsFollowers: null,
      viewsNonFollowers: null,
      reachFollowers: null,
      reachNonFollowers: null,
      linkTaps: null,
      follows: null,
      unfollows: null,
    });
    expect(answer.daily[3]).toMatchObject({ reachFollowers: 30, viewsFollowers: null, follows: null, linkTaps: null });
    // An answered day without a non-follower row: Meta counted none.
    expect(answer.daily[2]).toMatchObject({ viewsNonFollowers: 0, unfollows: 0 });
  });

  it('answers a period with no rows as unknown everywhere', async () => {
    const answer = (await request({ accountId, from: '2026-10-01', to: '2026-10-07' })).json<DiscoveryAnalytics>();
    expect(answer.views).toEqual({ followers: null, nonFollowers: null, total: null, nonFollowerShare: null, daysAnswered: 0 });
    expect(answer.follows).toEqual({ follows: null, unfollows: null, net: null, daysAnswered: 0 });
    expect(answer.linkTaps).toEqual({ total: null, byButton: [], daysAnswered: 0 });
  });

  itRefusesBadDatesAndStrangers(route, () => ({ token: owner.accessToken, accountId }), { from: FROM, to: TO }, [
    [{ from: 'soon', to: TO }, 'from', 'from must be a date (YYYY-MM-DD)'],
    [{ from: TO, to: FROM }, 'to', 'to must not be before from'],
  ]);
});
