import type { HeatmapCell, Overview } from '../../../shared/analytics';
import { WEEKDAY_NAMES } from '../../modules/analytics/formulas';
import { getOverview } from '../../modules/analytics/overview';
import { periodLookup } from './lookupTool';

const HOURS_PER_WEEKDAY = 3;

export interface RankedHour {
  hour: number;
  medianPublicEr: number;
  posts: number;
}

/** The best hours of one weekday (0 = Sunday) by median public ER; empty when nothing was posted that day. */
export function bestHoursOn(cells: readonly HeatmapCell[], weekday: number, limit = HOURS_PER_WEEKDAY): RankedHour[] {
  return cells
    .filter((cell) => cell.weekday === weekday)
    .sort((a, b) => b.medianPublicEr - a.medianPublicEr || b.posts - a.posts || a.hour - b.hour)
    .slice(0, limit)
    .map(({ hour, medianPublicEr, posts }) => ({ hour, medianPublicEr, posts }));
}

const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

/**
 * The whole heatmap (168 cells) would crowd a small model's context; the best hours of each weekday
 * answer "when should I post on Friday?" at a fraction of the size.
 */
function bestHoursByWeekday(cells: readonly HeatmapCell[]) {
  return MONDAY_FIRST.map((weekday) => ({ weekday: WEEKDAY_NAMES[weekday], hours: bestHoursOn(cells, weekday) })).filter((day) => day.hours.length > 0);
}

/** The overview as the model reads it: every KPI with its formula, without the per-day series. */
export function overviewFigures(overview: Overview) {
  return {
    range: overview.range,
    previousRange: overview.previousRange,
    timezone: overview.timezone,
    kpis: overview.kpis,
    bestSlots: overview.heatmap.topSlots.map(({ weekday, ...slot }) => ({ weekday: WEEKDAY_NAMES[weekday], ...slot })),
    bestHoursByWeekday: bestHoursByWeekday(overview.heatmap.cells),
    postingTimes: { postsRated: overview.heatmap.sampleSize, formula: overview.heatmap.formula },
    formats: overview.formats,
  };
}

export const overviewTool = periodLookup<Overview>({
  name: 'get_account_overview',
  subject: 'your overview',
  description:
    "The selected account's dashboard for an inclusive date range (YYYY-MM-DD on the account's clock, at most 2 years): followers, net follower growth, reach, views, engagement rates, posts and average interactions, each with the previous period of the same length, its formula and source; the best weekday × hour slots and the best hours of each weekday by median public ER; posts, reach and ER by reach per format. Rates are fractions (0.0412 = 4.12%).",
  read: (scope, range) => getOverview(scope.db, scope.userId, { accountId: scope.accountId, ...range }),
  forModel: overviewFigures,
});
