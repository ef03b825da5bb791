import { z } from 'zod';

/**
 * GET /api/analytics/discovery (docs/api.md): who the account reaches beyond its followers, which profile
 * buttons are tapped, and who follows and unfollows, per day, from Meta's account insights with
 * metric_type=total_value (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights).
 * Meta keeps these for the last 30 days: the sync reads the 30 days before today. Every figure is null
 * where no day of the period was answered (refused, not offered, before the sync read it): unknown, never 0.
 */
const followerSplit = z.object({
  followers: z.number().nullable(),
  nonFollowers: z.number().nullable(),
  /** Meta's total of the answered days (it may hold accounts of unknown follow status). */
  total: z.number().nullable(),
  /** nonFollowers ÷ (followers + nonFollowers), 0–1. */
  nonFollowerShare: z.number().nullable(),
  /** Days of the period Meta answered for. */
  daysAnswered: z.number(),
});
export type FollowerSplit = z.infer<typeof followerSplit>;

const discoveryDay = z.object({
  date: z.string(),
  viewsFollowers: z.number().nullable(),
  viewsNonFollowers: z.number().nullable(),
  reachFollowers: z.number().nullable(),
  reachNonFollowers: z.number().nullable(),
  linkTaps: z.number().nullable(),
  follows: z.number().nullable(),
  unfollows: z.number().nullable(),
});
export type DiscoveryDay = z.infer<typeof discoveryDay>;

export const discoveryAnalytics = z.object({
  accountId: z.string(),
  timezone: z.string(),
  range: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  /** The days Meta keeps these figures for, as of today: the 30 days before today. */
  kept: z.object({ from: z.string(), to: z.string() }),
  views: followerSplit,
  /** Sums of daily reach: an account reached on two days counts twice. */
  reach: followerSplit,
  linkTaps: z.object({
    total: z.number().nullable(),
    /** Meta's contact_button_type values (CALL, EMAIL, DIRECTION, TEXT, BOOK_NOW, …), most tapped first. */
    byButton: z.array(z.object({ button: z.string(), taps: z.number() })),
    daysAnswered: z.number(),
  }),
  follows: z.object({
    follows: z.number().nullable(),
    unfollows: z.number().nullable(),
    /** follows − unfollows. */
    net: z.number().nullable(),
    daysAnswered: z.number(),
  }),
  /** Oldest first, one entry per day of the period within the kept days. */
  daily: z.array(discoveryDay),
});
export type DiscoveryAnalytics = z.infer<typeof discoveryAnalytics>;
