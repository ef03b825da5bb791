/**
 * The public figures of DESIGN §6 for any account, own or competitor, over one date range: the only
 * figures business_discovery allows for other accounts, so every comparison (competitors, peers,
 * reports, the assistant) reads the user's account through this same function.
 */
import type { PublicFigures } from '../../../shared/competitors';
import { daysBetween } from '../../../shared/dateSpan';
import { type DailyFollowers, followersOn, mean, publicEngagementRate } from './formulas';

export type PublicPost = { postedAt: Date; likes: number; comments: number };

export type PublicFigureSources = {
  /** The latest known follower count: the fallback for posts older than the history. */
  followersNow: number;
  /** Follower counts per day (snapshots or daily insights), oldest first. */
  history: readonly DailyFollowers[];
  /** Posts published in the range (any order). */
  posts: readonly PublicPost[];
  /** Inclusive dates (YYYY-MM-DD), read as UTC days. */
  from: string;
  to: string;
};

export const PUBLIC_FORMULAS = {
  publicEr: 'mean over the posts of the range of (likes + comments) ÷ followers at the time of the post',
  followerGrowth: 'followers on the last snapshot of the range − followers on the first; % of the first',
  postsPerWeek: 'posts published in the range ÷ days in the range × 7',
} as const;

/** Public ER of one post, with the followers recorded on its day (the current count when history is shorter). */
export function postPublicEr(post: PublicPost, history: readonly DailyFollowers[], followersNow: number): number | null {
  return publicEngagementRate(post.likes, post.comments, followersOn(history, post.postedAt.toISOString().slice(0, 10), followersNow));
}

/** Net growth between the first and last snapshot inside the range; null with fewer than two. */
export function growthInRange(history: readonly DailyFollowers[], from: string, to: string): PublicFigures['followerGrowth'] {
  const inRange = history.filter((day) => day.date >= from && day.date <= to);
  if (inRange.length < 2) return null;
  const first = inRange[0];
  const last = inRange[inRange.length - 1];
  return {
    net: last.followers - first.followers,
    percent: first.followers > 0 ? ((last.followers - first.followers) / first.followers) * 100 : null,
    fromDate: first.date,
    toDate: last.date,
  };
}

export function publicFiguresOf({ followersNow, history, posts, from, to }: PublicFigureSources): PublicFigures {
  const days = daysBetween(from, to);
  const rates = posts.map((post) => postPublicEr(post, history, followersNow)).filter((rate): rate is number => rate !== null);
  return {
    followers: followersNow,
    followerGrowth: growthInRange(history, from, to),
    postsPerWeek: days > 0 ? (posts.length / days) * 7 : 0,
    posts: posts.length,
    avgLikes: mean(posts.map((post) => post.likes)),
    avgComments: mean(posts.map((post) => post.comments)),
    publicEr: mean(rates),
  };
}
