import type { Kpi, Overview } from '../../../../shared/analytics';
import { formatCount, formatPercent, formatSigned, hourLabel, markdownTable, plural } from '../../format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { overviewTool } from '../../tools/overviewTool';
import type { DateRange } from '../dateRanges';
import { changeLabel, failedAnswer, RANGE_HINT, withLookedUp } from './common';

type KpiName = keyof Overview['kpis'];

const KPI_ROWS: readonly [KpiName, string, (value: number) => string][] = [
  ['followers', 'Followers', formatCount],
  ['netGrowth', 'Net follower growth', formatSigned],
  ['reach', 'Reach', formatCount],
  ['views', 'Views', formatCount],
  ['publicEr', 'Public ER', (v) => formatPercent(v)],
  ['erByReach', 'ER by reach', (v) => formatPercent(v)],
  ['posts', 'Posts', formatCount],
  ['avgInteractions', 'Interactions per post', formatCount],
];

const shown = (kpi: Kpi, format: (value: number) => string, which: 'value' | 'previous') => (kpi[which] === null ? 'n/a' : format(kpi[which]));

function kpiTable(overview: Overview): string {
  const previous = `Previous (${rangeLabel(overview.previousRange.from, overview.previousRange.to)})`;
  return markdownTable(
    ['Figure', 'This period', previous, 'Change'],
    KPI_ROWS.map(([name, label, format]) => {
      const kpi = overview.kpis[name];
      return [label, shown(kpi, format, 'value'), shown(kpi, format, 'previous'), changeLabel(kpi.change)];
    }),
  );
}

function bestSlots(overview: Overview): string {
  // The dashboard's best hours (analytics/bestTime.ts).
  const { bestTimes } = overview.heatmap;
  if (bestTimes.hours.length === 0) return `No hour of the day has ${bestTimes.minPosts} posts with a public ER in this period, so there is no best hour yet.`;
  const lines = bestTimes.hours.map((h) => `- ${hourLabel(h.hour)}: mean public ER ${formatPercent(h.meanPublicEr)} (${plural(h.posts, 'post')})`);
  return [`**Best hours to post** (${bestTimes.formula}):`, ...lines].join('\n');
}

function formulas(overview: Overview): string {
  const lines = KPI_ROWS.map(([name, label]) => `- ${label}: ${overview.kpis[name].formula} (${overview.kpis[name].source})`);
  return ['**How these are computed**', ...lines].join('\n');
}

/** "How did I do last month?": the dashboard's figures for the range, against the period before. */
export async function overviewAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(overviewTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const overview = outcome.data;
  return withLookedUp(
    [outcome.line],
    `## @${lookups.scope.username}, ${rangeLabel(range.from, range.to)}`,
    kpiTable(overview),
    bestSlots(overview),
    formulas(overview),
  );
}
