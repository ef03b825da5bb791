import type { Overview } from '../../../../shared/analytics';
import { getOverview } from '../../analytics/public';
import { periodLookup } from './lookupTool';

/** The overview as the model reads it: every KPI with its formula, without the per-day series. */
export function overviewFigures(overview: Overview) {
  return {
    range: overview.range,
    previousRange: overview.previousRange,
    timezone: overview.timezone,
    kpis: overview.kpis,
    // The dashboard's best hours, not the 168 heatmap cells: each cell holds a post or two, and the
    // ranking (analytics/bestTime.ts) is what the pages and every answer name as the best time.
    bestTimes: overview.heatmap.bestTimes,
    formats: overview.formats,
  };
}

export const overviewTool = periodLookup<Overview>({
  name: 'get_account_overview',
  subject: 'your overview',
  description:
    "The selected account's dashboard for an inclusive date range (YYYY-MM-DD on the account's clock, at most 2 years): followers, net follower growth, reach, views, engagement rates, posts and average interactions, each with the previous period of the same length, its formula and source; the best hours of the day to post (any weekday), ranked by public ER weighed toward the account's mean so one lucky post cannot lead; posts, reach and ER by reach per format. Rates are fractions (0.0412 = 4.12%).",
  read: (scope, range) => getOverview(scope.db, scope.userId, { accountId: scope.accountId, ...range }),
  forModel: overviewFigures,
});
