import { shiftDate } from '../../../shared/dateSpan';
import type { AnalyticsQuery } from '../../../shared/analytics';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import type { Db } from '../../db/client';
import { periodScopeOf, resolvePeriod, todayOn } from '../analytics/public';
import { dayOf, followerSplitOf, followsOf, indexRows, linkTapsOf } from './figures';
import { discoveryRowsIn } from './repository';

/** Meta keeps these insights for the 30 days before today (the sync reads no other days). */
const KEPT_DAYS = 30;

/** GET /api/analytics/discovery: the period's follower split, link taps and follows, on the account's clock. */
export async function getDiscoveryAnalytics(db: Db, userId: string, query: AnalyticsQuery, now = new Date()): Promise<DiscoveryAnalytics> {
  const scope = await periodScopeOf(db, userId, query.accountId);
  const period = resolvePeriod(scope, query, now);
  const today = todayOn(scope, now);
  const index = indexRows(await discoveryRowsIn(db, scope.accountId, period.from, period.to));
  const daily: DiscoveryAnalytics['daily'] = [];
  for (let date = period.from; date <= period.to; date = shiftDate(date, 1)) daily.push(dayOf(index, date));
  return {
    accountId: scope.accountId,
    timezone: period.timezone,
    range: { from: period.from, to: period.to, days: period.days },
    kept: { from: shiftDate(today, -KEPT_DAYS), to: shiftDate(today, -1) },
    views: followerSplitOf(index, 'views'),
    reach: followerSplitOf(index, 'reach'),
    linkTaps: linkTapsOf(index),
    follows: followsOf(index),
    daily,
  };
}
