import type { ReelsAnalytics } from '../../../shared/reels';
import type { AuthResponse } from '../../../shared/auth';
import { igMedia } from '../../db/schema';
import type { FieldErrorBody } from '../../test/helpers';
import { insertAccountOf, itRefusesBadDatesAndStrangers, useRouteApp } from '../analytics/testing/routeApp';
import { weekStartOf } from './figures';

/** A fixed account on New York's clock with three reels, one of them refused by Meta, and one photo. */
const route = useRouteApp('/api/analytics/reels');
let owner: AuthResponse;
let accountId: string;

const FROM = '2026-10-26';
const TO = '2026-11-08';

beforeAll(async () => {
  owner = await route.signUp();
  const db = route.db();
  accountId = await insertAccountOf(db, owner.user.id, { igUserId: 'ig-reels', username: 'reels', followersCount: 2_000, timezone: 'America/New_York' });
  const reel = (igMediaId: string, postedAt: string, avg: number | null, total: number | null) => ({
    accountId,
    igMediaId,
    mediaType: 'REELS' as const,
    postedAt: new Date(postedAt),
    caption: igMediaId,
    views: avg === null ? null : 1_000,
    reach: avg === null ? null : 800,
    reelsAvgWatchTimeMs: avg,
    reelsTotalWatchTimeMs: total,
  });
  await db.insert(igMedia).values([
    // Tue 27 Oct (week of Mon 26 Oct).
    reel('r1', '2026-10-27T15:00:00Z', 4_000, 4_000_000),
    // Sun 1 Nov 23:30 EST is 2 Nov in UTC: still the week of 26 Oct on the account's clock.
    reel('r2', '2026-11-02T04:30:00Z', 8_000, 8_000_000),
    // Wed 4 Nov: Meta refused its insights.
    reel('r3', '2026-11-04T15:00:00Z', null, null),
    // Outside the period.
    reel('r0', '2026-10-20T15:00:00Z', 1_000, 1_000),
    { accountId, igMediaId: 'photo', mediaType: 'IMAGE' as const, postedAt: new Date('2026-10-28T15:00:00Z') },
  ]);
});

const request = (query: Record<string, string>) => route.get(owner.accessToken, query);

describe('GET /api/analytics/reels', () => {
  it("answers each reel's watch time, the period's figures over the reels Meta served, and the weekly trend", async () => {
    const response = await request({ accountId, from: FROM, to: TO });
    expect(response.statusCode).toBe(200);
    const answer = response.json<ReelsAnalytics>();
    expect(answer.range).toEqual({ from: FROM, to: TO, days: 14 });
    expect(answer.reels.map((reel) => reel.id)).toEqual(['r3', 'r2', 'r1']);
    expect(answer.reels.find((reel) => reel.id === 'r2')).toMatchObject({ date: '2026-11-01', avgWatchTimeMs: 8_000, totalWatchTimeMs: 8_000_000 });
    // Refused by Meta: unknown, never 0, and left out of the averages.
    expect(answer.reels.find((reel) => reel.id === 'r3')).toMatchObject({ avgWatchTimeMs: null, totalWatchTimeMs: null, views: null });
    expect(answer.summary).toEqual({ reels: 3, withWatchTime: 2, avgWatchTimeMs: 6_000, totalWatchTimeMs: 12_000_000 });
    expect(answer.trend).toEqual([
      { weekStart: '2026-10-26', reels: 2, avgWatchTimeMs: 6_000, totalWatchTimeMs: 12_000_000 },
      { weekStart: '2026-11-02', reels: 1, avgWatchTimeMs: null, totalWatchTimeMs: null },
    ]);
    // Meta offers no reel length: none is invented.
    expect(answer.lengthOffered).toBe(false);
  });

  it('answers an empty period with no reels and unknown figures', async () => {
    const answer = (await request({ accountId, from: '2026-09-01', to: '2026-09-30' })).json<ReelsAnalytics>();
    expect(answer.summary).toEqual({ reels: 0, withWatchTime: 0, avgWatchTimeMs: null, totalWatchTimeMs: null });
    expect(answer.trend).toEqual([]);
  });

  itRefusesBadDatesAndStrangers(route, () => ({ token: owner.accessToken, accountId }), { from: FROM, to: TO }, [
    [{ from: '2026-13-01', to: TO }, 'from', 'from must be a date (YYYY-MM-DD)'],
    [{ from: TO, to: FROM }, 'to', 'to must not be before from'],
  ]);

  it('refuses a missing account id naming it', async () => {
    const response = await request({ from: FROM, to: TO });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrorBody>().details.map((issue) => issue.field)).toEqual(['accountId']);
  });
});

describe('weekStartOf', () => {
  it('is the Monday of the ISO week', () => {
    expect(weekStartOf('2026-11-01')).toBe('2026-10-26'); // a Sunday
    expect(weekStartOf('2026-11-02')).toBe('2026-11-02'); // a Monday
  });
});
