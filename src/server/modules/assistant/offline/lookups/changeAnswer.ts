import type { Overview, OverviewPost } from '../../../../../shared/analytics';
import { kpiChange } from '../../../../../shared/change';
import type { MediaType } from '../../../../../shared/insights';
import { excerpt } from '../../../analytics/public';
import { dateLabel, formatCount, formatPercent, hourLabel, markdownTable, mediaTypeLabel, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { overviewTool } from '../../tools/overviewTool';
import type { DateRange } from '../dateRanges';
import { changeLabel, failedAnswer, RANGE_HINT, withLookedUp } from './common';
import { kpiTable } from './overviewAnswer';
import { IN_WORDS, KPI_FORMATS, KPI_NAMES, type KpiName, notSharedSentences, previousLabel } from './words';

const COMPARED: readonly [KpiName, string][] = [
  ['reach', 'Reach'],
  ['views', 'Views'],
  ['posts', 'Posts'],
  ['publicEr', 'Public ER'],
  ['erByReach', 'ER by reach'],
  ['avgInteractions', 'Interactions per post'],
  ['followers', 'Followers'],
  ['netGrowth', 'Net follower growth'],
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const PLURAL_NAMES: ReadonlySet<KpiName> = new Set(['views', 'followers', 'posts', 'avgInteractions']);

/** The figure asked about, this period against the one before, in one sentence; unknown stays unknown. */
function verdict(overview: Overview, metric: KpiName): string {
  const kpi = overview.kpis[metric];
  const name = KPI_NAMES[metric];
  const format = KPI_FORMATS[metric];
  // The sentence saying Meta did not share it follows the table, for every figure that is unknown.
  if (kpi.value === null) return `${capitalised(name)} is unknown for this period, so I can’t say how it changed; here is what did change.`;
  const was = PLURAL_NAMES.has(metric) ? 'were' : 'was';
  if (kpi.previous === null)
    return `${capitalised(name)} ${was} **${format(kpi.value)}**; ${PLURAL_NAMES.has(metric) ? 'they are' : 'it is'} unknown for ${previousLabel(overview)}, so there is nothing to compare with. Here is what else changed.`;
  const direction = kpi.value < kpi.previous ? 'fell' : kpi.value > kpi.previous ? 'rose' : 'held steady';
  const change = kpiChange(metric, kpi);
  const by = change === null || kpi.value === kpi.previous ? '' : ` by ${changeLabel(change).replace(/^[+−]/, '')}`;
  return `${capitalised(name)} **${direction}**${by}: ${format(kpi.value)} against ${format(kpi.previous)} in ${previousLabel(overview)}.`;
}

type FormatRow = Overview['formats'][number];
const reachPerPost = (row: FormatRow | undefined) => (row === undefined ? '—' : row.avgReach === null ? 'not shared by Meta' : formatCount(row.avgReach));

function formatsTable(now: Overview, before: Overview): string {
  const types = [...new Set([...now.formats, ...before.formats].map((f) => f.mediaType))];
  const find = (overview: Overview, type: MediaType) => overview.formats.find((f) => f.mediaType === type);
  return markdownTable(
    ['Format', 'Posts', 'Posts before', 'Mean reach per post', 'Before'],
    types.map((type) => {
      const [n, b] = [find(now, type), find(before, type)];
      return [`${mediaTypeLabel(type)}s`, n?.posts ?? 0, b?.posts ?? 0, reachPerPost(n), reachPerPost(b)];
    }),
  );
}

const postLine = (timezone: string) => (p: OverviewPost) =>
  `- ${dateLabel(p.postedAt, timezone)}, ${mediaTypeLabel(p.mediaType)}: public ER ${formatPercent(p.publicEr)}, reach ${p.reach === null ? 'not shared by Meta' : formatCount(p.reach)} — “${excerpt(p.caption, 60) || 'no caption'}”`;

function postsSection(overview: Overview): string | null {
  if (overview.topPosts.length === 0) return null;
  const best = overview.topPosts.slice(0, 3);
  // With few posts the weakest are among the best; each post is listed once.
  const weakest = overview.bottomPosts.filter((p) => !best.some((b) => b.id === p.id)).slice(0, 2);
  if (weakest.length === 0) return ['**Best posts of this period:**', ...best.map(postLine(overview.timezone))].join('\n');
  return ['**Best posts of this period:**', ...best.map(postLine(overview.timezone)), '', '**Weakest:**', ...weakest.map(postLine(overview.timezone))].join(
    '\n',
  );
}

/** What to do next, from the same figures: the posting rhythm of the better period, the best hour, the format that reached most. */
function nextSteps(now: Overview, before: Overview | null): string[] {
  const steps: string[] = [];
  const [posts, postsBefore] = [now.kpis.posts.value ?? 0, now.kpis.posts.previous ?? 0];
  if (before && posts < postsBefore) steps.push(`Get back to the rhythm of the period before: ${plural(postsBefore, 'post')} in ${before.range.days} days.`);
  const [hour] = now.heatmap.bestTimes.hours;
  if (hour) steps.push(`Post at your best hour, **${hourLabel(hour.hour)}** (${now.heatmap.bestTimes.timezone} time).`);
  const [reachiest] = [...now.formats].filter((f) => f.avgReach !== null).sort((a, b) => b.avgReach! - a.avgReach!);
  if (reachiest) steps.push(`Make more ${mediaTypeLabel(reachiest.mediaType)}s: they reached ${formatCount(reachiest.avgReach!)} per post in this period.`);
  return steps;
}

/** Reasons that the figures themselves show: fewer posts, a format that reached more posted less, a lower ER. */
function explanations(now: Overview, before: Overview): string[] {
  const reasons: string[] = [];
  const [posts, postsBefore] = [now.kpis.posts.value ?? 0, now.kpis.posts.previous ?? 0];
  if (posts < postsBefore)
    reasons.push(`You published **${plural(posts, 'post')}** against ${postsBefore} before: fewer posts give Instagram fewer chances to show your account.`);
  if (posts > postsBefore) reasons.push(`You published **${plural(posts, 'post')}** against ${postsBefore} before.`);
  // Only a format that clearly reached the most (ahead of the next one, not tied) counts as a reason.
  const [strongest, runnerUp] = [...before.formats].filter((f) => f.avgReach !== null).sort((a, b) => b.avgReach! - a.avgReach!);
  const nowOfThat = strongest && now.formats.find((f) => f.mediaType === strongest.mediaType);
  if (strongest && runnerUp && strongest.avgReach! > runnerUp.avgReach! && (nowOfThat?.posts ?? 0) < strongest.posts) {
    reasons.push(
      `${mediaTypeLabel(strongest.mediaType)}s reached the most per post before (${formatCount(strongest.avgReach!)}), and you published ${nowOfThat?.posts ?? 0} of them against ${strongest.posts}.`,
    );
  }
  const er = now.kpis.publicEr;
  if (er.value !== null && er.previous !== null && er.value < er.previous) {
    reasons.push(
      `Public ER went from ${formatPercent(er.previous)} to ${formatPercent(er.value)}: posts that get fewer likes and comments are shown to fewer people.`,
    );
  }
  return reasons;
}

/** "Why did my reach drop?": this period against the one before — the figures, the formats, the best and weakest posts. */
export async function changeAnswer(lookups: AccountLookups, range: DateRange, metric: KpiName): Promise<string> {
  const now = await lookups.run(overviewTool, range);
  if (!now.ok) return failedAnswer(now, RANGE_HINT);
  const before = await lookups.run(overviewTool, now.data.previousRange);
  const title = `## What changed in your ${KPI_NAMES[metric]}, ${rangeLabel(now.data.range.from, now.data.range.to)} against ${previousLabel(now.data)}`;
  const reasons = before.ok ? explanations(now.data, before.data) : [];
  const steps = nextSteps(now.data, before.ok ? before.data : null);
  return withLookedUp(
    [now.line, before.line],
    title,
    verdict(now.data, metric),
    kpiTable(now.data, COMPARED),
    notSharedSentences(
      now.data,
      COMPARED.map(([name]) => name),
    ),
    before.ok ? ['### Formats', formatsTable(now.data, before.data)].join('\n\n') : null,
    postsSection(now.data),
    reasons.length ? ['### What the figures point to', ...reasons.map((r) => `- ${r}`)].join('\n') : null,
    steps.length ? ['### What to do next', ...steps.map((step) => `- ${step}`)].join('\n') : null,
    `_${IN_WORDS.reach} ${IN_WORDS.publicEr}_`,
  );
}
