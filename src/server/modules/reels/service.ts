import type { AnalyticsQuery } from '../../../shared/analytics';
import type { ReelsAnalytics } from '../../../shared/reels';
import type { Db } from '../../db/client';
import { periodScopeOf, resolvePeriod } from '../analytics/public';
import { meanOf, sumOf, weeklyTrend } from './figures';
import { reelsIn } from './repository';

/** GET /api/analytics/reels: the watch time of the reels published in the period, on the account's clock. */
export async function getReelsAnalytics(db: Db, userId: string, query: AnalyticsQuery, now = new Date()): Promise<ReelsAnalytics> {
  const scope = await periodScopeOf(db, userId, query.accountId);
  const period = resolvePeriod(scope, query, now);
  const reels = await reelsIn(db, scope.accountId, period);
  return {
    accountId: scope.accountId,
    timezone: period.timezone,
    range: { from: period.from, to: period.to, days: period.days },
    lengthOffered: false,
    summary: {
      reels: reels.length,
      withWatchTime: reels.filter((reel) => reel.avgWatchTimeMs !== null).length,
      avgWatchTimeMs: meanOf(reels.map((reel) => reel.avgWatchTimeMs)),
      totalWatchTimeMs: sumOf(reels.map((reel) => reel.totalWatchTimeMs)),
    },
    reels,
    trend: weeklyTrend(reels),
  };
}
