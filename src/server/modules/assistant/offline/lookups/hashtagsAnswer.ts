import type { ContentAnalysis } from '../../../../../shared/analytics';
import { formatPercent, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import type { DateRange } from '../dateRanges';
import { bestOf, failedAnswer, groupTable, NO_POSTS, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

function lead(analysis: ContentAnalysis): string {
  const [best] = analysis.topHashtags;
  if (!best) return `None of the ${plural(analysis.sampleSize, 'post')} you published in this period used a hashtag, so there are no hashtags to rank yet.`;
  const caution = best.reliable ? '' : ' (fewer than 5 posts, so a hint)';
  return `Your best hashtag is **${best.label}**: posts with it averaged ${formatPercent(best.avgPublicEr)} public ER over ${plural(best.posts, 'post')}${caution}.`;
}

/** How many hashtags per post work best, from the content page's hashtag-count groups. */
function countLine(analysis: ContentAnalysis): string | null {
  const best = bestOf(analysis.hashtagCounts);
  if (!best) return null;
  return `**How many:** ${best.label.toLowerCase()} did best, ${formatPercent(best.avgPublicEr)} mean public ER over ${plural(best.posts, 'post')}${best.reliable ? '' : ' (a hint: fewer than 5 posts)'}.`;
}

const hashtagRecommendations = (analysis: ContentAnalysis) => analysis.recommendations.filter((r) => /hashtag/i.test(r.text)).map((r) => `- ${r.text}`);

/** "Which hashtags should I use?": the content page's hashtags and hashtag counts for the range. */
export async function hashtagsAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(contentTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const analysis = outcome.data;
  const title = `## Hashtags for @${lookups.scope.username}, ${rangeLabel(outcome.data.range.from, outcome.data.range.to)}`;
  if (analysis.sampleSize === 0) return withLookedUp([outcome.line], title, NO_POSTS);
  const recommendations = hashtagRecommendations(analysis);
  return withLookedUp(
    [outcome.line],
    title,
    lead(analysis),
    analysis.topHashtags.length ? ['### Your best hashtags', groupTable('Hashtag', analysis.topHashtags, false)].join('\n\n') : null,
    analysis.bottomHashtags.length ? ['### Your weakest hashtags', groupTable('Hashtag', analysis.bottomHashtags, false)].join('\n\n') : null,
    countLine(analysis),
    groupTable('Hashtags per post', analysis.hashtagCounts, false),
    recommendations.length ? ['### Recommendations', ...recommendations].join('\n') : null,
    `_${plural(analysis.sampleSize, 'post')} analysed. ${IN_WORDS.groups} ${IN_WORDS.publicEr}_`,
  );
}
