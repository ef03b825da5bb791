/**
 * What the server knows about one Instagram account, as the chat assistant reads it.
 * Rates are fractions (0.0412 = 4.12 %). Every figure names its formula and data source
 * (as each entry of docs/metrics.md does), so a prompt or a UI can
 * quote it verbatim.
 */

import type { BestTimes } from './analytics';

export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS';

export type FollowerTierLabel = '0–1K' | '1–5K' | '5–20K' | '20–100K' | '100K–1M' | '>1M';

interface FollowerGrowth {
  net: number;
  percent: number | null;
  fromDate: string;
  toDate: string;
  days: number;
  formula: string;
}

export interface RateFigure {
  value: number | null;
  postsCounted: number;
  /** Posts left out because their likes are unknown (the owner hides them): never counted as 0 likes. */
  postsWithHiddenLikes: number;
  formula: string;
}

export interface PostingSlot {
  weekday: number;
  weekdayName: string;
  hour: number;
  medianPublicEr: number;
  posts: number;
}

export interface TopPost {
  id: string;
  mediaType: MediaType;
  postedAt: string;
  captionExcerpt: string;
  likes: number;
  comments: number;
  publicEr: number;
  permalink: string | null;
}

export interface FormatStat {
  mediaType: MediaType;
  /** Every post of the format, those whose likes are hidden included. */
  posts: number;
  /** Mean over the format's posts with a public ER; null when none has one (all their likes hidden). */
  avgPublicEr: number | null;
}

export interface CompetitorStat {
  username: string;
  /** At the end of the period (null when none of its days has a snapshot). */
  followers: number | null;
  publicEr: number | null;
  postsPerWeek: number;
}

export interface AccountInsights {
  account: {
    id: string;
    username: string;
    name: string | null;
    timezone: string;
    nicheId: string | null;
    countryCode: string | null;
  };
  generatedAt: string;
  followers: { value: number; source: string };
  growth: FollowerGrowth | null;
  publicEr: RateFigure;
  ownEr: RateFigure;
  /** Best time to post over `period`: the dashboard's own ranking for those days (modules/analytics/bestTime.ts). */
  bestTimes: BestTimes;
  topPosts: { posts: TopPost[]; formula: string };
  formatMix: { formats: FormatStat[]; formula: string };
  postingFrequency: { postsPerWeek: number; windowDays: number; formula: string };
  competitors: { items: CompetitorStat[]; formula: string };
  tier: { label: FollowerTierLabel; benchmarkEr: number; source: string };
  /** The content assistant's findings over `period`: the very figures the content page shows for those days. */
  contentFindings: ContentFindings | null;
  /**
   * The days (on the account's clock) that every figure here is read over, for the account and for its
   * competitors alike: the dashboard's default period.
   */
  period: { from: string; to: string; days: number; timezone: string };
}

export interface ContentFindings {
  from: string;
  to: string;
  sampleSize: number;
  formula: string;
  recommendations: { text: string; basis: string }[];
}
