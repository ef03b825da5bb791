import {
  AUDIENCE_KINDS,
  AUDIENCE_METRICS,
  AUDIENCE_MIN_FOLLOWERS,
  AUDIENCE_TIMEFRAMES,
  DEPRECATED_AUDIENCE_TIMEFRAMES,
  type AudienceKind,
} from '../../../shared/audience';
import { demoAudience } from './audience';
import { badParameter, ok } from './graphAnswers';
import type { GraphRequest, GraphResponse } from './graphExchange';
import type { DemoAccount, DemoWorld } from './world';

const BREAKDOWNS = new Set(['age', 'gender', 'country', 'city']);
const KIND_OF_METRIC = new Map<string, AudienceKind>(AUDIENCE_KINDS.map((kind) => [AUDIENCE_METRICS[kind], kind]));
const TITLES: Record<AudienceKind, [string, string]> = {
  followers: ['Follower demographics', 'The demographic characteristics of followers, including countries, cities and gender distribution.'],
  engaged: ['Engaged audience demographics', 'The demographic characteristics of the engaged audience, including countries, cities and gender distribution.'],
  reached: ['Reached audience demographics', 'The demographic characteristics of the reached audience, including countries, cities and gender distribution.'],
};

export const isDemographicsMetric = (metric: string) => KIND_OF_METRIC.has(metric);

/**
 * The demographics metrics of https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights
 * as Meta answers them: period lifetime, metric_type total_value, one or more breakdowns of age, gender,
 * country and city, and a timeframe of this_week or this_month (the older values refused since v20.0).
 * Under 100 followers, or for an account the Graph fake withholds, Meta returns its documented empty data
 * set ("instead of 0").
 */
export function audienceInsights(world: DemoWorld, account: DemoAccount, request: GraphRequest, metrics: string[]): GraphResponse {
  const refused = refusedRequest(request, metrics);
  if (refused) return refused;
  if (account.followersCount < AUDIENCE_MIN_FOLLOWERS || world.audienceWithheld.has(account.igUserId)) return ok({ data: [] });
  const breakdown = request.query.get('breakdown')!.split(',');
  const timeframe = request.query.get('timeframe') ?? 'this_month';
  return ok({ data: metrics.map((metric) => metricAnswer(account, KIND_OF_METRIC.get(metric)!, breakdown, timeframe)) });
}

function refusedRequest(request: GraphRequest, metrics: string[]): GraphResponse | null {
  const other = metrics.find((metric) => !isDemographicsMetric(metric));
  if (other) return badParameter(`The ${other} metric cannot be requested together with demographics metrics`);
  if (request.query.get('period') !== 'lifetime') return badParameter('Demographics metrics only support period=lifetime');
  if (request.query.get('metric_type') !== 'total_value') return badParameter('Demographics metrics only support metric_type=total_value');
  if (request.query.has('since') || request.query.has('until')) return badParameter('Demographics metrics do not support the since and until parameters');
  const breakdown = (request.query.get('breakdown') ?? '').split(',').filter(Boolean);
  if (!breakdown.length) return badParameter('Demographics metrics require the breakdown parameter (age, city, country, gender)');
  const bad = breakdown.find((value) => !BREAKDOWNS.has(value));
  if (bad) return badParameter(`breakdown[${breakdown.indexOf(bad)}] must be one of the following values: age, city, country, gender`);
  return refusedTimeframe(request.query.get('timeframe'), metrics);
}

function refusedTimeframe(timeframe: string | null, metrics: string[]): GraphResponse | null {
  if (timeframe === null) {
    const needsOne = metrics.find((metric) => metric !== AUDIENCE_METRICS.followers);
    return needsOne ? badParameter(`The ${needsOne} metric requires the timeframe parameter (this_week, this_month)`) : null;
  }
  if ((DEPRECATED_AUDIENCE_TIMEFRAMES as readonly string[]).includes(timeframe)) {
    return badParameter(`Starting from v20.0, timeframe=${timeframe} is no longer supported; use this_week or this_month`);
  }
  if (!(AUDIENCE_TIMEFRAMES as readonly string[]).includes(timeframe))
    return badParameter('timeframe must be one of the following values: this_week, this_month');
  return null;
}

/** this_week holds about a quarter of this_month's reached and engaged people; followers are a state, not a window. */
function scaled(value: number, kind: AudienceKind, timeframe: string): number {
  return kind === 'followers' || timeframe === 'this_month' ? value : Math.round(value * 0.3);
}

function metricAnswer(account: DemoAccount, kind: AudienceKind, breakdown: string[], timeframe: string) {
  const audience = demoAudience(account, kind);
  const results = resultsFor(audience, breakdown)
    .map((result) => ({ ...result, value: scaled(result.value, kind, timeframe) }))
    .filter((result) => result.value > 0);
  const metric = AUDIENCE_METRICS[kind];
  return {
    name: metric,
    period: 'lifetime',
    title: TITLES[kind][0],
    description: TITLES[kind][1],
    total_value: { breakdowns: [{ dimension_keys: ['timeframe', ...breakdown], results }] },
    id: `${account.igUserId}/insights/${metric}/lifetime`,
  };
}

type Result = { dimension_values: string[]; value: number };

/** One result per combination asked: age and gender from the age × gender cells, places from their lists. */
function resultsFor(audience: ReturnType<typeof demoAudience>, breakdown: string[]): Result[] {
  const timeframeKey = 'THIS_MONTH';
  const key = breakdown.join(',');
  const sum = (cells: Array<{ k: string; value: number }>) => {
    const totals = new Map<string, number>();
    for (const cell of cells) totals.set(cell.k, (totals.get(cell.k) ?? 0) + cell.value);
    return [...totals].map(([k, value]) => ({ dimension_values: [timeframeKey, ...k.split('|')], value }));
  };
  if (key === 'age,gender') return audience.ageGender.map((cell) => ({ dimension_values: [timeframeKey, cell.age, cell.gender], value: cell.value }));
  if (key === 'gender,age') return audience.ageGender.map((cell) => ({ dimension_values: [timeframeKey, cell.gender, cell.age], value: cell.value }));
  if (key === 'age') return sum(audience.ageGender.map((cell) => ({ k: cell.age, value: cell.value })));
  if (key === 'gender') return sum(audience.ageGender.map((cell) => ({ k: cell.gender, value: cell.value })));
  if (key === 'country') return audience.countries.map((row) => ({ dimension_values: [timeframeKey, row.key], value: row.value }));
  if (key === 'city') return audience.cities.map((row) => ({ dimension_values: [timeframeKey, row.key], value: row.value }));
  // Places crossed with age or gender are not something the sync asks; Meta answers them, the demo answers nothing for them.
  return [];
}
