/**
 * The analytics formulas (docs/metrics.md) as pure functions, so they are unit-tested once and every
 * consumer (chat prompt, offline playbooks, later dashboards) computes figures the same way.
 * Rates are fractions; null means "not enough data", never a made-up zero.
 */
import { FOLLOWER_TIERS, type FollowerTier } from '../../../shared/benchmarks';
import { cutToGraphemes } from '../../../shared/graphemes';
import { WEEKDAY_NAMES } from '../../../shared/dateSpan';
import type { FormatStat, MediaType, PostingSlot } from '../../../shared/insights';

export { WEEKDAY_NAMES };
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Public ER of one post: (likes + comments) ÷ followers at the time. Unknown likes (hidden by the owner) make
 * it unknown: the post is left out of every mean of public ER, never rated as if it had 0 likes.
 */
export function publicEngagementRate(likes: number | null, comments: number, followers: number): number | null {
  return likes !== null && followers > 0 ? (likes + comments) / followers : null;
}

/** ER of an own post: (likes + comments + saves + shares) ÷ reach. */
export function ownEngagementRate(post: {
  likes: number | null;
  comments: number;
  saves: number | null;
  shares: number | null;
  reach: number | null;
}): number | null {
  // Unknown likes, reach, saves or shares (hidden or refused) make the rate unknown: a partial sum would understate it.
  if (post.likes === null || post.reach === null || post.reach <= 0 || post.saves === null || post.shares === null) return null;
  return (post.likes + post.comments + post.saves + post.shares) / post.reach;
}

export interface DailyFollowers {
  date: string; // YYYY-MM-DD
  followers: number;
}

/** Followers on the last recorded day on or before `date`; the fallback when history doesn't reach back that far. */
export function followersOn(history: readonly DailyFollowers[], date: string, fallback: number): number {
  let found: number | null = null;
  for (const day of history) {
    if (day.date > date) break;
    found = day.followers;
  }
  return found ?? fallback;
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ~50 µs, and a competitor's figures
 * read the weekday and hour of each of its posts in the same zone (competitors/figures.ts).
 */
const weekdayHourFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayHourFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayHourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    weekdayHourFormats.set(timeZone, format);
  }
  return format;
}

/** Weekday (0 = Sunday) and hour (0–23) of an instant as seen on a wall clock in `timeZone`. */
export function weekdayHourIn(instant: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = weekdayHourFormat(timeZone).formatToParts(instant);
  const weekday = SHORT_WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((p) => p.type === 'hour')?.value);
  return { weekday, hour };
}

export interface PostEngagement {
  postedAt: Date;
  publicEr: number;
}

/** Best time to post: median public ER per weekday × hour slot in the account's time zone, best `limit` slots. */
export function bestPostingSlots(posts: readonly PostEngagement[], timeZone: string, limit = 3): PostingSlot[] {
  const slots = new Map<string, { weekday: number; hour: number; rates: number[] }>();
  for (const post of posts) {
    const { weekday, hour } = weekdayHourIn(post.postedAt, timeZone);
    const key = `${weekday}:${hour}`;
    const slot = slots.get(key) ?? { weekday, hour, rates: [] };
    slot.rates.push(post.publicEr);
    slots.set(key, slot);
  }
  return [...slots.values()]
    .map((s) => ({ weekday: s.weekday, weekdayName: WEEKDAY_NAMES[s.weekday], hour: s.hour, medianPublicEr: median(s.rates) ?? 0, posts: s.rates.length }))
    .sort((a, b) => b.medianPublicEr - a.medianPublicEr || b.posts - a.posts || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, limit);
}

/**
 * Per media type: how many posts and their average public ER, most-engaging format first. Every post
 * counts; the mean is over the posts with a public ER (a post whose likes its owner hides has none), and
 * unknown (last) for a format with none.
 */
export function formatMix(posts: readonly { mediaType: MediaType; publicEr: number | null }[]): FormatStat[] {
  const byType = new Map<MediaType, { posts: number; rates: number[] }>();
  for (const post of posts) {
    const format = byType.get(post.mediaType) ?? { posts: 0, rates: [] };
    format.posts += 1;
    if (post.publicEr !== null) format.rates.push(post.publicEr);
    byType.set(post.mediaType, format);
  }
  return [...byType.entries()]
    .map(([mediaType, format]) => ({ mediaType, posts: format.posts, avgPublicEr: mean(format.rates) }))
    .sort((a, b) => (b.avgPublicEr ?? -1) - (a.avgPublicEr ?? -1));
}

/** The follower tier an account of `followers` falls in. */
export function followerTier(followers: number): FollowerTier {
  return FOLLOWER_TIERS.find((tier) => followers < tier.below) ?? FOLLOWER_TIERS[FOLLOWER_TIERS.length - 1];
}

export function excerpt(text: string | null, maxChars = 80): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  // Counted in user-perceived characters: a cut through an emoji's surrogate pair wrote "�" into the assistant's answers.
  return cutToGraphemes(flat, maxChars);
}
