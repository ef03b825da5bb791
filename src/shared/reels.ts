import { z } from 'zod';

/**
 * GET /api/analytics/reels (docs/api.md): the watch time of the account's reels published in the period, on
 * the account's clock. Watch times are Meta's `ig_reels_avg_watch_time` and `ig_reels_video_view_total_time`
 * (milliseconds, https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights);
 * null where Meta refused or withheld them (unknown, never 0). Meta's IG Media node offers no video length
 * (https://developers.facebook.com/docs/instagram-platform/reference/instagram-media), so no row carries a
 * length nor the share of it a play holds, and `lengthOffered` says why.
 */
const reelRow = z.object({
  id: z.string(),
  postedAt: z.string(),
  /** The calendar day it was published on, on the account's clock. */
  date: z.string(),
  caption: z.string().nullable(),
  permalink: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  views: z.number().nullable(),
  reach: z.number().nullable(),
  avgWatchTimeMs: z.number().nullable(),
  totalWatchTimeMs: z.number().nullable(),
});
export type ReelRow = z.infer<typeof reelRow>;

/** One week of reels (by the Monday of the week they were published, on the account's clock). */
const reelsWeek = z.object({
  weekStart: z.string(),
  reels: z.number(),
  /** Mean of the average watch times Meta served for that week's reels; null when it served none. */
  avgWatchTimeMs: z.number().nullable(),
  /** Sum of the total watch times Meta served for that week's reels; null when it served none. */
  totalWatchTimeMs: z.number().nullable(),
});
export type ReelsWeek = z.infer<typeof reelsWeek>;

export const reelsAnalytics = z.object({
  accountId: z.string(),
  timezone: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  /** False: Meta's API gives no reel length, so "watch time vs length" cannot be computed. */
  lengthOffered: z.boolean(),
  summary: z.object({
    reels: z.number(),
    /** Reels whose watch time Meta served. */
    withWatchTime: z.number(),
    avgWatchTimeMs: z.number().nullable(),
    totalWatchTimeMs: z.number().nullable(),
  }),
  /** Newest first. */
  reels: z.array(reelRow),
  /** Oldest first, one entry per week of the period that holds a reel. */
  trend: z.array(reelsWeek),
});
export type ReelsAnalytics = z.infer<typeof reelsAnalytics>;
