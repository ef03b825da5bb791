import type { ReelsAnalytics } from '../../../../../shared/reels';
import { formatCount, formatDecimal, markdownTable, plural } from '../../../../ai/format';
import type { AccountLookups } from '../../tools/accountLookups';
import { rangeLabel } from '../../tools/calendar';
import { reelsTool } from '../../tools/reelsTool';
import type { DateRange } from '../dateRanges';
import { failedAnswer, RANGE_HINT, withLookedUp } from './common';

const TOP = 5;

/** Milliseconds as a person reads them: seconds under two minutes, minutes beyond; unknown as "not shared by Meta". */
function watchTimeLabel(ms: number | null): string {
  if (ms === null) return 'not shared by Meta';
  const seconds = ms / 1000;
  return seconds < 120 ? `${formatDecimal(seconds)} s` : seconds < 7_200 ? `${formatDecimal(seconds / 60)} min` : `${formatDecimal(seconds / 3_600)} h`;
}

const excerpt = (caption: string | null) => {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim() || 'Untitled reel';
  return text.length > 50 ? `${text.slice(0, 47)}…` : text;
};

function ranking(answer: ReelsAnalytics): string | null {
  const ranked = answer.reels.filter((reel) => reel.avgWatchTimeMs !== null).sort((a, b) => b.avgWatchTimeMs! - a.avgWatchTimeMs!);
  if (!ranked.length) return 'Meta shared the watch time of none of these reels (refused, or too few viewers), so none can be ranked.';
  return [
    '**The reels that keep people watching longest** (average watch time per play):',
    markdownTable(
      ['Reel', 'Published', 'Avg watch time', 'Views'],
      ranked
        .slice(0, TOP)
        .map((reel) => [excerpt(reel.caption), reel.date, watchTimeLabel(reel.avgWatchTimeMs), reel.views === null ? '—' : formatCount(reel.views)]),
    ),
  ].join('\n\n');
}

/** "Which reels keep people watching?": the Reels page's figures for the range. */
export async function reelsAnswer(lookups: AccountLookups, range: DateRange): Promise<string> {
  const outcome = await lookups.run(reelsTool, range);
  if (!outcome.ok) return failedAnswer(outcome, RANGE_HINT);
  const answer = outcome.data;
  const title = `## Reels watch time for @${lookups.scope.username}, ${rangeLabel(answer.range.from, answer.range.to)}`;
  if (answer.summary.reels === 0)
    return withLookedUp([outcome.line], title, 'No reel was published in this period. Try a longer range, such as “last 90 days”.');
  const { summary } = answer;
  return withLookedUp(
    [outcome.line],
    title,
    `${plural(summary.reels, 'reel')} published; Meta shared the watch time of ${formatCount(summary.withWatchTime)}. Average watch time per reel: **${watchTimeLabel(summary.avgWatchTimeMs)}**; total watch time: **${watchTimeLabel(summary.totalWatchTimeMs)}**.`,
    ranking(answer),
    answer.lengthOffered
      ? null
      : '_Meta’s API gives no reel length, so watch time cannot be set against length: the ranking is by average watch time. See the **Reels** page for the weekly trend._',
  );
}
