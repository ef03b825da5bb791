import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CAPTION_GROUPS } from './captionGroups';
import { inPeriodSql, localDaySql, type PeriodScope } from './periodScope';
import { rowsOf } from '../../db/rawRows';

/**
 * The dashboard's aggregations, done by the database: only sums, medians and the handful of posts
 * shown travel to JavaScript, however many posts and days the range holds. Days and weekday × hour
 * slots are read on the account's wall clock (`AT TIME ZONE`), so a range across a daylight-saving
 * change still has whole local days.
 */

/**
 * views and interactions are null when no post of the period has them known (Meta refused or withheld its
 * insights): unknown, never 0. A day or period without posts has 0 of them.
 */
export type PostAggregate = {
  posts: number;
  views: number | null;
  interactions: number | null;
  /** Posts whose likes, saves and shares are known: what the interactions sum covers. */
  postsWithInteractions: number;
  reachOfRated: number;
  interactionsOfRated: number;
};

/**
 * Every post of the account in [from, to] (local dates), with its day, weekday and hour on the account's
 * clock, the follower snapshot it is rated on, its caption's groups and hashtags, its public ER
 * (followers on its day, the current count before the history starts) and its ER by reach. Read from
 * the stored post facts (migration 0011) when they are on the scope's clock, else worked out from the
 * rows: both give the same columns and values (postFacts.test.ts), so every aggregate below reads either.
 * A post whose likes are unknown (hidden by its owner) has no interactions, public ER or ER by reach (SQL's
 * null arithmetic): every sum, mean and ranking below leaves it out rather than count it as 0 likes.
 */
export function postsIn(scope: PeriodScope, from: string, to: string): SQL {
  const source = scope.factsOnClock ? postFactsIn(scope, from, to) : postRowsIn(scope, from, to);
  return sql`
    select s.*,
      s.likes + s.comments + s.saves + s.shares as interactions,
      (s.likes + s.comments)::float8 / nullif(coalesce(s.followers_at, ${scope.currentFollowers}), 0) as public_er,
      case when s.reach > 0 then (s.likes + s.comments + s.saves + s.shares)::float8 / s.reach end as er_by_reach
    from (${source}) s`;
}

/** The figures columns every post source gives, in order. */
const POST_FIGURES = sql.raw('m.ig_media_id, m.media_type, m.posted_at, m.likes, m.comments, m.saves, m.shares, m.reach, m.views');

/** The posts' facts as the triggers stored them (ig_post_facts): no per-post work left but arithmetic. */
function postFactsIn({ accountId }: PeriodScope, from: string, to: string): SQL {
  return sql`
    select m.media_id as id, ${POST_FIGURES}, m.local_day as day, m.local_weekday::int as weekday, m.local_hour::int as hour,
      m.followers_date, m.followers_at, m.caption_length, m.hashtag_count,
      case when m.has_emoji then 'with' else 'without' end as emoji,
      case when m.has_call_to_action then 'with' else 'without' end as call_to_action,
      m.hashtags
    from ig_post_facts m
    where m.account_id = ${accountId} and m.local_day between ${from}::date and ${to}::date`;
}

/** The same columns worked out from ig_media and ig_account_daily on the scope's clock: the definition the facts copy. */
function postRowsIn({ accountId, timezone }: PeriodScope, from: string, to: string): SQL {
  const day = localDaySql(sql`m.posted_at`, timezone);
  const { captionLength, hashtagCount, emoji, callToAction, hashtags } = CAPTION_GROUPS;
  return sql`
    select m.id, ${POST_FIGURES}, ${day} as day,
      extract(dow from m.posted_at at time zone ${timezone})::int as weekday, extract(hour from m.posted_at at time zone ${timezone})::int as hour,
      f.date as followers_date, f.followers as followers_at,
      ${captionLength} as caption_length, ${hashtagCount} as hashtag_count, ${emoji} as emoji, ${callToAction} as call_to_action, ${hashtags} as hashtags
    from ig_media m
    left join lateral (
      select d.date, d.followers from ig_account_daily d
      where d.account_id = m.account_id and d.date <= ${day} and d.followers is not null
      order by d.date desc limit 1
    ) f on true
    where m.account_id = ${accountId} and ${inPeriodSql(sql`m.posted_at`, { from, to, timezone })}`;
}

