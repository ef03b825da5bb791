import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inPeriodSql, localDaySql } from './periodScope';

/**
 * The dashboard's aggregations, done by the database: only sums, medians and the handful of posts
 * shown travel to JavaScript, however many posts and days the range holds. Days and weekday × hour
 * slots are read on the account's wall clock (`AT TIME ZONE`), so a range across a daylight-saving
 * change still has whole local days.
 */
export type PeriodScope = {
  accountId: string;
  timezone: string;
  currentFollowers: number;
  /** The user whose access to the account was checked: part of a cached answer's key (cachedAnswers.ts). */
  userId: string;
  /** The account's data_version when its row was read: answers are cached per version (cachedAnswers.ts). */
  dataVersion: number;
};

/**
 * views and interactions are null when no post of the period has them known (Meta refused or withheld its
 * insights): unknown, never 0. A day or period without posts has 0 of them.
 */
export type PostAggregate = {
  posts: number;
  views: number | null;
  interactions: number | null;
  /** Posts whose saves and shares are known: what the interactions sum covers. */
  postsWithInteractions: number;
  reachOfRated: number;
  interactionsOfRated: number;
};

/** Every post of the account in [from, to] (local dates), with its public ER (followers on its day) and ER by reach. */
export function postsIn(scope: PeriodScope, from: string, to: string): SQL {
  const { accountId, timezone, currentFollowers } = scope;
  const day = localDaySql(sql`m.posted_at`, timezone);
  return sql`
    select m.*,
      ${day} as day,
      m.likes + m.comments + m.saves + m.shares as interactions,
      (m.likes + m.comments)::float8 / nullif(coalesce(f.followers, ${currentFollowers}), 0) as public_er,
      case when m.reach > 0 then (m.likes + m.comments + m.saves + m.shares)::float8 / m.reach end as er_by_reach
    from ig_media m
    left join lateral (
      select d.followers from ig_account_daily d
      where d.account_id = m.account_id and d.date <= ${day} and d.followers is not null
      order by d.date desc limit 1
    ) f on true
    where m.account_id = ${accountId} and ${inPeriodSql(sql`m.posted_at`, { from, to, timezone })}`;
}

/** Both drivers (node-postgres and PGlite) answer a raw query with its rows under `rows`. */
export async function rowsOf(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db spans both drivers (abstract PgQueryResultHKT), so execute's result type is not { rows }; both drivers answer { rows }
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

export const numberOr = (value: unknown, fallback: number | null = null) => (value === null || value === undefined ? fallback : Number(value));

/** The post figures of the posts published on one period's days (local dates, both included). */
export async function postAggregate(db: Db, scope: PeriodScope, from: string, to: string): Promise<PostAggregate> {
  const [row = {}] = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)})
    select count(*) as posts, sum(views) as views, sum(interactions) as interactions, count(interactions) as posts_with_interactions,
      coalesce(sum(reach) filter (where reach > 0), 0) as reach_of_rated,
      coalesce(sum(interactions) filter (where reach > 0), 0) as interactions_of_rated
    from p`,
  );
  const posts = Number(row.posts ?? 0);
  return {
    posts,
    views: posts === 0 ? 0 : numberOr(row.views),
    interactions: posts === 0 ? 0 : numberOr(row.interactions),
    postsWithInteractions: Number(row.posts_with_interactions ?? 0),
    reachOfRated: Number(row.reach_of_rated ?? 0),
    interactionsOfRated: Number(row.interactions_of_rated ?? 0),
  };
}

/**
 * Reach summed over the days Meta served it (null when it served none), the days stored, and the last follower snapshot
 * of the range (null when the range holds none: a count carried over from before it is not this
 * period's). Net growth is the public figures' (publicFigures.ts followerChange).
 */
export type DailyAggregate = { reach: number | null; daysKnown: number; daysStored: number; followersEnd: number | null };

export async function dailyAggregate(db: Db, accountId: string, from: string, to: string): Promise<DailyAggregate> {
  const rows = await rowsOf(
    db,
    sql`
    select
      (select sum(reach) from ig_account_daily where account_id = ${accountId} and date between ${from}::date and ${to}::date) as reach,
      (select count(reach) from ig_account_daily where account_id = ${accountId} and date between ${from}::date and ${to}::date) as days_known,
      (select count(*) from ig_account_daily where account_id = ${accountId} and date between ${from}::date and ${to}::date) as days_stored,
      (select followers from ig_account_daily where account_id = ${accountId} and date between ${from}::date and ${to}::date and followers is not null order by date desc limit 1) as followers_end`,
  );
  const row = rows[0] ?? {};
  return {
    reach: numberOr(row.reach),
    daysKnown: Number(row.days_known ?? 0),
    /** Days with any stored row (a snapshot or an insight): none means nothing was recorded for the period. */
    daysStored: Number(row.days_stored ?? 0),
    followersEnd: numberOr(row.followers_end),
  };
}

export async function dailySeries(db: Db, scope: PeriodScope, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)}),
    per_day as (select day, sum(views) as views, sum(interactions) as interactions from p group by day)
    select to_char(g.day, 'YYYY-MM-DD') as date, d.followers, d.reach,
      case when per_day.day is null then 0 else per_day.views end as views,
      case when per_day.day is null then 0 else per_day.interactions end as interactions
    from generate_series(${from}::date, ${to}::date, interval '1 day') as g(day)
    left join ig_account_daily d on d.account_id = ${scope.accountId} and d.date = g.day::date
    left join per_day on per_day.day = g.day::date
    order by g.day`,
  );
  return rows.map((row) => ({
    date: String(row.date),
    followers: numberOr(row.followers),
    reach: numberOr(row.reach),
    views: numberOr(row.views),
    interactions: numberOr(row.interactions),
  }));
}

export async function formatBreakdown(db: Db, scope: PeriodScope, from: string, to: string) {
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)})
    select media_type, count(*) as posts, avg(reach) filter (where reach > 0) as avg_reach, avg(er_by_reach) as avg_er
    from p group by media_type order by count(*) desc, media_type`,
  );
  return rows.map((row) => ({
    mediaType: String(row.media_type) as 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS',
    posts: Number(row.posts),
    avgReach: numberOr(row.avg_reach),
    avgErByReach: numberOr(row.avg_er),
  }));
}

/** The best (or worst) posts of the range by public ER. */
export async function rankedPosts(db: Db, scope: PeriodScope, from: string, to: string, order: 'best' | 'worst', limit: number) {
  const direction = order === 'best' ? sql`desc` : sql`asc`;
  const rows = await rowsOf(
    db,
    sql`
    with p as (${postsIn(scope, from, to)})
    select id, media_type, posted_at, caption, permalink, coalesce(thumbnail_url, media_url) as thumbnail_url,
      likes, comments, saves, shares, reach, views, public_er, er_by_reach
    from p where public_er is not null
    order by public_er ${direction}, posted_at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    mediaType: String(row.media_type) as 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM' | 'REELS',
    postedAt: new Date(row.posted_at as string | Date).toISOString(),
    caption: (row.caption as string | null) ?? null,
    permalink: (row.permalink as string | null) ?? null,
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    likes: Number(row.likes),
    comments: Number(row.comments),
    saves: numberOr(row.saves),
    shares: numberOr(row.shares),
    reach: numberOr(row.reach),
    views: numberOr(row.views),
    publicEr: numberOr(row.public_er),
    erByReach: numberOr(row.er_by_reach),
  }));
}
