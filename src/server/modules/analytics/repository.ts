import { sql } from 'drizzle-orm';
import type { PublicFigures } from '../../../shared/competitors';
import type { ClockPeriod } from '../../../shared/period';
import type { Db } from '../../db/client';
import type { DailyFollowers } from './formulas';
import { rowsOf } from '../../db/rawRows';
import { inPeriodSql, localDaySql } from './periodScope';
import { postRateSql, rateSumSql } from './publicRateSql';
import { publicFiguresOf, publicFiguresOfTotals, type PeriodEnds, type PublicFigureSources, type PublicPost } from './publicFigures';

/** Where an account's public figures come from: the user's own (daily insights) or a competitor's (snapshots). */
export type PublicSeries = {
  /** ig_post_facts: an own account's posts with their day and snapshot stored (migration 0011). */
  media: 'ig_media' | 'ig_post_facts' | 'competitor_media';
  daily: 'ig_account_daily' | 'competitor_snapshots';
  owner: 'account_id' | 'competitor_id';
};
export const OWN_SERIES: PublicSeries = { media: 'ig_media', daily: 'ig_account_daily', owner: 'account_id' };
const OWN_FACTS_SERIES: PublicSeries = { ...OWN_SERIES, media: 'ig_post_facts' };
export const COMPETITOR_SERIES: PublicSeries = { media: 'competitor_media', daily: 'competitor_snapshots', owner: 'competitor_id' };

export type PublicSources = Pick<PublicFigureSources, 'history' | 'ends' | 'posts'>;

/**
 * An account, own or competitor, as its public figures need it: whose rows, and the latest follower count.
 * An own account's stored time zone, when given, is the clock its post facts are on (ig_post_facts).
 */
export type FiguresOwner = { id: string; followersCount: number; timezone?: string };

export type { ClockPeriod } from '../../../shared/period';

/**
 * Each owner's public figures over the period, by owner id: the one reader behind the dashboard's
 * public figures, the competitor list and detail, the peer comparison, the sync's peer row, the
 * reports and the assistant.
 */
export async function publicFiguresFor(
  db: Db,
  series: PublicSeries,
  owners: readonly FiguresOwner[],
  period: ClockPeriod,
): Promise<Map<string, PublicFigures>> {
  if (series.media === 'ig_post_facts') return publicFiguresFromFacts(db, owners, period);
  const sources = await publicSourcesOf(
    db,
    series,
    owners.map((owner) => owner.id),
    period,
  );
  const { from, to } = period;
  return new Map(owners.map((owner) => [owner.id, publicFiguresOf({ followersNow: owner.followersCount, ...sources.get(owner.id)!, from, to })]));
}

/**
 * A connected account's public figures over the period, from its synced days and posts: each post's day
 * and snapshot as stored in its facts when they are on the period's clock, else worked out from its rows.
 */
export async function ownPublicFigures(db: Db, account: FiguresOwner, period: ClockPeriod): Promise<PublicFigures> {
  const series = account.timezone === period.timezone ? OWN_FACTS_SERIES : OWN_SERIES;
  return (await publicFiguresFor(db, series, [account], period)).get(account.id)!;
}

/**
 * Each owner's public-figure sources over the period (its posts with the follower count each is rated
 * on, and the snapshots that frame the period): what publicFiguresOf reads, for callers that compute
 * it over parts of the period (the competitor trends' weeks).
 */
export const publicSourcesFor = (db: Db, series: PublicSeries, ownerIds: string[], period: ClockPeriod) => publicSourcesOf(db, series, ownerIds, period);

/** Each owner's follower snapshots on the period's days, oldest first (days without one are absent, never 0). */
export async function followerSnapshotsIn(
  db: Db,
  { daily, owner }: PublicSeries,
  ownerIds: string[],
  { from, to }: { from: string; to: string },
): Promise<Map<string, DailyFollowers[]>> {
  const found = new Map<string, DailyFollowers[]>(ownerIds.map((id) => [id, []]));
  if (!ownerIds.length) return found;
  const [d, o] = [sql.raw(daily), sql.raw(owner)];
  const rows = await rowsOf(
    db,
    sql`select d.${o} as owner, d.date::text as date, d.followers from ${d} d
    where d.${o} in (${idList(ownerIds)}) and d.date between ${from}::date and ${to}::date and d.followers is not null
    order by d.date`,
  );
  for (const row of rows) found.get(String(row.owner))?.push({ date: String(row.date), followers: Number(row.followers) });
  return found;
}

type OwnerSources = { history: Map<string, number>; ends: PeriodEnds; posts: PublicPost[] };
const END_KINDS = ['before', 'first', 'last'] as const;

/**
 * What publicFiguresOf reads for each owner over the period, in two statements whatever the number of
 * owners: the period's posts on their local day, each with the follower count it is rated on (the
 * latest snapshot on or before that day), and the snapshots that frame the period. That history is
 * exactly as much of the full one as the formulas look at, so a year of daily rows per account never
 * leaves the database.
 */
