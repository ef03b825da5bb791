/**
 * What the overview reads of one period, in one statement (docs/performance.md; on Postgres the shown period's work
 * is split in two, run side by side: preparedStatements.ts jsonValuesOf): the period's posts (postsIn) and
 * its daily rows. The shown period's posts are read once into a materialised CTE that its several
 * aggregates read; the compared period's two aggregates read the index each, which costs less than storing
 * the rows (GROUP BY day then follows the index's order, with no sort or hash). The answer travels as JSON
 * arrays, days as offsets from the period's first day: on embedded PGlite every row, key and date string of
 * a result costs time to build and to decode, and so does every statement.
 *
 * The aggregates are the ones separate statements did before, over the same rows in the same order, so the
 * figures are the same to the bit (postFacts.test.ts, overview.test.ts, scripts/bench/analyticsAnswers.mjs).
 * The heatmap's statistics are worked out here from its posts in the order the database's grouping would
 * read them (bestTime.ts slotsOfSortedPosts): some 200 groups, each median its own sort, cost the database
 * more than the posts' rates cost to send.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { HeatmapCell } from '../../../shared/analytics';
import { daysBetween } from '../../../shared/dateSpan';
import type { Db } from '../../db/client';
import { slotsOfSortedPosts, sortedSlotPostsSql, type HourStats, type SlotPosts } from './bestTime';
import { consecutiveDates } from './consecutiveDates';
import type { DailyFollowers } from './formulas';
import {
  formatRowOf,
  formatRowsSql,
  numberOr,
  postsIn,
  rankedPostOf,
  type DailyAggregate,
  type FormatRow,
  type PostAggregate,
  type RankedPost,
  type SeriesDay,
} from './overviewRepository';
import type { PeriodScope } from './periodScope';
import { jsonValuesOf } from './preparedStatements';
import { postRateSql, rateSumSql } from './publicRateSql';
import type { PeriodEnds, PostTotals } from './publicFigures';

/** Everything the overview reads of a period: for the period shown and for the one it is compared with. */
export type PeriodSummary = {
  aggregate: PostAggregate;
  /** The public figures' post totals (publicFiguresOfTotals). */
  totals: PostTotals;
  daily: DailyAggregate;
  /** The snapshots that frame the period (periodEndsQuery's). */
  ends: PeriodEnds;
  /** Every day of the period, with its daily row's figures and its posts' sums (0 on a day without posts). */
  series: SeriesDay[];
};

/** The shown period's summary, with what only it shows: formats, the heatmap's cells and hours, the ranked posts. */
export type PeriodDetail = PeriodSummary & {
  formats: FormatRow[];
  cells: HeatmapCell[];
  hours: HourStats[];
  best: RankedPost[];
  worst: RankedPost[];
};

type Json = Record<string, unknown>;
type Nullable = number | string | null;

/** The ranked posts of the period with what the page shows of them (rankedPosts' columns). */
const rankedJson = (direction: SQL, limit: number) => sql`(
  select coalesce(json_agg(json_build_object('id', m.id, 'media_type', m.media_type, 'posted_at', m.posted_at, 'caption', m.caption,
      'permalink', m.permalink, 'thumbnail_url', coalesce(m.thumbnail_url, m.media_url), 'likes', m.likes, 'comments', m.comments,
      'saves', m.saves, 'shares', m.shares, 'reach', m.reach, 'views', m.views, 'public_er', r.public_er, 'er_by_reach', r.er_by_reach)
    order by r.public_er ${direction}, r.posted_at desc), '[]')
  from (select id, public_er, er_by_reach, posted_at from p where public_er is not null order by public_er ${direction}, posted_at desc limit ${limit}) r
  join ig_media m on m.id = r.id)`;

/** What only the shown period's answer reads: formatBreakdown's aggregates, the heatmap's posts, rankedPosts'. */
const detailSql = (ranked: number) => [
  sql`(select coalesce(json_agg(json_build_array(f.media_type, f.posts, f.avg_reach, f.avg_er) order by f.posts desc, f.media_type), '[]')
    from (${formatRowsSql(sql`p`)}) f)`,
  sql`(${sortedSlotPostsSql(sql`p`)})`,
  rankedJson(sql`desc`, ranked),
  rankedJson(sql`asc`, ranked),
];

/**
 * The period's post totals (postAggregate's sums and the public figures': each post's rate on its day's
 * followers, the current count before the history starts, none for 0 followers, summed newest first so the
 * float is the same to the bit), its posts' sums per day, its daily rows and the last follower snapshot
 * before it; then `detail`'s values.
 */
