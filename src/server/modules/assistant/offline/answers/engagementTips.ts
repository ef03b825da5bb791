import type { AccountInsights } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatDecimal, formatPercent, mediaTypeLabel, plural, pointsApart } from '../../../../ai/format';
import { belowBenchmark, benchmarkSourceNote, benchmarkTable, connectAccountNote, offlineFooter, slotLabel, tierBenchmarkTable } from '../sections';

interface Tip {
  /** Higher first; data-backed tips outrank generic ones. */
  impact: number;
  text: string;
}

function formatTip(insights: AccountInsights): Tip | null {
  // Formats whose posts all hide their likes have no public ER to compare (unknown, never 0).
  const [best, ...rest] = insights.formatMix.formats.filter((f) => f.avgPublicEr !== null);
  if (!best || rest.length === 0) return null;
  const total = insights.formatMix.formats.reduce((sum, f) => sum + f.posts, 0);
  const worst = rest[rest.length - 1];
  const share = Math.round((best.posts / total) * 100);
  return {
    impact: share < 50 ? 90 : 60,
    text: `**Shift your mix towards ${mediaTypeLabel(best.mediaType)}.** They average ${formatPercent(best.avgPublicEr)} public ER against ${formatPercent(worst.avgPublicEr)} for ${mediaTypeLabel(worst.mediaType)}, yet they are ${share}% of your posts. Aim for at least half.`,
  };
}

function timingTip(insights: AccountInsights): Tip | null {
  const slots = insights.bestTimes.hours;
  if (slots.length === 0) return null;
  return {
    impact: 70,
    text: `**Publish at your best hours:** ${slots.map(slotLabel).join(', ')} (${insights.bestTimes.timezone}); your ${plural(slots[0].posts, 'post')} at ${slotLabel(slots[0])} averaged ${formatPercent(slots[0].meanPublicEr)} public ER, ranked after weighing each hour toward your average so one lucky post cannot lead.`,
  };
}

function frequencyTip(insights: AccountInsights): Tip {
  const perWeek = insights.postingFrequency.postsPerWeek;
  return perWeek < 3
    ? {
        impact: 80,
        text: `**Post consistently, 3–5 times a week.** You are at ${formatDecimal(perWeek)} posts/week; gaps reset the habit of your audience and the feed’s expectations.`,
      }
    : {
        impact: 30,
        text: `**Keep your rhythm of ${formatDecimal(perWeek)} posts/week** but never trade quality for volume; one strong post beats two weak ones.`,
      };
}

const GENERIC_TIPS: readonly Tip[] = [
  {
    impact: 65,
    text: '**Reply to every comment within the first hour**, with a question back. Early conversation is one of the strongest signals for more distribution.',
  },
  { impact: 55, text: '**Design for saves and shares:** checklists, templates, myth-vs-fact carousels and “send this to someone who…” posts.' },
  { impact: 50, text: '**Hook in the first second or first line:** a number, a bold claim or the question itself; put the payoff before the loop in Reels.' },
  { impact: 40, text: '**Ask for one easy action:** an either/or question or a one-word comment, not “thoughts?”.' },
  { impact: 35, text: '**Share every new post to Stories** with a poll or question sticker to send your most loyal followers to it.' },
];

function rankedTips(insights: AccountInsights | null): string[] {
  const dataTips = insights ? [formatTip(insights), timingTip(insights), frequencyTip(insights)] : [];
  return [...dataTips.filter((t): t is Tip => t !== null), ...GENERIC_TIPS]
    .sort((a, b) => b.impact - a.impact)
    .slice(0, 5)
    .map((tip, i) => `${i + 1}. ${tip.text}`);
}

function standing(insights: AccountInsights): string {
  const below = belowBenchmark(insights);
  if (below === null) return 'No posts synced yet, so your engagement rate is unknown; sync the account to compare it.';
  const { publicEr, tier } = insights;
  const points = pointsApart(publicEr.value ?? 0, tier.benchmarkEr);
  return below
    ? `${accountHandle(insights)} is **${points} points below** the ${tier.label} benchmark: there is room to grow.`
    : `${accountHandle(insights)} is **${points} points above** the ${tier.label} benchmark: protect what works while scaling reach.`;
}

export function engagementTipsAnswer(insights: AccountInsights | null): string {
  const where = insights
    ? ['### Where you stand', benchmarkTable(insights), standing(insights), benchmarkSourceNote(insights)]
    : [
        connectAccountNote('your engagement rate against the benchmark for your follower tier, your best format and best posting times'),
        '### Benchmarks to aim for',
        tierBenchmarkTable(),
      ];
  return [
    `## How to raise your engagement rate${insights ? ` — ${accountHandle(insights)}` : ''}`,
    ...where,
    '### The 5 changes with the biggest expected impact',
    rankedTips(insights).join('\n'),
    '**Measure it:** compare the public ER of the next 10 posts with the figure above; change one thing at a time so you know what worked.',
    offlineFooter(),
  ].join('\n\n');
}
