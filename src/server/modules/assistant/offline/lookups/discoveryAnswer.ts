import type { DiscoveryAnalytics, FollowerSplit } from '../../../../../shared/discovery';
import { formatCount, formatPercent, formatSigned, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { discoveryTool } from '../../tools/discoveryTool';
import type { DateRange } from '../dateRanges';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';

const UNKNOWN = 'unknown (Meta did not answer for these days: refused, not offered, or before the first sync; see Settings → Connected accounts)';

function splitLine(what: string, split: FollowerSplit): string {
  if (split.followers === null || split.nonFollowers === null) return `- **${what}:** ${UNKNOWN}.`;
  return `- **${what}:** ${formatCount(split.nonFollowers)} from non-followers and ${formatCount(split.followers)} from followers, so **${formatPercent(split.nonFollowerShare, 1)}** non-followers, over ${plural(split.daysAnswered, 'day')} Meta answered.`;
}

function tapsLine(answer: DiscoveryAnalytics): string {
  const { linkTaps } = answer;
  if (linkTaps.total === null) return `- **Profile link taps:** ${UNKNOWN}.`;
  const buttons = linkTaps.byButton.map((row) => `${row.button.toLowerCase().replace(/_/g, ' ')} ${formatCount(row.taps)}`).join(', ');
  return `- **Profile link taps:** ${formatCount(linkTaps.total)}${buttons ? ` (${buttons})` : ''}.`;
}

function followsLine(answer: DiscoveryAnalytics): string {
  const { follows } = answer;
  if (follows.net === null) return `- **Follows and unfollows:** ${UNKNOWN}.`;
  return `- **Follows and unfollows:** ${formatCount(follows.follows!)} followed and ${formatCount(follows.unfollows!)} unfollowed, net ${formatSigned(follows.net)}.`;
}

/** "How many non-followers did I reach?": the Discovery page's figures for the range. */
export async function discoveryAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(discoveryTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const answer = outcome.data;
  return withLookedUp(
    [outcome.line],
    `## Beyond your followers: @${lookups.scope.username}, ${rangeLabel(answer.range.from, answer.range.to)}`,
    [splitLine('Reach', answer.reach), splitLine('Views', answer.views), tapsLine(answer), followsLine(answer)].join('\n'),
    `_Reach is a sum of daily reach (an account reached on two days counts twice). Meta keeps these figures for the 30 days before today (${rangeLabel(answer.kept.from, answer.kept.to)}); see the **Discovery** page day by day._`,
  );
}
