/**
 * The account's figures as short markdown lines with their formula, for the system prompt and the
 * offline answers. Only figures that exist are listed, so a model is never handed an invented zero.
 */
import { hiddenLikesLeftOut } from '../../shared/hiddenLikes';
import type { AccountInsights, RateFigure } from '../../shared/insights';
import { dateLabel, formatCount, formatDecimal, formatPercent, formatSigned, hourLabel, mediaTypeLabel, plural } from './format';

export function accountHandle(insights: AccountInsights): string {
  return `@${insights.account.username}`;
}

function growthLine(insights: AccountInsights): string | null {
  const g = insights.growth;
  if (!g) return null;
  const percent = g.percent === null ? '' : ` (${g.percent >= 0 ? '+' : ''}${formatDecimal(g.percent, 2)}%)`;
  return `Follower growth: ${formatSigned(g.net)}${percent} over ${g.days} days, ${g.fromDate} → ${g.toDate} [${g.formula}]`;
}

function bestTimesText(insights: AccountInsights): string | null {
  const hours = insights.bestTimes.hours;
  if (hours.length === 0) return null;
  return hours
    .map(
      (h) =>
        `${hourLabel(h.hour)} (estimated public ER ${formatPercent(h.estimatedPublicEr)}, mean ${formatPercent(h.meanPublicEr)} over ${plural(h.posts, 'post')})`,
    )
    .join('; ');
}

function headlineFacts(insights: AccountInsights): (string | null)[] {
  const { followers, publicEr, ownEr, tier, postingFrequency } = insights;
  return [
    `Followers: ${formatCount(followers.value)} [${followers.source}]`,
    growthLine(insights),
    publicEr.value === null
      ? null
      : `Public ER: ${formatPercent(publicEr.value)} over ${publicEr.postsCounted} posts${hiddenLikesNote(publicEr)} [${publicEr.formula}]`,
    ownEr.value === null ? null : `Own ER: ${formatPercent(ownEr.value)} over ${ownEr.postsCounted} posts${hiddenLikesNote(ownEr)} [${ownEr.formula}]`,
    `Follower tier: ${tier.label}; benchmark ER for this tier ${formatPercent(tier.benchmarkEr)} [${tier.source}]`,
    `Posting frequency: ${formatDecimal(postingFrequency.postsPerWeek)} posts/week [${postingFrequency.formula}]`,
  ];
}

/** Said beside a rate that left posts out: their likes are hidden by the owner, unknown rather than 0. */
const hiddenLikesNote = ({ postsWithHiddenLikes }: RateFigure) => {
  const leftOut = hiddenLikesLeftOut(postsWithHiddenLikes);
  return leftOut ? ` (${leftOut}; unknown, not 0)` : '';
};

function contentFacts(insights: AccountInsights): (string | null)[] {
  const times = bestTimesText(insights);
  const formats = insights.formatMix.formats
    .map((f) => `${mediaTypeLabel(f.mediaType)} ${plural(f.posts, 'post')}, avg public ER ${formatPercent(f.avgPublicEr)}`)
    .join('; ');
  const top = insights.topPosts.posts
    .map(
      (p) =>
        `  - ${dateLabel(p.postedAt, insights.account.timezone)} ${mediaTypeLabel(p.mediaType)}, public ER ${formatPercent(p.publicEr)} (${formatCount(p.likes)} likes, ${formatCount(p.comments)} comments): "${p.captionExcerpt}"`,
    )
    .join('\n');
  return [
    times ? `Best hours to post (${insights.bestTimes.timezone}, any weekday): ${times} [${insights.bestTimes.formula}]` : null,
    formats ? `Format mix: ${formats} [${insights.formatMix.formula}]` : null,
    top ? `Top posts [${insights.topPosts.formula}]:\n${top}` : null,
  ];
}

function findingsFacts(insights: AccountInsights): string | null {
  const findings = insights.contentFindings;
  if (!findings?.recommendations.length) return null;
  const lines = findings.recommendations.map((r) => `  - ${r.text} (${r.basis})`);
  return `Content findings, ${findings.from} → ${findings.to}, ${plural(findings.sampleSize, 'post')} [${findings.formula}]:\n${lines.join('\n')}`;
}

function competitorFacts(insights: AccountInsights): string | null {
  const items = insights.competitors.items;
  if (items.length === 0) return null;
  const lines = items.map(
    (c) =>
      `  - @${c.username}: ${c.followers === null ? 'unknown' : formatCount(c.followers)} followers, public ER ${formatPercent(c.publicEr)}, ${formatDecimal(c.postsPerWeek)} posts/week`,
  );
  return `Competitors tracked [${insights.competitors.formula}]:\n${lines.join('\n')}`;
}

/** Every known figure of the account as markdown bullet lines. */
export function accountFactLines(insights: AccountInsights): string {
  const facts = [...headlineFacts(insights), ...contentFacts(insights), findingsFacts(insights), competitorFacts(insights)];
  return facts
    .filter((f): f is string => f !== null)
    .map((f) => `- ${f}`)
    .join('\n');
}
