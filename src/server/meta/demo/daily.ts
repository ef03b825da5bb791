import type { AccountSpec } from './catalogue';
import type { DemoMedia } from './media';
import type { Rng } from './random';
import { utcOffsetMinutes } from './timeZones';

export type DemoDay = {
  date: string;
  reach: number;
  /** Net change of the total that day (gained − lost); negative on a bad day. Not served by Meta. */
  netFollowers: number;
  /**
   * Accounts that started following that day: what Meta serves as follower_count (never negative).
   * gained − lost = netFollowers.
   */
  gainedFollowers: number;
  /** Total at the end of the day. */
  followers: number;
  /** Followers online per UTC hour (Meta's online_followers); only for the last 30 days, as Meta keeps. */
  onlineFollowers: number[] | null;
};

export type FollowerCurve = {
  followers: number[];
  /** Days on which a post went viral: followers jump for a few days after. */
  viralDays: Set<number>;
  finish(media: DemoMedia[]): DemoDay[];
};

const DAY_MS = 86_400_000;
const ONLINE_DAYS = 30;
const VIRAL_DAYS = 6;

/** Slow growth with noise, weekend dips and a few bursts after viral posts. */
export function generateDaily(rng: Rng, spec: AccountSpec, firstDay: number, days: number): FollowerCurve {
  const viralDays = new Set(Array.from({ length: VIRAL_DAYS }, () => rng.int(30, days - 3)));
  const baseGrowth = ((spec.followersEnd - spec.followersStart) / days) * 0.8;
  const followers: number[] = [];
  const newFollowers: number[] = [];
  let total = spec.followersStart;
  let burst = 0;
  for (let day = 0; day < days; day++) {
    if (viralDays.has(day)) burst += total * rng.normal(0.012, 0.003);
    const weekday = new Date(firstDay + day * DAY_MS).getUTCDay();
    const trend = baseGrowth * (0.6 + (0.8 * day) / days) * spec.weekday[weekday];
    const net = Math.round(trend + rng.normal(0, Math.max(3, baseGrowth * 0.9)) + burst * 0.45) || 0; // never -0
    burst *= 0.55;
    total += net;
    followers.push(total);
    newFollowers.push(net);
  }
  return {
    followers,
    viralDays,
    finish: (media) => buildDays(rng, spec, firstDay, followers, newFollowers, media),
  };
}

function buildDays(rng: Rng, spec: AccountSpec, firstDay: number, followers: number[], newFollowers: number[], media: DemoMedia[]): DemoDay[] {
  const postReach = new Map<string, number>();
  for (const post of media) {
    // Meta's side: the fake serves daily insights on UTC days, as it dates their end_time.
    const date = post.timestamp.slice(0, 10);
    postReach.set(date, (postReach.get(date) ?? 0) + post.insights.reach);
  }
  return followers.map((total, day) => {
    const at = new Date(firstDay + day * DAY_MS);
    const net = newFollowers[day];
    const date = at.toISOString().slice(0, 10);
    const yesterday = new Date(at.getTime() - DAY_MS).toISOString().slice(0, 10);
    const organic = total * 0.09 * spec.weekday[at.getUTCDay()] * Math.exp(rng.normal(0, 0.18));
    const fromPosts = 0.7 * (postReach.get(date) ?? 0) + 0.25 * (postReach.get(yesterday) ?? 0);
    return {
      date,
      reach: Math.round(organic + fromPosts),
      netFollowers: net,
      gainedFollowers: net + unfollowsOn(day, total, net),
      followers: total,
      onlineFollowers: day >= followers.length - ONLINE_DAYS ? onlineCurve(rng, spec, total, at) : null,
    };
  });
}

/**
 * Unfollows of a day: a small steady churn (about 0.05–0.1 % of the audience), and at least the loss on a
 * day whose net change is negative. Derived without the random stream, so the rest of the world is unchanged.
 */
function unfollowsOn(day: number, total: number, net: number): number {
  const churn = Math.round(total * (0.0005 + 0.0001 * (day % 5)));
  return Math.max(churn, -net);
}

/** Online followers by UTC hour, peaking at the account's best local hours. */
function onlineCurve(rng: Rng, spec: AccountSpec, total: number, day: Date): number[] {
  const offsetHours = Math.round(utcOffsetMinutes(spec.timezone, day) / 60);
  return Array.from({ length: 24 }, (_, utcHour) => {
    const local = (utcHour + offsetHours + 24) % 24;
    const activity = spec.bestHours.includes(local) ? 1 : spec.worstHours.includes(local) ? 0.12 : local >= 7 && local <= 23 ? 0.6 : 0.25;
    return Math.round(total * 0.22 * activity * Math.exp(rng.normal(0, 0.08)));
  });
}
