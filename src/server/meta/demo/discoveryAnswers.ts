import { badParameter, ok } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import { createRng } from './random';
import type { DemoAccount, DemoDay } from './world';

/**
 * The demo's discovery insights, shaped as the Instagram Account Insights reference documents a
 * `metric_type=total_value` answer with a breakdown
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `views` by `follower_type`, `reach` by `follow_type`, `profile_links_taps` by `contact_button_type`,
 * `follows_and_unfollows` by `follow_type`. Each value is the sum over the since–until days, derived from
 * the world's own daily reach and follower changes so the pages agree with each other.
 */
const DAY_SECONDS = 86_400;
const MAX_WINDOW_SECONDS = 30 * DAY_SECONDS;
const BREAKDOWNS: Record<string, string> = {
  views: 'follower_type',
  reach: 'follow_type',
  profile_links_taps: 'contact_button_type',
  follows_and_unfollows: 'follow_type',
};
const CONTACT_BUTTONS = ['CALL', 'EMAIL', 'DIRECTION', 'TEXT', 'BOOK_NOW'] as const;
/** Meta keeps follows_and_unfollows for the last 30 days (the brief, and the reach of its other daily follower metric). */
const FOLLOWS_KEPT_DAYS = 30;

/** A total_value request for the discovery metrics (plain daily reach stays a time series: insightAnswers.ts). */
export function isDiscoveryRequest(request: GraphRequest, metrics: string[]): boolean {
  return request.query.get('metric_type') === 'total_value' && metrics.length > 0 && metrics.every((metric) => metric in BREAKDOWNS);
}

export function discoveryInsights(account: DemoAccount, request: GraphRequest, metrics: string[]): GraphResponse {
  const breakdown = request.query.get('breakdown');
  const wrong = metrics.find((metric) => breakdown !== null && BREAKDOWNS[metric] !== breakdown);
  if (wrong) return badParameter(`The ${wrong} metric does not support the ${breakdown} breakdown`);
  if (request.query.get('period') !== 'day') return badParameter('The total_value metrics only support period=day');
  const since = Number(request.query.get('since'));
  const until = Number(request.query.get('until'));
  if (!Number.isInteger(since) || !Number.isInteger(until) || until <= since)
    return badParameter('since and until must be unix timestamps with since before until');
  if (until - since > MAX_WINDOW_SECONDS) return badParameter('There cannot be more than 30 days (2592000 s) between since and until');
  const today = Date.parse(account.daily[account.daily.length - 1].date) / 1000;
  if (metrics.includes('follows_and_unfollows') && since < today - FOLLOWS_KEPT_DAYS * DAY_SECONDS) {
    return badParameter('follows_and_unfollows is only available for the last 30 days');
  }
  const days = account.daily.filter((day) => {
    const start = Date.parse(day.date) / 1000;
    return start >= since && start < until;
  });
  return ok({ data: metrics.map((metric) => totalValue(account, metric, breakdown, days)) });
}

function totalValue(account: DemoAccount, metric: string, breakdown: string | null, days: DemoDay[]) {
  const parts = new Map<string, number>();
  for (const day of days) for (const [key, value] of Object.entries(dayParts(account, metric, day))) parts.set(key, (parts.get(key) ?? 0) + value);
  const value = [...parts.values()].reduce((sum, part) => sum + part, 0);
  const results = [...parts].filter(([, count]) => count > 0).map(([key, count]) => ({ dimension_values: [key], value: count }));
  return {
    name: metric,
    period: 'day',
    title: metric,
    description: metric,
    total_value: breakdown ? { value, breakdowns: [{ dimension_keys: [breakdown], results }] } : { value },
    id: `${account.igUserId}/insights/${metric}/day`,
  };
}

/** One day's split, seeded by account and date so every read of a day answers the same. */
function dayParts(account: DemoAccount, metric: string, day: DemoDay): Record<string, number> {
  const rng = createRng(`${account.igUserId}:${day.date}:${metric}`);
  if (metric === 'follows_and_unfollows') {
    return { FOLLOWER: day.gainedFollowers, NON_FOLLOWER: day.gainedFollowers - day.netFollowers };
  }
  if (metric === 'profile_links_taps') {
    const taps = Math.round(day.reach * rng.normal(0.0035, 0.001));
    const weights = [0.34, 0.26, 0.22, 0.1, 0.08];
    return Object.fromEntries(CONTACT_BUTTONS.map((button, index) => [button, Math.max(0, Math.round(taps * weights[index] * rng.normal(1, 0.25)))]));
  }
  // Reels and Explore bring non-followers: about six in ten reached accounts on a typical day.
  const nonFollowerShare = Math.min(0.85, Math.max(0.3, rng.normal(0.58, 0.08)));
  const reach = day.reach;
  const base = metric === 'views' ? Math.round(reach * rng.normal(2.1, 0.25)) : reach;
  const nonFollowers = Math.round(base * nonFollowerShare);
  return { FOLLOWER: base - nonFollowers, NON_FOLLOWER: nonFollowers };
}
