import type { OverviewPost } from '../../../../../shared/analytics';
import { HIDDEN_LIKES_REASON } from '../../../../../shared/hiddenLikes';
import { excerpt } from '../../../analytics/public';
import { dateLabel, formatCount, formatPercent, markdownTable, mediaTypeLabel } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { postsTool } from '../../tools/postsTool';
import type { DateRange } from '../dateRanges';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';
import { IN_WORDS } from './words';

function postTable(posts: readonly OverviewPost[], timezone: string): string {
  return markdownTable(
    ['#', 'Posted', 'Format', 'Public ER', 'Likes', 'Comments', 'Caption'],
    posts.map((p, i) => [
      i + 1,
      dateLabel(p.postedAt, timezone),
      mediaTypeLabel(p.mediaType),
      formatPercent(p.publicEr),
      p.likes === null ? `— (${HIDDEN_LIKES_REASON})` : formatCount(p.likes),
      formatCount(p.comments),
      excerpt(p.caption, 60) || '—',
    ]),
  );
}

/** "What were my best posts last month?": the dashboard's best and worst posts cards for the range. */
export async function postsAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(postsTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const { top, bottom, timezone } = outcome.data;
  const title = `## Best and worst posts of @${lookups.scope.username}, ${rangeLabel(outcome.data.range.from, outcome.data.range.to)}`;
  if (top.length === 0)
    return withLookedUp([outcome.line], title, 'No posts with a public ER were published in this period. Try a longer range, such as “last 90 days”.');
  return withLookedUp(
    [outcome.line],
    title,
    '### Best by public ER',
    postTable(top, timezone),
    '### Weakest by public ER',
    postTable(bottom, timezone),
    `_${IN_WORDS.publicEr}_`,
  );
}
