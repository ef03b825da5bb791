import type { ContentAnalysis } from '../../../../../shared/analytics';
import { formatPercent, hourLabel, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import type { DateRange } from '../dateRanges';
import { bestReliable, failedAnswer, groupTable, NO_POSTS, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

function bestOf(analysis: ContentAnalysis): string | null {
  const picks = [
    ['Format', bestReliable(analysis.formats)],
    ['Weekday', bestReliable(analysis.weekdays)],
    ['Caption length', bestReliable(analysis.captionLengths)],
    ['Hashtags', bestReliable(analysis.hashtagCounts)],
  ] as const;
  const lines = picks.flatMap(([what, g]) =>
    g ? [`- **${what}:** ${g.label}, mean public ER ${formatPercent(g.avgPublicEr)} over ${plural(g.posts, 'post')}`] : [],
  );
  // The hour is the dashboard's best hour (analytics/bestTime.ts), not the best raw mean of the hour groups.
  const [hour] = analysis.bestTimes.hours;
  if (hour)
    lines.push(
      `- **Hour:** ${hourLabel(hour.hour)}, mean public ER ${formatPercent(hour.meanPublicEr)} over ${plural(hour.posts, 'post')}, the best hour weighed toward your average`,
    );
  return lines.length ? ['**What works best** (groups of at least 5 posts):', ...lines].join('\n') : null;
}

/** "What content works for me?": the content assistant page's findings for the range. */
export async function contentAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(contentTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const analysis = outcome.data;
  const title = `## What works for @${lookups.scope.username}, ${rangeLabel(outcome.data.range.from, outcome.data.range.to)}`;
  if (analysis.sampleSize === 0) return withLookedUp([outcome.line], title, NO_POSTS);
  const recommendations = analysis.recommendations.map((r) => `- ${r.text} _(${r.basis})_`);
  return withLookedUp(
    [outcome.line],
    title,
    recommendations.length ? ['### Recommendations', ...recommendations].join('\n') : null,
    bestOf(analysis),
    groupTable('Format', analysis.formats),
    `_${plural(analysis.sampleSize, 'post')} analysed. ${IN_WORDS.groups} ${IN_WORDS.publicEr}_`,
  );
}
