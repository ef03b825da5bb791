import type { AccountInsights, CompetitorStat } from '../../../../../shared/insights';
import { accountHandle } from '../../../../ai/accountFacts';
import { formatCount, formatDecimal, formatPercent, markdownTable, pointsApart } from '../../../../ai/format';
import { IN_WORDS } from '../lookups/words';
import { connectAccountNote, offlineFooter } from '../sections';

const HOW_TO_STUDY = [
  '### How to study a competitor in 15 minutes',
  '1. Open their last 12 posts and note format, hook (first line or first second) and call to action.',
  '2. Mark the 3 with the most comments relative to their followers: that is their public ER at work.',
  '3. Note how often and on which days they post, and whether they reply to comments.',
  '4. Write down one thing to **adopt**, one to **avoid** and one gap they leave open that you can fill.',
].join('\n');

const WHAT_TO_COMPARE = markdownTable(
  ['Compare', 'Why', 'Where'],
  [
    ['Followers', 'Sets the tier, and so the fair engagement benchmark', 'Competitors page'],
    ['Public ER: likes and comments as a share of followers', 'The only engagement figure Instagram exposes for other accounts', 'Competitors page'],
    ['Posts per week', 'Consistency explains a lot of growth differences', 'Competitors page'],
    ['Formats and hooks of their top posts', 'What their audience — likely yours too — responds to', 'Competitor detail → posts'],
  ],
);

/** Followers at the end of the period; 'n/a' when none of its days has a snapshot (unknown, never today's count). */
const followersText = (followers: number | null) => (followers === null ? 'n/a' : formatCount(followers));

function comparisonTable(insights: AccountInsights): string {
  const you: CompetitorStat = {
    username: insights.account.username,
    followers: insights.followers.value,
    publicEr: insights.publicEr.value,
    postsPerWeek: insights.postingFrequency.postsPerWeek,
  };
  const row = (c: CompetitorStat, label: string) => [label, followersText(c.followers), formatPercent(c.publicEr), formatDecimal(c.postsPerWeek)];
  return markdownTable(
    ['Account', 'Followers', 'Public ER', 'Posts/week'],
    [row(you, `**@${you.username} (you)**`), ...insights.competitors.items.map((c) => row(c, `@${c.username}`))],
  );
}

/** The item with the highest known score (the first on a tie); null when no score is known. */
function leader<T>(items: readonly T[], score: (item: T) => number | null): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const item of items) {
    const value = score(item) ?? -Infinity;
    if (value > bestScore) [best, bestScore] = [item, value];
  }
  return best;
}

function standouts(insights: AccountInsights): string {
  const items = insights.competitors.items;
  const yourEr = insights.publicEr.value;
  const yourFreq = insights.postingFrequency.postsPerWeek;
  const topEr = leader(items, (c) => c.publicEr);
  const busiest = leader(items, (c) => c.postsPerWeek);
  const biggest = leader(items, (c) => c.followers);
  const lines = [
    topEr?.publicEr != null
      ? `- **Highest public ER:** @${topEr.username} at ${formatPercent(topEr.publicEr)}${yourEr === null ? '' : ` — ${topEr.publicEr > yourEr ? `${pointsApart(topEr.publicEr, yourEr)} points above` : 'not above'} your ${formatPercent(yourEr)}`}.`
      : null,
    busiest
      ? `- **Most active:** @${busiest.username} posts ${formatDecimal(busiest.postsPerWeek)} times a week against your ${formatDecimal(yourFreq)}.`
      : null,
    biggest
      ? `- **Biggest audience:** @${biggest.username} with ${followersText(biggest.followers)} followers (you: ${formatCount(insights.followers.value)}).`
      : null,
    `- **Your tier’s benchmark** (${insights.tier.label}): ${formatPercent(insights.tier.benchmarkEr)} public ER — ${insights.tier.source}.`,
  ];
  return ['### What stands out', ...lines.filter(Boolean)].join('\n');
}

function lessons(insights: AccountInsights): string {
  const yourEr = insights.publicEr.value ?? 0;
  const yourFreq = insights.postingFrequency.postsPerWeek;
  const better = insights.competitors.items.filter((c) => (c.publicEr ?? 0) > yourEr);
  const busier = insights.competitors.items.filter((c) => c.postsPerWeek > yourFreq + 1);
  const lines = [
    better.length
      ? `- ${better.map((c) => `@${c.username}`).join(', ')} engage${better.length === 1 ? 's' : ''} their audience better than you: study their hooks and calls to action first (method below).`
      : '- You out-engage every tracked competitor: your content works, so the lever is **reach** — more Reels and collaborations.',
    busier.length
      ? `- ${busier.map((c) => `@${c.username}`).join(', ')} post${busier.length === 1 ? 's' : ''} clearly more often. If their ER holds up at that pace, a steadier rhythm is your quickest win.`
      : '- Nobody out-posts you by more than one post a week, so frequency is not where they beat you.',
    '- Compare like with like: an account in a bigger tier naturally has a lower ER; judge each against its tier benchmark.',
  ];
  return ['### What to learn from them', ...lines].join('\n');
}

export function competitorAnalysisAnswer(insights: AccountInsights | null): string {
  const title = `## Competitor analysis${insights ? ` — ${accountHandle(insights)}` : ''}`;
  if (!insights) {
    return [
      title,
      connectAccountNote('a side-by-side table of your followers, public ER and posting frequency against the competitors you track'),
      '### What to compare',
      WHAT_TO_COMPARE,
      HOW_TO_STUDY,
      offlineFooter(),
    ].join('\n\n');
  }
  if (insights.competitors.items.length === 0) {
    return [
      title,
      `You don’t track any competitors yet. Add 3–5 accounts of similar size in your niche on the **Competitors** page and ask again: I will compare them with ${accountHandle(insights)} (public ER ${formatPercent(insights.publicEr.value)}, ${formatDecimal(insights.postingFrequency.postsPerWeek)} posts/week).`,
      '### What to compare',
      WHAT_TO_COMPARE,
      HOW_TO_STUDY,
      offlineFooter(),
    ].join('\n\n');
  }
  return [
    title,
    comparisonTable(insights),
    `_${IN_WORDS.publicOnly} ${IN_WORDS.publicEr} ${IN_WORDS.postsPerWeek}_`,
    standouts(insights),
    lessons(insights),
    HOW_TO_STUDY,
    offlineFooter(),
  ].join('\n\n');
}
