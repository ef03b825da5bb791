/** Building blocks shared by the offline answers. */
import { FOLLOWER_TIERS, TIER_BENCHMARK_SOURCE } from '../../../../shared/benchmarks';
import type { PostingHour } from '../../../../shared/analytics';
import type { AccountInsights } from '../../../../shared/insights';
import { accountHandle } from '../../../ai/accountFacts';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  hourLabel,
  markdownTable,
  mediaTypeLabel,
  pointsApart,
} from '../../../ai/format';
import { IN_WORDS } from './lookups/words';
import { rangeLabel } from '../../../ai/calendar';

/** Said whenever an answer is generic because no account is selected. */
export function connectAccountNote(wouldUse: string): string {
  return [
    '> **No Instagram account selected.** This is the general playbook.',
    `> Connect an account (Settings → Instagram) and select it in the header, and I will personalise it with ${wouldUse}.`,
  ].join('\n');
}

/** Says where a playbook answer comes from; setup (which model to connect) is for Settings and the README, not an answer. */
export function offlineFooter(): string {
  return '_Written offline from your figures and curated playbooks._';
}

/** Your headline figures next to the HypeAuditor benchmark of your follower tier. */
export function benchmarkTable(insights: AccountInsights): string {
  const { publicEr, tier, followers, ownEr, postingFrequency } = insights;
  const gap = publicEr.value === null ? 'n/a' : `${publicEr.value >= tier.benchmarkEr ? '+' : '−'}${pointsApart(publicEr.value, tier.benchmarkEr)} pts`;
  return markdownTable(
    ['Metric', accountHandle(insights), `Benchmark (${tier.label} tier)`, 'Gap'],
    [
      ['Followers', formatCount(followers.value), tier.label, '—'],
      ['Public ER', formatPercent(publicEr.value), formatPercent(tier.benchmarkEr), gap],
      ['Own ER (by reach)', formatPercent(ownEr.value), '—', '—'],
      ['Posts per week', formatDecimal(postingFrequency.postsPerWeek), '3–5 (common practice)', '—'],
    ],
  );
}

/** "4 Nov – 3 Dec 2026": the days every figure of a playbook answer is read over (AccountInsights.period). */
export const insightsPeriod = (insights: AccountInsights) => rangeLabel(insights.period.from, insights.period.to);

export function benchmarkSourceNote(insights: AccountInsights): string {
  const { days, timezone } = insights.period;
  return `_Figures for ${insightsPeriod(insights)}, the last ${days} days on your clock (${timezone}), as the dashboard shows them. ${IN_WORDS.publicEr} Benchmark: ${insights.tier.source}._`;
}

/** Follower growth in words, with its days; the formula said as a sentence, not quoted. */
export function growthSentence(insights: AccountInsights): string {
  const growth = insights.growth;
  if (!growth) return 'Follower growth: not enough daily history yet (it needs at least two synced days).';
  const percent = growth.percent === null ? '' : ` (${formatSignedPercent(growth.percent, 2)})`;
  return `Follower growth: ${formatSigned(growth.net)}${percent} over ${growth.days} days, ${growth.fromDate} → ${growth.toDate}.`;
}

/** "18:00": one of the best hours of the day (any weekday) from the dashboard's ranking (analytics/bestTime.ts). */
export function slotLabel(slot: PostingHour): string {
  return hourLabel(slot.hour);
}

/** The formats ranked by average public ER, as readable labels; empty without posts. */
export function rankedFormats(insights: AccountInsights | null): string[] {
  return insights ? insights.formatMix.formats.map((f) => mediaTypeLabel(f.mediaType)) : [];
}

/** Is the account under the public ER benchmark of its tier? null when unknown. */
export function belowBenchmark(insights: AccountInsights): boolean | null {
  return insights.publicEr.value === null ? null : insights.publicEr.value < insights.tier.benchmarkEr;
}

/** Every follower tier with its benchmark ER: the yardstick when there is no account to compare. */
export function tierBenchmarkTable(): string {
  return [
    markdownTable(
      ['Follower tier', 'Average ER'],
      FOLLOWER_TIERS.map((tier) => [tier.label, formatPercent(tier.benchmarkEr)]),
    ),
    `_Source: ${TIER_BENCHMARK_SOURCE}._`,
  ].join('\n\n');
}
