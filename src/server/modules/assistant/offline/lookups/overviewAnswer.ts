import type { Overview } from '../../../../../shared/analytics';
import { kpiChange } from '../../../../../shared/change';
import { formatPercent, markdownTable, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { overviewTool } from '../../tools/overviewTool';
import type { DateRange } from '../dateRanges';
import { bestHoursLine } from './bestHours';
import { changeLabel, failedAnswer, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS, KPI_FORMATS, KPI_NAMES, kpiCell, type KpiName, notSharedSentences } from './words';

const KPI_ROWS: readonly [KpiName, string][] = [
  ['followers', 'Followers'],
  ['netGrowth', 'Net follower growth'],
  ['reach', 'Reach'],
  ['views', 'Views'],
  ['publicEr', 'Public ER'],
  ['erByReach', 'ER by reach'],
  ['posts', 'Posts'],
  ['avgInteractions', 'Interactions per post'],
];

export function kpiTable(overview: Overview, rows: readonly [KpiName, string][] = KPI_ROWS): string {
  const previous = `Previous (${rangeLabel(overview.previousRange.from, overview.previousRange.to)})`;
  return markdownTable(
    ['Figure', 'This period', previous, 'Change'],
    rows.map(([name, label]) => {
      const kpi = overview.kpis[name];
      return [label, kpiCell(overview, name, 'value'), kpiCell(overview, name, 'previous'), changeLabel(kpiChange(name, kpi))];
    }),
  );
}

/** "12 posts, reach 58,000 (+1350.0%), 12,300 followers (+290)": only the figures that are known. */
function headline(overview: Overview): string {
  const { posts, reach, followers, netGrowth, publicEr } = overview.kpis;
  const parts = [
    posts.value === null ? null : `you published **${plural(posts.value, 'post')}**`,
    reach.value === null
      ? null
      : `had a reach of **${KPI_FORMATS.reach(reach.value)}**${reach.change === null ? '' : ` (${changeLabel(kpiChange('reach', reach))} on the period before)`}`,
    publicEr.value === null ? null : `averaged **${formatPercent(publicEr.value)}** public ER`,
    followers.value === null
      ? null
      : `ended with **${KPI_FORMATS.followers(followers.value)} followers**${netGrowth.value === null ? '' : ` (${KPI_FORMATS.netGrowth(netGrowth.value)})`}`,
  ].filter((p): p is string => p !== null);
  if (parts.length === 0) return 'Nothing was recorded for this account in this period.';
  const sentence = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `In this period ${sentence}.`;
}

/** The dashboard's two engagement rates: a question about "engagement" gets both, as the cards show them. */
const ENGAGEMENT: readonly KpiName[] = ['publicEr', 'erByReach'];

const PLURAL_NAMES: ReadonlySet<KpiName> = new Set(['followers', 'views', 'posts']);

/** "Your public ER was 4.17% (+0.3 pts on the period before)": the figure a question named, first. */
function focusSentence(overview: Overview, focus: KpiName): string {
  const named = focus === 'publicEr' ? ENGAGEMENT : [focus];
  const parts = named.map((name) => {
    const kpi = overview.kpis[name];
    const change = kpi.change === null ? '' : ` (${changeLabel(kpiChange(name, kpi))} on the period before)`;
    const verb = PLURAL_NAMES.has(name) ? 'were' : 'was';
    return `your **${KPI_NAMES[name]}** ${verb} **${kpiCell(overview, name, 'value')}**${change}`;
  });
  const sentence = parts.join(' and ');
  return `In ${rangeLabel(overview.range.from, overview.range.to)} ${sentence}, as the dashboard shows it.`;
}

/** "How am I doing?": the dashboard's figures for the range, against the period before; `focus`, the figure asked for, first. */
export async function overviewAnswer(lookups: AccountLookups, range: DateRange, focus?: KpiName): Promise<string> {
  const outcome = await lookups.run(overviewTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const overview = outcome.data;
  return withLookedUp(
    [outcome.line],
    `## How @${lookups.scope.username} is doing, ${rangeLabel(overview.range.from, overview.range.to)}`,
    focus ? focusSentence(overview, focus) : null,
    headline(overview),
    kpiTable(overview),
    notSharedSentences(
      overview,
      KPI_ROWS.map(([name]) => name),
    ),
    bestHoursLine(overview.heatmap.bestTimes),
    `_${IN_WORDS.publicEr} ${IN_WORDS.erByReach}_`,
  );
}
