import { discoveryInsights, isDiscoveryRequest } from './discoveryAnswers';
import { badParameter, graphError, ok } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import type { DemoMedia } from './media';
import type { DemoAccount, DemoDay, DemoWorld } from './world';

const DAY_SECONDS = 86_400;
const MAX_WINDOW_SECONDS = 30 * DAY_SECONDS;
const DEPRECATED = new Set(['impressions', 'plays', 'video_views']);
/** Account metrics and the one period Meta offers each of them in. */
const ACCOUNT_METRIC_PERIODS: Record<string, string> = { reach: 'day', follower_count: 'day', online_followers: 'lifetime' };
const ACCOUNT_METRICS = new Set(Object.keys(ACCOUNT_METRIC_PERIODS));
const MEDIA_METRICS = new Set(['views', 'reach', 'likes', 'comments', 'shares', 'saved', 'total_interactions']);
const REELS_ONLY = new Set(['ig_reels_avg_watch_time', 'ig_reels_video_view_total_time']);

/** A comma-separated metric list, as the `metric` parameter or the `.metric()` modifier of field expansion carries it. */
export const metricList = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((metric) => metric.trim())
    .filter(Boolean);
const metricsOf = (request: GraphRequest) => metricList(request.query.get('metric'));

function refusedMetric(metrics: string[], allowed: Set<string>): GraphResponse | null {
  if (!metrics.length) return badParameter('The parameter metric is required');
  const bad = metrics.find((metric) => !allowed.has(metric));
  if (!bad) return null;
  if (DEPRECATED.has(bad)) return badParameter(`Starting from v22.0, the ${bad} metric is no longer supported; use views instead`);
  return badParameter(`metric[${metrics.indexOf(bad)}] must be one of the following values: ${[...allowed].join(', ')}`);
}

/** Meta stamps a daily value with the end of its day, at midnight Pacific time (07:00 or 08:00 UTC). */
const endTimeOf = (date: string) => new Date(Date.parse(date) + DAY_SECONDS * 1000 + 7 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '+0000');

export function accountInsights(account: DemoAccount, request: GraphRequest): GraphResponse {
  const metrics = metricsOf(request);
  if (isDiscoveryRequest(request, metrics)) return discoveryInsights(account, request, metrics);
  const refused = refusedMetric(metrics, ACCOUNT_METRICS);
  if (refused) return refused;
  const period = request.query.get('period');
  const mismatched = metrics.find((metric) => ACCOUNT_METRIC_PERIODS[metric] !== period);
  if (mismatched) return badParameter(`The ${mismatched} metric only supports period=${ACCOUNT_METRIC_PERIODS[mismatched]}`);
  const window = insightWindow(account, request);
  if ('refused' in window) return window.refused;
  const withheld = withheldFollowerMetric(account, metrics, window);
  if (withheld) return withheld;
  const days = account.daily.filter((day) => {
    const start = Date.parse(day.date) / 1000;
    return start >= window.since && start < window.until;
  });
  return ok({ data: metrics.map((metric) => seriesOf(account, metric, days)) });
}

/** since/until in unix seconds, at most 30 days apart; without them Meta answers the last two days. */
function insightWindow(account: DemoAccount, request: GraphRequest): { since: number; until: number } | { refused: GraphResponse } {
  const sinceParam = request.query.get('since');
  const untilParam = request.query.get('until');
  if (sinceParam === null && untilParam === null) {
    const until = Date.parse(account.daily[account.daily.length - 1].date) / 1000 + DAY_SECONDS;
    return { since: until - 2 * DAY_SECONDS, until };
  }
  const since = Number(sinceParam);
  const until = Number(untilParam);
  if (!Number.isInteger(since) || !Number.isInteger(until) || !since || !until || until <= since) {
    return { refused: badParameter('since and until must be unix timestamps with since before until') };
  }
  if (until - since > MAX_WINDOW_SECONDS) return { refused: badParameter('There cannot be more than 30 days (2592000 s) between since and until') };
  return { since, until };
}

/**
 * Meta's account insights reference: follower_count and online_followers are not offered under 100
 * followers, and follower_count only for the last 30 days, excluding today.
 */
function withheldFollowerMetric(account: DemoAccount, metrics: string[], window: { since: number; until: number }): GraphResponse | null {
  const followerMetric = metrics.find((metric) => metric === 'follower_count' || metric === 'online_followers');
  if (!followerMetric) return null;
  if (account.followersCount < 100) return badParameter(`The ${followerMetric} metric is not available for accounts with fewer than 100 followers`);
  if (followerMetric !== 'follower_count') return null;
  const today = Date.parse(account.daily[account.daily.length - 1].date) / 1000;
  if (window.since < today - MAX_WINDOW_SECONDS || window.until > today) {
    return badParameter('follower_count is only available for the last 30 days, excluding the current day');
  }
  return null;
}

function seriesOf(account: DemoAccount, metric: string, days: DemoDay[]) {
  const period = metric === 'online_followers' ? 'lifetime' : 'day';
  const values =
    metric === 'online_followers'
      ? days
          .filter((day) => day.onlineFollowers)
          .map((day) => ({ value: Object.fromEntries(day.onlineFollowers!.map((n, hour) => [String(hour), n])), end_time: endTimeOf(day.date) }))
      : days.map((day) => ({ value: metric === 'reach' ? day.reach : day.gainedFollowers, end_time: endTimeOf(day.date) }));
  return { name: metric, period, values, id: `${account.igUserId}/insights/${metric}/${period}` };
}

/**
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights : lifetime
 * values per metric. A post from before the business conversion has none: Meta answers error 100 with
 * subcode 2108006 (the same answer whether asked alone or nested in the media list).
 */
export function mediaInsights(world: DemoWorld, media: DemoMedia, metrics: string[]): GraphResponse {
  const reel = media.mediaProductType === 'REELS';
  const reelsOnly = reel ? undefined : metrics.find((metric) => REELS_ONLY.has(metric));
  if (reelsOnly) return badParameter(`The ${reelsOnly} metric is only supported for reels (media_product_type REELS)`);
  const refused = refusedMetric(metrics, reel ? new Set([...MEDIA_METRICS, ...REELS_ONLY]) : MEDIA_METRICS);
  if (refused) return refused;
  if (world.postedBeforeConversion.has(media.id)) return postedBeforeConversion();
  const insights = media.insights as Record<string, number | undefined>;
  return ok({
    data: metrics.map((metric) => ({
      name: metric,
      period: 'lifetime',
      values: [{ value: insights[metric] ?? 0 }],
      id: `${media.id}/insights/${metric}/lifetime`,
    })),
  });
}

const postedBeforeConversion = () =>
  graphError(400, 100, 'Media Posted Before Business Account Conversion', 2108006, {
    title: 'Media Posted Before Business Account Conversion',
    message: "The media was posted before the most recent time that the user's account was converted to a business account from a personal account.",
  });
