/**
 * A competitor's detail figures from its stored posts and snapshots, as pure functions: every rate is
 * postPublicEr (the same public ER as the list, the user's own side and the peers), and medians and
 * the weekday × hour clock are the dashboard's own (analytics/formulas).
 */
import { BREAKOUT_FACTOR, type CompetitorAnalytics, type CompetitorPost } from '../../../shared/competitors';
import type { HeatmapCell } from '../../../shared/analytics';
import type { DailyFollowers } from '../analytics/public';
import { bestPostingSlots, formatMix, mean, median, postPublicEr } from '../analytics/public';
import type { StoredPost } from './repository';

export type RatedPost = StoredPost & { publicEr: number | null };

export type BreakoutRule = { medianPublicEr: number | null; threshold: number | null };

/** Each post with its public ER on the followers of its day (the latest count when the history starts later). */
export function ratePosts(posts: readonly StoredPost[], history: readonly DailyFollowers[], followersNow: number): RatedPost[] {
  return posts.map((post) => ({ ...post, publicEr: postPublicEr(post, history, followersNow) }));
}

/** The posts published on the period's days (each post's day is already on the tracking account's clock). */
export const postsInRange = <T extends { day: string }>(posts: readonly T[], from: string, to: string) =>
  posts.filter((post) => post.day >= from && post.day <= to);

const ratesOf = (posts: readonly RatedPost[]) => posts.map((post) => post.publicEr).filter((rate): rate is number => rate !== null);

/** Breakouts beat BREAKOUT_FACTOR × the median public ER of all the competitor's tracked posts. */
export function breakoutRule(posts: readonly RatedPost[]): BreakoutRule {
  const medianPublicEr = median(ratesOf(posts));
  return { medianPublicEr, threshold: medianPublicEr === null ? null : medianPublicEr * BREAKOUT_FACTOR };
}

export const breakoutFormula = (postsCounted: number) =>
  `public ER above ${BREAKOUT_FACTOR} × the competitor's median public ER over its ${postsCounted} tracked posts`;

export function toCompetitorPost(post: RatedPost, rule: BreakoutRule): CompetitorPost {
  return {
    id: post.id,
    igMediaId: post.igMediaId,
    mediaType: post.mediaType,
    postedAt: post.postedAt.toISOString(),
    caption: post.caption,
    permalink: post.permalink,
    likes: post.likes,
    comments: post.comments,
    publicEr: post.publicEr,
    breakout: post.publicEr !== null && rule.threshold !== null && post.publicEr > rule.threshold,
  };
}

const withRate = (posts: readonly RatedPost[]) => posts.filter((post): post is RatedPost & { publicEr: number } => post.publicEr !== null);

/** Post count and mean public ER per format, most engaging first (the assistant's format mix); a post without a rate still counts. */
export const formatsOf = (posts: readonly RatedPost[]): CompetitorAnalytics['formats'] => formatMix(posts);

const TOP_HASHTAGS = 15;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

/** The hashtags used most often, each counted once per post, with the mean public ER of its posts. */
export function hashtagsOf(posts: readonly RatedPost[]): CompetitorAnalytics['hashtags'] {
  const byTag = new Map<string, RatedPost[]>();
  for (const post of posts) {
    for (const tag of new Set((post.caption?.match(HASHTAG) ?? []).map((found) => found.toLowerCase()))) byTag.set(tag, [...(byTag.get(tag) ?? []), post]);
  }
  return [...byTag]
    .map(([tag, tagged]) => ({ tag, posts: tagged.length, avgPublicEr: mean(ratesOf(tagged)) }))
    .sort((a, b) => b.posts - a.posts || (b.avgPublicEr ?? -1) - (a.avgPublicEr ?? -1) || a.tag.localeCompare(b.tag))
    .slice(0, TOP_HASHTAGS);
}

/** Median public ER per weekday × hour on the connected account's clock, so both accounts read one time zone. */
export function heatmapOf(posts: readonly RatedPost[], timezone: string): HeatmapCell[] {
  return bestPostingSlots(withRate(posts), timezone, Number.POSITIVE_INFINITY)
    .map(({ weekday, hour, medianPublicEr, posts: count }) => ({ weekday, hour, medianPublicEr, posts: count }))
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
}