async function publicSourcesOf(db: Db, series: PublicSeries, ownerIds: string[], period: ClockPeriod): Promise<Map<string, PublicSources>> {
  if (!ownerIds.length) return new Map();
  const sources = new Map<string, OwnerSources>(ownerIds.map((id) => [id, { history: new Map(), ends: { before: null, first: null, last: null }, posts: [] }]));
  const [posts, ends] = await Promise.all([rowsOf(db, ratedPostsQuery(series, ownerIds, period)), rowsOf(db, periodEndsQuery(series, ownerIds, period))]);
  for (const row of posts) {
    const owner = sources.get(String(row.owner))!;
    owner.posts.push({ day: String(row.day), likes: row.likes === null ? null : Number(row.likes), comments: Number(row.comments) });
    if (row.snap_date !== null) owner.history.set(row.snap_date as string, Number(row.snap_followers));
  }
  for (const row of ends) {
    const owner = sources.get(String(row.owner))!;
    owner.ends[row.kind as (typeof END_KINDS)[number]] = { date: String(row.date), followers: Number(row.followers) };
  }
  return new Map([...sources].map(([id, { history, ends: framing, posts: owned }]) => [id, { history: sortedHistory(history), ends: framing, posts: owned }]));
}

const sortedHistory = (byDate: Map<string, number>): DailyFollowers[] =>
  [...byDate].map(([date, followers]) => ({ date, followers })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function ratedPostsQuery({ media, daily, owner }: PublicSeries, ownerIds: string[], period: ClockPeriod) {
  const [m, d, o] = [sql.raw(media), sql.raw(daily), sql.raw(owner)];
  const day = localDaySql(sql`m.posted_at`, period.timezone);
  return sql`
    select m.${o} as owner, ${day}::text as day, m.likes, m.comments, s.date::text as snap_date, s.followers as snap_followers
    from ${m} m
    left join lateral (
      select d.date, d.followers from ${d} d
      where d.${o} = m.${o} and d.date <= ${day} and d.followers is not null
      order by d.date desc limit 1
    ) s on true
    where m.${o} in (${idList(ownerIds)}) and ${inPeriodSql(sql`m.posted_at`, period)}
    order by m.posted_at desc, m.ig_media_id`;
}

/**
 * Own accounts' figures from their stored post facts: each account's post totals summed where the rows
 * are, one row per account, not thousands of posts carried to JavaScript. The rate is postPublicEr's
 * ((likes + comments) ÷ followers on the post's day, the current count before the history starts, none
 * for 0 followers or unknown likes) and the sum runs newest first like postTotalsOf's, so the figures are
 * the same to the bit.
 */
async function publicFiguresFromFacts(db: Db, owners: readonly FiguresOwner[], period: ClockPeriod): Promise<Map<string, PublicFigures>> {
  if (!owners.length) return new Map();
  const ids = owners.map((owner) => owner.id);
  const accounts = sql.join(
    owners.map((owner) => sql`(${owner.id}::uuid, ${owner.followersCount}::int)`),
    sql`, `,
  );
  const [totals, ends] = await Promise.all([
    rowsOf(
      db,
      sql`
      select a.id as owner, count(m.media_id) as posts, count(m.likes) as liked, coalesce(sum(m.likes), 0) as likes, coalesce(sum(m.comments), 0) as comments,
        ${rateSumSql(sql`r.rate`, sql`m.posted_at`, sql`m.ig_media_id`)} as rate_sum, count(r.rate) as rated
      from (values ${accounts}) as a(id, followers_now)
      left join ig_post_facts m on m.account_id = a.id and m.local_day between ${period.from}::date and ${period.to}::date
      left join lateral (
        select ${postRateSql(sql`m.likes`, sql`m.comments`, sql`coalesce(m.followers_at, a.followers_now)`)} as rate
      ) r on true
      group by a.id`,
    ),
    rowsOf(db, periodEndsQuery(OWN_SERIES, ids, period)),
  ]);
  const framing = new Map<string, PeriodEnds>(ids.map((id) => [id, { before: null, first: null, last: null }]));
  for (const row of ends)
    framing.get(String(row.owner))![row.kind as (typeof END_KINDS)[number]] = { date: String(row.date), followers: Number(row.followers) };
  const byOwner = new Map(totals.map((row) => [String(row.owner), row]));
  const { from, to } = period;
  return new Map(
    owners.map((owner) => {
      const row = byOwner.get(owner.id)!;
      const sums = {
        posts: Number(row.posts),
        liked: Number(row.liked),
        likes: Number(row.likes),
        comments: Number(row.comments),
        rateSum: Number(row.rate_sum),
        rated: Number(row.rated),
      };
      return [owner.id, publicFiguresOfTotals({ ends: framing.get(owner.id)!, totals: sums, from, to })];
    }),
  );
}

/** Per owner, the snapshots that frame the period (PeriodEnds), one row each where it exists. */
function periodEndsQuery({ daily, owner }: PublicSeries, ownerIds: string[], { from, to }: ClockPeriod) {
  const [d, o] = [sql.raw(daily), sql.raw(owner)];
  const conditions = {
    before: sql`d.date < ${from}::date`,
    first: sql`d.date between ${from}::date and ${to}::date`,
    last: sql`d.date between ${from}::date and ${to}::date`,
  };
  const end = (kind: (typeof END_KINDS)[number]) => sql`
    select ids.id as owner, ${kind} as kind, e.date::text as date, e.followers from (values ${sql.join(
      ownerIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as ids(id)
    join lateral (
      select d.date, d.followers from ${d} d
      where d.${o} = ids.id and ${conditions[kind]} and d.followers is not null
      order by d.date ${sql.raw(kind === 'first' ? 'asc' : 'desc')} limit 1
    ) e on true`;
  return sql.join(END_KINDS.map(end), sql` union all `);
}
