import { COMMENTER_NAMES, type AccountSpec, type FormatName } from './catalogue';
import { demoPictureUrl } from './pictures';
import type { Rng } from './random';
import { utcOffsetMinutes } from './timeZones';

export type DemoComment = { id: string; text: string; timestamp: string; username: string; like_count: number };

export type DemoMedia = {
  id: string;
  caption: string;
  mediaType: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
  mediaProductType: 'FEED' | 'REELS';
  // No permalink: the demo's posts do not exist on Instagram, and Graph itself leaves the field out of
  // some media (copyright flags), so the app already shows such a post without an "Open on Instagram".
  mediaUrl: string;
  thumbnailUrl: string | null;
  /** Graph's format: 2026-05-01T18:03:00+0000. */
  timestamp: string;
  likeCount: number;
  commentsCount: number;
  insights: {
    views: number;
    reach: number;
    likes: number;
    comments: number;
    shares: number;
    saved: number;
    total_interactions: number;
    ig_reels_avg_watch_time?: number;
    ig_reels_video_view_total_time?: number;
  };
  comments: DemoComment[];
};

const DAY_MS = 86_400_000;
const MAX_COMMENTS = 40;

/** Per format: share of followers reached, views per reach, and like, save and share rates per reach. */
const FORMAT_RATES: Record<FormatName, { reach: number; views: number; like: number; save: number; share: number }> = {
  IMAGE: { reach: 0.24, views: 1.3, like: 0.085, save: 0.012, share: 0.004 },
  CAROUSEL_ALBUM: { reach: 0.3, views: 1.9, like: 0.09, save: 0.036, share: 0.01 },
  REELS: { reach: 0.58, views: 2.2, like: 0.062, save: 0.015, share: 0.019 },
  VIDEO: { reach: 0.27, views: 1.6, like: 0.05, save: 0.008, share: 0.006 },
};

const isoGraph = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');
const lognormal = (rng: Rng, sd: number) => Math.exp(rng.normal(0, sd));

/** Several hundred posts over the history, newest first, with engagement shaped by hour, weekday, format and hashtags. */
/**
 * What the posts read of the account's follower curve (daily.ts FollowerCurve, which finishes its days from
 * these posts): followers per day and the days a post went viral. Said here, so the two files do not import each other.
 */
type FollowersByDay = { followers: number[]; viralDays: Set<number> };

export function generateMedia(rng: Rng, spec: AccountSpec, accountIndex: number, curve: FollowersByDay, firstDay: number, asOf: Date): DemoMedia[] {
  const days = curve.followers.length;
  const postDays = Array.from({ length: spec.posts }, () => Math.min(days - 1, Math.floor(days * Math.pow(rng.next(), 0.85)))).sort((a, b) => a - b);
  const viralTaken = new Set<number>();
  const posts = postDays.map((day, index) => {
    const viral = curve.viralDays.has(day) && !viralTaken.has(day);
    if (viral) viralTaken.add(day);
    return generatePost(rng, spec, { accountIndex, index, day, followers: curve.followers[day], firstDay, asOf, viral });
  });
  return posts.sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
}

type PostPlan = { accountIndex: number; index: number; day: number; followers: number; firstDay: number; asOf: Date; viral: boolean };

