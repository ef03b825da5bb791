/**
 * What the overview reads of one period, in two statements (issue #23): one over its posts, one over its
 * daily rows. Each post aggregate used to be its own statement scanning the period's posts again (ten
 * per overview), and the daily series came back as a row per day; on embedded PGlite the rows carried to
 * JavaScript and the repeated scans were most of a first request's time. Here the period's posts are read
 * once into a materialised CTE, every aggregate reads that, and the answer travels as one JSON value.
 * The aggregates are the ones each statement did before, over the same rows (postsIn), so the figures
 * are the same (postFacts.test.ts, overview.test.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { HeatmapCell } from '../../../shared/analytics';
import { shiftDate } from '../../../shared/dateSpan';
import type { Db } from '../../db/client';
import { slotRowsSql, slotsOf, type HourStats } from './bestTime';
import type { DailyFollowers } from './formulas';
import {
  formatRowOf,
  formatRowsSql,
  numberOr,
  postsIn,
  rankedPostOf,
  rowsOf,
  type DailyAggregate,
  type FormatRow,
  type PeriodScope,
  type PostAggregate,
  type RankedPost,
  type SeriesDay,
} from './overviewRepository';
import type { PeriodEnds, PostTotals } from './publicFigures';

type DayFigures = { views: number | null; interactions: number | null };

/** The period's post figures every overview reads, for the period shown and the one it is compared with. */
export type PostSummary = { aggregate: PostAggregate; totals: PostTotals; perDay: Map<string, DayFigures> };

/** The shown period's post figures, with what only it shows: formats, the heatmap's rows and the ranked posts. */
export type PostDetail = PostSummary & {
  formats: FormatRow[];
  cells: HeatmapCell[];
  hours: HourStats[];
  best: RankedPost[];
  worst: RankedPost[];
};

type Json = Record<string, unknown>;

/** The ranked posts of the period with what the page shows of them (rankedPosts' columns). */
const rankedJson = (direction: SQL, limit: number) => sql`(
  select coalesce(json_agg(json_build_object('id', m.id, 'media_type', m.media_type, 'posted_at', m.posted_at, 'caption', m.caption,
      'permalink', m.permalink, 'thumbnail_url', coalesce(m.thumbnail_url, m.media_url), 'likes', m.likes, 'comments', m.comments,
      'saves', m.saves, 'shares', m.shares, 'reach', m.reach, 'views', m.views, 'public_er', r.public_er, 'er_by_reach', r.er_by_reach)
    order by r.public_er ${direction}, r.posted_at desc), '[]')
  from (select id, public_er, er_by_reach, posted_at from p where public_er is not null order by public_er ${direction}, posted_at desc limit ${limit}) r
  join ig_media m on m.id = r.id)`;

/** What only the shown period's answer needs: formatBreakdown's, postingTimeRows' and rankedPosts' aggregates over the same rows. */
const detailJson = (ranked: number) => sql`,
  'formats', (select coalesce(json_agg(f order by f.posts desc, f.media_type), '[]') from (${formatRowsSql(sql`p`)}) f),
  'slots', (select coalesce(json_agg(s order by s.weekday nulls first, s.hour), '[]') from (${slotRowsSql(sql`p`)}) s),
  'best', ${rankedJson(sql`desc`, ranked)},
  'worst', ${rankedJson(sql`asc`, ranked)}`;

/**
 * One statement over the period's posts. `totals` are postAggregate's sums and the public figures' post
 * totals (publicFiguresFromFacts: each post's rate on its day's followers, the current count before the
 * history starts, none for 0 followers, summed newest first so the float is the same to the bit).
 */
async function postJson(db: Db, scope: PeriodScope, from: string, to: string, detail: SQL | null): Promise<Json> {
  const [row] = await rowsOf(
    db,
    sql`
    with p as materialized (
      select id, ig_media_id, media_type, posted_at, day, weekday, hour, likes, comments, reach, views, interactions, public_er, er_by_reach,
        case when coalesce(followers_at, ${scope.currentFollowers}::int) > 0 then (likes + comments)::float8 / coalesce(followers_at, ${scope.currentFollowers}::int) end as rate
      from (${postsIn(scope, from, to)}) s)
    select json_build_object(
      'totals', (select row_to_json(t) from (
        select count(*) as posts, sum(views) as views, sum(interactions) as interactions, count(interactions) as posts_with_interactions,
          coalesce(sum(reach) filter (where reach > 0), 0) as reach_of_rated, coalesce(sum(interactions) filter (where reach > 0), 0) as interactions_of_rated,
          coalesce(sum(likes), 0) as likes, coalesce(sum(comments), 0) as comments,
          coalesce(sum(rate order by posted_at desc, ig_media_id), 0) as rate_sum, count(rate) as rated
        from p) t),
      'per_day', (select coalesce(json_agg(json_build_array(d.day, d.views, d.interactions) order by d.day), '[]') from (
        select day, sum(views) as views, sum(interactions) as interactions from p group by day) d)
      ${detail ?? sql``})::text as summary`,
  );
  return JSON.parse(String(row.summary)) as Json;
}

