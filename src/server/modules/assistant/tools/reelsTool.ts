import type { ReelsAnalytics } from '../../../../shared/reels';
import { getReelsAnalytics } from '../../reels/public';
import { periodLookup } from './lookupTool';

/** The Reels page's figures as the model reads them: milliseconds as Meta gives them, the top reels by average watch time. */
function reelsFigures(answer: ReelsAnalytics) {
  const ranked = [...answer.reels].filter((reel) => reel.avgWatchTimeMs !== null).sort((a, b) => b.avgWatchTimeMs! - a.avgWatchTimeMs!);
  return {
    range: answer.range,
    timezone: answer.timezone,
    lengthOffered: answer.lengthOffered,
    summary: answer.summary,
    weekly: answer.trend,
    reelsByAverageWatchTime: ranked.slice(0, 10).map(({ caption, date, views, avgWatchTimeMs, totalWatchTimeMs }) => ({
      caption: caption?.slice(0, 120) ?? null,
      date,
      views,
      avgWatchTimeMs,
      totalWatchTimeMs,
    })),
  };
}

export const reelsTool = periodLookup<ReelsAnalytics>({
  name: 'get_reels_watch_time',
  subject: 'your reels’ watch time',
  description:
    "Watch time of the selected account's reels published in an inclusive date range (YYYY-MM-DD on the account's clock, at most 2 years), from the Reels page: each reel's average watch time per play and total watch time (milliseconds, Meta's ig_reels_avg_watch_time and ig_reels_video_view_total_time; null where Meta refused), the period's mean and total, a weekly trend, and the reels ranked by average watch time. Meta offers no reel length, so watch time cannot be set against length.",
  read: (scope, range) => getReelsAnalytics(scope.db, scope.userId, { accountId: scope.accountId, ...range }),
  forModel: reelsFigures,
});
