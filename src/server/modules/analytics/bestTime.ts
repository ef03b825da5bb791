/**
 * Best time to post: ONE computation for the dashboard's best hours, the content assistant's
 * posting-time advice and the assistant's answers, so the screens cannot name different hours.
 *
 * The unit is the hour of the day on the account's clock, every weekday together: a weekday × hour
 * slot holds one or two posts in a month, an hour of the day several, and the demo's and most
 * accounts' real effect is the hour. Each hour's mean public ER is shrunk toward the account's mean
 * (empirical Bayes, the "Bayesian average",
 * https://iiab.live/kiwix/content/wikipedia_en_all_maxi_2023-05/A/Bayesian_average: as if k more posts
 * at the account's mean had been made at that hour):
 *   estimate = (n · hour mean + k · account mean) ÷ (n + k),  k = PRIOR_POSTS = 5
 * and an hour needs MIN_HOUR_POSTS posts to be ranked at all, so one lucky post never ranks first
 * however extreme it is. The heatmap's cells keep their raw medians: they describe, this ranks.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { BestTimes, HeatmapCell, PostingHour } from '../../../shared/analytics';
import type { Db } from '../../db/client';
import { accumulateFloat8, float8Avg, float8VarSamp, newFloat8Accumulator, percentileCont, type Float8Accumulator } from './float8Aggregates';
import { pooledStats, type SampleStats } from './meanRatio';
import { postsIn } from './overviewRepository';
import { rowsOf } from '../../db/rawRows';
import type { PeriodScope } from './periodScope';

/** k of the estimate: the weight of the account's mean, in posts. */
const PRIOR_POSTS = 5;
/** Hours with fewer posts are shown in the heatmap but not ranked. */
const MIN_HOUR_POSTS = 3;
/** The best hours the dashboard names, and every answer after it. */
export const BEST_HOURS_SHOWN = 3;

type RankedHour = PostingHour & { stats: SampleStats };
export type HourStats = { hour: number; stats: SampleStats };
/** Every ranked hour, best first, with its posts' statistics (what the content advice compares); `every` hour posted at. */
export type HourRanking = { hours: RankedHour[]; account: SampleStats | null; every: HourStats[] };

/** A period's rated posts as sortedSlotPostsSql hands them over: each one's slot (weekday × 24 + hour) and public ER. */
export type SlotPosts = { slots: readonly number[]; rates: readonly number[] };

/**
 * The rated posts of a set (postsIn's columns) sorted by hour, then weekday: the order in which the
 * database's grouping sets by (weekday, hour) and (hour), which worked these statistics out before,
 * read them, so the float sums below take their terms in the same order.
 */
export const sortedSlotPostsSql = (posts: SQL) => sql`
  select json_build_array(coalesce(json_agg(weekday * 24 + hour), '[]'), coalesce(json_agg(public_er), '[]'))
  from (select weekday, hour, public_er from ${posts} where public_er is not null order by hour, weekday) sorted`;

/** A weekday × hour cell's (or an hour's, every weekday together) posts. */
type SlotGroup = { weekday: number; hour: number; state: Float8Accumulator; rates: number[] };

function groupIn(groups: Map<number, SlotGroup>, key: number, weekday: number, hour: number): SlotGroup {
  let group = groups.get(key);
  if (!group) groups.set(key, (group = { weekday, hour, state: newFloat8Accumulator(), rates: [] }));
  return group;
}

/**
 * The heatmap's cells (the median public ER per weekday × hour) and each hour's statistics, from the posts
 * sortedSlotPostsSql returns: the one computation of both, for the dashboard's heatmap and every best-time
 * answer. Worked out here rather than by some 200 groups of aggregates, each median its own sort, in the
 * database; the statistics are the database's own (float8Aggregates.ts replays Postgres's arithmetic) over
 * the same values in the same order, so the figures are the ones it gave, to the bit.
 */