export const numberOr = (value: unknown, fallback: number | null = null) => (value === null || value === undefined ? fallback : Number(value));

/**
 * Reach summed over the days Meta served it (null when it served none) and the days stored. Followers and net
 * growth are the public figures' (publicFigures.ts followersAtEnd, followerChange).
 */
export type DailyAggregate = { reach: number | null; daysKnown: number; daysStored: number };

/**
 * The first day of the account's stored history (its oldest daily row), null when nothing is stored yet:
 * what a comparison period must not start before (shared/period.ts comparisonPredatesHistory).
 */
export async function historyStartOf(db: Db, accountId: string): Promise<string | null> {
  const [row] = await rowsOf(db, sql`select min(date)::text as first from ig_account_daily where account_id = ${accountId}`);
  return (row?.first as string | null | undefined) ?? null;
}

export type SeriesDay = { date: string; followers: number | null; reach: number | null; views: number | null; interactions: number | null };

type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS';

/** The overview's formats: posts, mean reach (posts with reach) and mean ER by reach per media type, most posted first. */
export type FormatRow = { mediaType: MediaType; posts: number; avgReach: number | null; avgErByReach: number | null };

/**
 * The means are float sums, so the order rows reach them matters to the last bit: sorted by media type first,
 * the order the grouping always got them in (a sort, then a group), so the figures stay the ones shown before.
 */
export const formatRowsSql = (posts: SQL) =>
  sql`select media_type, count(*) as posts, avg(reach) filter (where reach > 0) as avg_reach, avg(er_by_reach) as avg_er
  from (select media_type, reach, er_by_reach from ${posts} order by media_type) sorted group by media_type`;

/** A format from formatRowsSql's columns (media_type, posts, avg_reach, avg_er), sent as a JSON array. */
export const formatRowOf = ([mediaType, posts, avgReach, avgEr]: unknown[]): FormatRow => ({
  mediaType: String(mediaType) as MediaType,
  posts: Number(posts),
  avgReach: numberOr(avgReach),
  avgErByReach: numberOr(avgEr),
});

export type RankedPost = ReturnType<typeof rankedPostOf>;

/** A ranked post as the pages and the assistant show it, from rankedPosts' columns. */
export const rankedPostOf = (row: Record<string, unknown>) => ({
  id: String(row.id),
  mediaType: String(row.media_type) as MediaType,
  postedAt: new Date(row.posted_at as string | Date).toISOString(),
  caption: (row.caption as string | null) ?? null,
  permalink: (row.permalink as string | null) ?? null,
  thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
  likes: numberOr(row.likes),
  comments: Number(row.comments),
  saves: numberOr(row.saves),
  shares: numberOr(row.shares),
  reach: numberOr(row.reach),
  views: numberOr(row.views),
  publicEr: numberOr(row.public_er),
  erByReach: numberOr(row.er_by_reach),
});

/** The best (or worst) posts of the range by public ER. */
export async function rankedPosts(db: Db, scope: PeriodScope, from: string, to: string, order: 'best' | 'worst', limit: number) {
  const direction = order === 'best' ? sql`desc` : sql`asc`;
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)}),
    ranked as (select id, public_er, er_by_reach from p where public_er is not null order by public_er ${direction}, posted_at desc limit ${limit})
    select m.id, m.media_type, m.posted_at, m.caption, m.permalink, coalesce(m.thumbnail_url, m.media_url) as thumbnail_url,
      m.likes, m.comments, m.saves, m.shares, m.reach, m.views, ranked.public_er, ranked.er_by_reach
    from ranked join ig_media m on m.id = ranked.id
    order by ranked.public_er ${direction}, m.posted_at desc`,
  );
  return rows.map(rankedPostOf);
}
