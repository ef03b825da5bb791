/**
 * Best time to post as the offline answers say it: the hours of the day ranked by the analytics'
 * one best-time computation (modules/analytics/bestTime.ts, shared by the dashboard and the content
 * page), quoted as it comes, never recomputed here.
 */
import type { BestTimes, PostingHour } from '../../../../../shared/analytics';
import { formatPercent, hourLabel, markdownTable, plural } from '../../../../ai/format';

/** The ranking rule in words, with the analytics' own constants. */
export function rankingInWords(bestTimes: BestTimes): string {
  return `Hours are ranked by their posts’ mean public ER weighed toward your account’s average, as if ${bestTimes.priorPosts} more posts at your average had been made in each hour, so one lucky post cannot put an hour first; an hour needs ${plural(bestTimes.minPosts, 'post')} to be ranked.`;
}

/** "**05:00** (mean public ER 2.85% over 12 posts)" */
export const hourWithFigures = (h: PostingHour) => `**${hourLabel(h.hour)}** (mean public ER ${formatPercent(h.meanPublicEr)} over ${plural(h.posts, 'post')})`;

/** "05:00, 18:00 and 12:00 (Asia/Tokyo time)", best first; null when no hour has enough posts. */
export function bestHoursLine(bestTimes: BestTimes): string | null {
  if (bestTimes.hours.length === 0) return null;
  return `**Best hours to post** (${bestTimes.timezone} time, any weekday): ${bestTimes.hours.map(hourWithFigures).join(', ')}.`;
}

export function bestHoursTable(bestTimes: BestTimes): string {
  return markdownTable(
    ['#', `Hour (${bestTimes.timezone})`, 'Posts', 'Mean public ER', 'Ranked by (weighed toward your average)'],
    bestTimes.hours.map((h, i) => [i + 1, hourLabel(h.hour), h.posts, formatPercent(h.meanPublicEr), formatPercent(h.estimatedPublicEr)]),
  );
}

/** Why no hour is ranked: no rated posts at all, or none with enough posts in one hour. */
export function noBestHour(bestTimes: BestTimes): string {
  return bestTimes.postsRated === 0
    ? 'You published no posts with a public ER in this period, so there is no best time yet.'
    : `No hour of the day has ${plural(bestTimes.minPosts, 'post')} yet among the ${plural(bestTimes.postsRated, 'post')} of this period, so none is ranked: post at a few regular hours and ask again.`;
}