function periodJson(db: Db, scope: PeriodScope, from: string, to: string, detail: SQL[] | null): Promise<unknown[]> {
  const followersNow = sql`${scope.currentFollowers}::int`;
  const posts = sql`
    with p as ${detail ? sql`materialized` : sql`not materialized`} (
      select id, ig_media_id, media_type, posted_at, day, weekday, hour, likes, comments, reach, views, interactions, public_er, er_by_reach,
        ${postRateSql(sql`likes`, sql`comments`, sql`coalesce(followers_at, ${followersNow})`)} as rate
      from (${postsIn(scope, from, to)}) s)`;
  const summary = [
    sql`(select json_build_array(count(*), sum(views), sum(interactions), count(interactions),
        coalesce(sum(reach) filter (where reach > 0), 0), coalesce(sum(interactions) filter (where reach > 0), 0),
        coalesce(sum(likes), 0), coalesce(sum(comments), 0), ${rateSumSql(sql`rate`, sql`posted_at`, sql`ig_media_id`)}, count(rate), count(likes))
      from p)`,
    sql`(select coalesce(json_agg(json_build_array(d.day - ${from}::date, d.views, d.interactions)), '[]')
      from (select day, sum(views) as views, sum(interactions) as interactions from p group by day) d)`,
    sql`(select coalesce(json_agg(json_build_array(d.date - ${from}::date, d.followers, d.reach) order by d.date), '[]')
      from ig_account_daily d where d.account_id = ${scope.accountId} and d.date between ${from}::date and ${to}::date)`,
    sql`(select json_build_array(d.date, d.followers) from ig_account_daily d
      where d.account_id = ${scope.accountId} and d.date < ${from}::date and d.followers is not null order by d.date desc limit 1)`,
  ];
  return jsonValuesOf(db, posts, detail ? [summary, detail] : [summary]);
}

type TotalsJson = [number, Nullable, Nullable, number, Nullable, Nullable, Nullable, Nullable, Nullable, number, number];
/** A daily row: its day as an offset from the period's first, followers and reach. */
type DayJson = [number, number | null, number | null];

function totalsOf([posts, views, interactions, withInteractions, reachOfRated, interactionsOfRated, likes, comments, rateSum, rated, liked]: TotalsJson) {
  const aggregate: PostAggregate = {
    posts,
    views: posts === 0 ? 0 : numberOr(views),
    interactions: posts === 0 ? 0 : numberOr(interactions),
    postsWithInteractions: withInteractions,
    reachOfRated: Number(reachOfRated),
    interactionsOfRated: Number(interactionsOfRated),
  };
  const totals: PostTotals = { posts, liked, likes: Number(likes), comments: Number(comments), rateSum: Number(rateSum), rated };
  return { aggregate, totals };
}

/** The period's figures from its daily rows and its posts' sums per day. */
function dailyOf(from: string, to: string, days: DayJson[], before: [string, number] | null, perDay: Array<[number, Nullable, Nullable]>) {
  const dates = consecutiveDates(from, Math.max(0, daysBetween(from, to)));
  const snapshots: DailyFollowers[] = [];
  const rowByOffset = new Map<number, DayJson>();
  let reach: number | null = null;
  let daysKnown = 0;
  for (const day of days) {
    const [offset, followers, reached] = day;
    rowByOffset.set(offset, day);
    if (followers !== null) snapshots.push({ date: dates[offset], followers });
    if (reached !== null) {
      reach = (reach ?? 0) + reached;
      daysKnown += 1;
    }
  }
  const posted = new Map(perDay.map(([offset, views, interactions]) => [offset, { views: numberOr(views), interactions: numberOr(interactions) }]));
  const series: SeriesDay[] = dates.map((date, offset) => {
    const row = rowByOffset.get(offset);
    return { date, followers: row?.[1] ?? null, reach: row?.[2] ?? null, ...(posted.get(offset) ?? { views: 0, interactions: 0 }) };
  });
  const daily: DailyAggregate = { reach, daysKnown, daysStored: days.length };
  const ends: PeriodEnds = { before: before && { date: before[0], followers: before[1] }, first: snapshots[0] ?? null, last: snapshots.at(-1) ?? null };
  return { daily, ends, series };
}

function summaryOf(from: string, to: string, [totals, perDay, days, before]: unknown[]): PeriodSummary {
  return {
    ...totalsOf(totals as TotalsJson),
    ...dailyOf(from, to, days as DayJson[], before as [string, number] | null, perDay as Array<[number, Nullable, Nullable]>),
  };
}

/** The compared period's figures. */
export async function periodSummaryOf(db: Db, scope: PeriodScope, from: string, to: string): Promise<PeriodSummary> {
  return summaryOf(from, to, await periodJson(db, scope, from, to, null));
}

/** The shown period's figures and details; `ranked` posts best and worst by public ER. */
export async function periodDetailOf(db: Db, scope: PeriodScope, from: string, to: string, ranked: number): Promise<PeriodDetail> {
  const json = await periodJson(db, scope, from, to, detailSql(ranked));
  const [formats, [slots, rates], best, worst] = json.slice(4) as [unknown[][], [number[], number[]], Json[], Json[]];
  const slotPosts: SlotPosts = { slots, rates };
  return {
    ...summaryOf(from, to, json),
    ...slotsOfSortedPosts(slotPosts),
    formats: formats.map(formatRowOf),
    best: best.map(rankedPostOf),
    worst: worst.map(rankedPostOf),
  };
}