function generatePost(rng: Rng, spec: AccountSpec, plan: PostPlan): DemoMedia {
  const format = rng.weighted(spec.formatMix);
  const localHour = pickHour(rng, spec);
  const postedAt = postingTime(rng, spec, plan, localHour);
  const localWeekday = new Date(postedAt + utcOffsetMinutes(spec.timezone, new Date(postedAt)) * 60_000).getUTCDay();
  const tags = pickHashtags(rng, spec);
  const hourFactor = spec.bestHours.includes(localHour) ? 1.35 : spec.worstHours.includes(localHour) ? 0.6 : 1;
  const lift = tags.reduce((product, [, tagLift]) => product * tagLift, 1);
  const viralFactor = plan.viral ? 5 + rng.next() * 15 : rng.chance(0.012) ? 3 + rng.next() * 3 : 1;
  const rates = FORMAT_RATES[format];
  const reach = Math.round(plan.followers * rates.reach * hourFactor * spec.weekday[localWeekday] * lift * viralFactor * lognormal(rng, 0.3));
  const likes = Math.round(reach * rates.like * Math.sqrt(hourFactor) * lift * lognormal(rng, 0.2));
  const id = `18${plan.accountIndex}${String(plan.index).padStart(5, '0')}${rng.digits(9)}`;
  const comments = generateComments(rng, spec, id, postedAt, plan.asOf, commentCount(rng, spec, likes, plan.followers));
  const saved = Math.round(reach * rates.save * lift * lognormal(rng, 0.25));
  const shares = Math.round(reach * rates.share * lognormal(rng, 0.3));
  // Every account reached saw it at least once: views never fall below reach.
  const views = Math.max(reach, Math.round(reach * rates.views * lognormal(rng, 0.15)));
  const reel = format === 'REELS';
  const avgWatch = Math.round(4_000 + rng.next() * 10_000);
  return {
    id,
    caption: `${rng.pick(spec.hooks)} ${rng.pick(spec.subjects)}. ${rng.pick(spec.calls)}\n\n${tags.map(([tag]) => tag).join(' ')}`,
    mediaType: reel || format === 'VIDEO' ? 'VIDEO' : format,
    mediaProductType: reel ? 'REELS' : 'FEED',
    mediaUrl: demoPictureUrl(id),
    // A video's cover frame is its picture.
    thumbnailUrl: reel || format === 'VIDEO' ? demoPictureUrl(id) : null,
    timestamp: isoGraph(postedAt),
    likeCount: likes,
    commentsCount: comments.length,
    insights: {
      views,
      reach,
      likes,
      comments: comments.length,
      shares,
      saved,
      total_interactions: likes + comments.length + saved + shares,
      ...(reel ? { ig_reels_avg_watch_time: avgWatch, ig_reels_video_view_total_time: avgWatch * views } : {}),
    },
    comments,
  };
}

/** Busier posts draw more comments, quiet ones sometimes none; likes are ~3% of followers on a typical post. */
function commentCount(rng: Rng, spec: AccountSpec, likes: number, followers: number): number {
  const relativeLikes = likes / Math.max(1, followers * 0.03);
  return Math.min(MAX_COMMENTS, Math.floor(spec.commentsPerPost * Math.sqrt(relativeLikes) * lognormal(rng, 0.7)));
}

const hourWeights = new WeakMap<AccountSpec, ReadonlyArray<readonly [number, number]>>();

/** Accounts post mostly at their best hours, rarely at their worst, and seldom at night. */
function pickHour(rng: Rng, spec: AccountSpec): number {
  let weights = hourWeights.get(spec);
  if (!weights) {
    weights = Array.from({ length: 24 }, (_, hour) => {
      if (spec.bestHours.includes(hour)) return [hour, 2.2] as const;
      if (spec.worstHours.includes(hour)) return [hour, 0.5] as const;
      return [hour, hour >= 7 && hour <= 22 ? 1 : 0.15] as const;
    });
    hourWeights.set(spec, weights);
  }
  return rng.weighted(weights);
}

/** A moment on the planned day at that local hour, never after the world's cut-off (an hour before it, so nothing is brand new). */
function postingTime(rng: Rng, spec: AccountSpec, plan: PostPlan, localHour: number): number {
  const midnightUtc = plan.firstDay + plan.day * DAY_MS;
  const offset = utcOffsetMinutes(spec.timezone, new Date(midnightUtc + 12 * 3_600_000));
  let at = midnightUtc + (localHour * 60 + rng.int(0, 59) - offset) * 60_000;
  while (at > plan.asOf.getTime() - 3_600_000) at -= DAY_MS;
  return at;
}

function pickHashtags(rng: Rng, spec: AccountSpec) {
  const count = rng.int(3, Math.min(12, spec.hashtags.length));
  const pool = [...spec.hashtags];
  return Array.from({ length: count }, () => pool.splice(Math.floor(rng.next() * pool.length), 1)[0]);
}

function generateComments(rng: Rng, spec: AccountSpec, mediaId: string, postedAt: number, asOf: Date, count: number): DemoComment[] {
  const latest = asOf.getTime() - 60_000;
  return Array.from({ length: count }, (_, index) => {
    const at = Math.min(latest, postedAt + Math.round(Math.pow(rng.next(), 3) * 3 * DAY_MS) + 60_000);
    return {
      id: `17${mediaId.slice(2, 9)}${String(index).padStart(3, '0')}${rng.digits(6)}`,
      text: rng.pick(spec.comments),
      timestamp: isoGraph(at),
      username: rng.pick(COMMENTER_NAMES),
      like_count: Math.floor(Math.pow(rng.next(), 3) * 25),
    };
  }).sort((a, b) => (a.timestamp < b.timestamp ? 1 : -1));
}
