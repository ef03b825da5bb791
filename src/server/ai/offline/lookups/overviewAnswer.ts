import type { Kpi, Overview } from '../../../../shared/analytics';
import { WEEKDAY_NAMES } from '../../../modules/analytics/formulas';
import { formatCount, formatPercent, formatSigned, markdownTable, plural } from '../../format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { overviewTool } from '../../tools/overviewTool';
import type { DateRange } from '../dateRanges';
import { changeLabel, failedAnswer, RANGE_HINT, weekdayHour, withLookedUp } from './common';

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
  const slots = overview.heatmap.topSlots;
  if (slots.length === 0) return 'No posts with a public ER in this period, so there are no best posting slots yet.';
  const lines = slots.map((s) => `- ${weekdayHour(WEEKDAY_NAMES[s.weekday], s.hour)}: median public ER ${formatPercent(s.medianPublicEr)} (${plural(s.posts, 'post')})`);
  return [`**Best posting slots** (${overview.heatmap.formula}):`, ...lines].join('\n');
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