function summaryOf(json: Json): PostSummary {
  const t = json.totals as Json;
  const posts = Number(t.posts);
  const aggregate: PostAggregate = {
    posts,
    views: posts === 0 ? 0 : numberOr(t.views),
    interactions: posts === 0 ? 0 : numberOr(t.interactions),
    postsWithInteractions: Number(t.posts_with_interactions),
    reachOfRated: Number(t.reach_of_rated),
    interactionsOfRated: Number(t.interactions_of_rated),
  };
  const totals: PostTotals = { posts, likes: Number(t.likes), comments: Number(t.comments), rateSum: Number(t.rate_sum), rated: Number(t.rated) };
  const perDay = new Map(
    (json.per_day as Array<[string, unknown, unknown]>).map(([day, views, interactions]) => [
      day,
      { views: numberOr(views), interactions: numberOr(interactions) },
    ]),
  );
  return { aggregate, totals, perDay };
}

/** The compared period's post figures. */
export async function postSummaryOf(db: Db, scope: PeriodScope, from: string, to: string): Promise<PostSummary> {
  return summaryOf(await postJson(db, scope, from, to, null));
}

/** The shown period's post figures and details; `ranked` posts best and worst by public ER. */
export async function postDetailOf(db: Db, scope: PeriodScope, from: string, to: string, ranked: number): Promise<PostDetail> {
  const json = await postJson(db, scope, from, to, detailJson(ranked));
  return {
    ...summaryOf(json),
    ...slotsOf(json.slots as Json[]),
    formats: (json.formats as Json[]).map(formatRowOf),
    best: (json.best as Json[]).map(rankedPostOf),
    worst: (json.worst as Json[]).map(rankedPostOf),
  };
}

/** The period's daily rows (date, followers, reach), oldest first, and the last follower snapshot before it. */
export type DailyRows = { days: Array<{ date: string; followers: number | null; reach: number | null }>; before: DailyFollowers | null };

export async function dailyRowsOf(db: Db, accountId: string, from: string, to: string): Promise<DailyRows> {
  const [row] = await rowsOf(
    db,
    sql`
    select json_build_object(
      'days', (select coalesce(json_agg(json_build_array(d.date, d.followers, d.reach) order by d.date), '[]')
        from ig_account_daily d where d.account_id = ${accountId} and d.date between ${from}::date and ${to}::date),
      'before', (select json_build_array(d.date, d.followers) from ig_account_daily d
        where d.account_id = ${accountId} and d.date < ${from}::date and d.followers is not null order by d.date desc limit 1))::text as daily`,
  );
  const json = JSON.parse(String(row.daily)) as { days: Array<[string, number | null, number | null]>; before: [string, number] | null };
  return {
    days: json.days.map(([date, followers, reach]) => ({ date, followers, reach })),
    before: json.before && { date: json.before[0], followers: json.before[1] },
  };
}

const snapshotsOf = ({ days }: DailyRows): DailyFollowers[] => days.flatMap(({ date, followers }) => (followers === null ? [] : [{ date, followers }]));

/** dailyAggregate's figures from the period's rows. */
export function dailyAggregateOf(daily: DailyRows): DailyAggregate {
  const reached = daily.days.flatMap(({ reach }) => (reach === null ? [] : [reach]));
  return {
    reach: reached.length ? reached.reduce((sum, reach) => sum + reach, 0) : null,
    daysKnown: reached.length,
    daysStored: daily.days.length,
    followersEnd: snapshotsOf(daily).at(-1)?.followers ?? null,
  };
}

/** The snapshots that frame the period (periodEndsQuery's). */
export function periodEndsOf(daily: DailyRows): PeriodEnds {
  const snapshots = snapshotsOf(daily);
  return { before: daily.before, first: snapshots[0] ?? null, last: snapshots.at(-1) ?? null };
}

/** dailySeries: every day of the period, with its daily row's figures and its posts' sums (0 on a day without posts). */
export function seriesOf(from: string, to: string, daily: DailyRows, perDay: Map<string, DayFigures>): SeriesDay[] {
  const byDate = new Map(daily.days.map((day) => [day.date, day]));
  const series: SeriesDay[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) {
    const row = byDate.get(date);
    const posted = perDay.get(date) ?? { views: 0, interactions: 0 };
    series.push({ date, followers: row?.followers ?? null, reach: row?.reach ?? null, ...posted });
  }
  return series;
}
