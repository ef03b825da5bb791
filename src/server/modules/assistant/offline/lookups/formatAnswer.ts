import type { ContentAnalysis, ContentGroup } from '../../../../../shared/analytics';
import type { MediaType } from '../../../../../shared/insights';
import { formatPercent, mediaTypeLabel, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { contentTool } from '../../tools/contentTool';
import type { DateRange } from '../dateRanges';
import { bestOf, bestReliable, failedAnswer, groupTable, NO_POSTS, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

const groupFigures = (g: ContentGroup) => `${formatPercent(g.avgPublicEr)} mean public ER over ${plural(g.posts, 'post')}`;

function lead(analysis: ContentAnalysis): string {
  const best = bestOf(analysis.formats);
  const trusted = bestReliable(analysis.formats);
  if (!best) return 'None of the posts in this period has a public ER yet, so no format can be ranked.';
  if (best === trusted) return `**${best.label}** work best for you: ${groupFigures(best)}.`;
  const hint = `**${best.label}** lead with ${groupFigures(best)}, but that is fewer than 5 posts, so treat it as a hint.`;
  return trusted
    ? `${hint} Among formats with 5 posts or more, **${trusted.label}** do best: ${groupFigures(trusted)}.`
    : `${hint} No format has 5 posts yet; post each a few more times and compare.`;
}

/** "Should I post more reels?": one sentence on the format the question names. */
function askedFormat(analysis: ContentAnalysis, asked: MediaType | null): string | null {
  if (!asked) return null;
  const group = analysis.formats.find((g) => g.key === asked);
  const name = `${mediaTypeLabel(asked)}s`;
  if (!group) return `**${name}:** you published none in this period, so there is nothing to compare them by yet.`;
  const rank =
    [...analysis.formats]
      .filter((g) => g.avgPublicEr !== null)
      .sort((a, b) => b.avgPublicEr! - a.avgPublicEr!)
      .indexOf(group) + 1;
  const place = rank > 0 ? `, number ${rank} of ${analysis.formats.length} formats` : '';
  return `**${name}:** ${groupFigures(group)}${place}${group.reliable ? '' : ' (fewer than 5 posts, a hint)'}.`;
}

/** "Which format works best?": the content page's formats for the range, ranked by mean public ER. */
export async function formatAnswer(lookups: AccountLookups, range: DateRange, asked: MediaType | null): Promise<string> {
  const outcome = await lookups.run(contentTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const analysis = outcome.data;
  const title = `## Which format works best for @${lookups.scope.username}, ${rangeLabel(outcome.data.range.from, outcome.data.range.to)}`;
  if (analysis.sampleSize === 0) return withLookedUp([outcome.line], title, NO_POSTS);
  return withLookedUp(
    [outcome.line],
    title,
    lead(analysis),
    askedFormat(analysis, asked),
    groupTable('Format', analysis.formats),
    `_${plural(analysis.sampleSize, 'post')} analysed. ${IN_WORDS.groups} ${IN_WORDS.publicEr}_`,
  );
}