export function slotsOfSortedPosts({ slots, rates }: SlotPosts): { cells: HeatmapCell[]; hours: HourStats[] } {
  const cells = new Map<number, SlotGroup>();
  const hours = new Map<number, SlotGroup>();
  slots.forEach((slot, index) => {
    const [weekday, hour, rate] = [Math.floor(slot / 24), slot % 24, rates[index]];
    const cell = groupIn(cells, slot, weekday, hour);
    accumulateFloat8(cell.state, rate);
    cell.rates.push(rate);
    accumulateFloat8(groupIn(hours, hour, weekday, hour).state, rate);
  });
  const median = ({ rates: values }: SlotGroup) =>
    percentileCont(
      [...values].sort((a, b) => a - b),
      0.5,
    ) ?? 0;
  const stats = ({ state }: SlotGroup): SampleStats => ({ n: state.n, mean: float8Avg(state) ?? 0, variance: float8VarSamp(state) ?? 0 });
  return {
    cells: [...cells.values()]
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map((cell) => ({ weekday: cell.weekday, hour: cell.hour, medianPublicEr: median(cell), posts: cell.state.n })),
    hours: [...hours.values()].sort((a, b) => a.hour - b.hour).map((group) => ({ hour: group.hour, stats: stats(group) })),
  };
}

async function postingTimeRows(db: Db, scope: PeriodScope, from: string, to: string) {
  const [row] = await rowsOf(db, sql`with p as (${postsIn(scope, from, to)}) select (${sortedSlotPostsSql(sql`p`)})::text as posts`);
  const [slots, rates] = JSON.parse(String(row.posts)) as [number[], number[]];
  return slotsOfSortedPosts({ slots, rates });
}

/** Estimates equal but for float noise (two statements summing the same rows in another order) are a tie, broken the same way on every screen. */
const byEstimate = (a: PostingHour, b: PostingHour) =>
  Math.abs(b.estimatedPublicEr - a.estimatedPublicEr) > 1e-12 ? b.estimatedPublicEr - a.estimatedPublicEr : 0;

/**
 * Hours ranked by their shrunk estimate; under MIN_HOUR_POSTS posts an hour is left out. The input is each
 * hour's public ER statistics over the period's posts (PUBLIC_ER_STATS): the dashboard's come with its
 * heatmap cells, the content page's with its hour groups, so neither pays for another scan of the posts.
 */
export function rankHours(hours: readonly HourStats[]): HourRanking {
  const account = pooledStats(hours.map((h) => h.stats));
  if (!account) return { hours: [], account: null, every: [] };
  const ranked = hours
    .filter(({ stats }) => stats.n >= MIN_HOUR_POSTS)
    .map(({ hour, stats }) => ({
      hour,
      posts: stats.n,
      meanPublicEr: stats.mean,
      estimatedPublicEr: (stats.n * stats.mean + PRIOR_POSTS * account.mean) / (stats.n + PRIOR_POSTS),
      stats,
    }))
    .sort((a, b) => byEstimate(a, b) || b.posts - a.posts || a.hour - b.hour);
  return { hours: ranked, account, every: [...hours] };
}

/** The ranking as the pages and the assistant show it: the best hours, the prior and the rule. */
export function bestTimesOf(ranking: HourRanking, timezone: string): BestTimes {
  return {
    hours: ranking.hours
      .slice(0, BEST_HOURS_SHOWN)
      .map(({ hour, posts, meanPublicEr, estimatedPublicEr }) => ({ hour, posts, meanPublicEr, estimatedPublicEr })),
    accountMeanPublicEr: ranking.account?.mean ?? null,
    postsRated: ranking.account?.n ?? 0,
    priorPosts: PRIOR_POSTS,
    minPosts: MIN_HOUR_POSTS,
    timezone,
    formula: `hours of the day on the account's clock (${timezone}), every weekday together, ranked by (posts × the hour's mean public ER + ${PRIOR_POSTS} × the account's mean) ÷ (posts + ${PRIOR_POSTS}); an hour needs ${MIN_HOUR_POSTS} posts to be ranked`,
  };
}

/** The heatmap cells and the hour ranking of the period. */
export async function postingTimes(db: Db, scope: PeriodScope, from: string, to: string): Promise<{ cells: HeatmapCell[]; ranking: HourRanking }> {
  const { cells, hours } = await postingTimeRows(db, scope, from, to);
  return { cells, ranking: rankHours(hours) };
}
