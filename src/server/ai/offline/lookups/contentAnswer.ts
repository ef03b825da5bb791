import type { ContentAnalysis, ContentGroup } from '../../../../shared/analytics';
import { formatCount, formatPercent, hourLabel, markdownTable, plural } from '../../format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import type { DateRange } from '../dateRanges';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';

/** The group with the highest mean public ER among those with enough posts to trust; null if none. */
function bestReliable(groups: readonly ContentGroup[]): ContentGroup | null {
  const rated = groups.filter((g) => g.reliable && g.avgPublicEr !== null);
  return rated.reduce<ContentGroup | null>((best, g) => (best === null || g.avgPublicEr! > best.avgPublicEr! ? g : best), null);
}

function formatsTable(analysis: ContentAnalysis): string {
  return markdownTable(
    ['Format', 'Posts', 'Mean public ER', 'Mean reach', 'Reliable'],
    analysis.formats.map((g) => [g.label, g.posts, formatPercent(g.avgPublicEr), g.avgReach === null ? 'n/a' : formatCount(g.avgReach), g.reliable ? 'yes' : 'under 5 posts']),
  );
}

function bestOf(analysis: ContentAnalysis): string | null {
  const picks = [
    ['Format', bestReliable(analysis.formats)],
    ['Weekday', bestReliable(analysis.weekdays)],
    ['Caption length', bestReliable(analysis.captionLengths)],
    ['Hashtags', bestReliable(analysis.hashtagCounts)],
  ] as const;
  const lines = picks.flatMap(([what, g]) => (g ? [`- **${what}:** ${g.label}, mean public ER ${formatPercent(g.avgPublicEr)} over ${plural(g.posts, 'post')}`] : []));
  // The hour is the dashboard's best hour (analytics/bestTime.ts), not the best raw mean of the hour groups.
  const [hour] = analysis.bestTimes.hours;
  if (hour) lines.push(`- **Hour:** ${hourLabel(hour.hour)}, mean public ER ${formatPercent(hour.meanPublicEr)} over ${plural(hour.posts, 'post')}, the best hour weighed toward your average`);
  return lines.length ? ['**What works best** (groups of at least 5 posts):', ...lines].join('\n') : null;
}

/** "What content works for me?": the content assistant page's findings for the range. */
export async function contentAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(contentTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const analysis = outcome.data;
  const title = `## What works for @${lookups.scope.username}, ${rangeLabel(range.from, range.to)}`;
  if (analysis.sampleSize === 0) return withLookedUp([outcome.line], title, 'No posts were published in this period. Try a longer range, such as “last 90 days”.');
  const recommendations = analysis.recommendations.map((r) => `- ${r.text} _(${r.basis})_`);
  return withLookedUp(
    [outcome.line],
    title,
    recommendations.length ? ['### Recommendations', ...recommendations].join('\n') : null,
    bestOf(analysis),
    formatsTable(analysis),
    `_${plural(analysis.sampleSize, 'post')} analysed; ${analysis.formula}._`,
  );
}
