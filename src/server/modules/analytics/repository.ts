import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PublicFigures } from '../../../shared/competitors';
import type { Db } from '../../db/client';
import { igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import type { DailyFollowers } from './formulas';
import { rowsOf } from './overviewRepository';
import { publicFiguresOf, type PublicFigureSources, type PublicPost } from './publicFigures';

/** How many of the latest posts the insights read; enough for weekday × hour medians, bounded for speed. */
export const MEDIA_SAMPLE = 200;
/** Days of follower history read: the 30-day growth window plus slack for "followers at the time" of older posts. */
const HISTORY_DAYS = 400;


export type AccountRow = typeof igAccounts.$inferSelect;
export type MediaRow = typeof igMedia.$inferSelect;


/** Daily follower counts, oldest first. */
/** Days with a follower snapshot, oldest first; days known only from insights carry no follower count. */
export async function listDailyFollowers(db: Db, accountId: string): Promise<Array<{ date: string; followers: number }>> {
  const rows = await db
    .select({ date: igAccountDaily.date, followers: igAccountDaily.followers })
    .from(igAccountDaily)
    .where(and(eq(igAccountDaily.accountId, accountId), isNotNull(igAccountDaily.followers)))
    .orderBy(desc(igAccountDaily.date))
    .limit(HISTORY_DAYS);
  return rows.flatMap((row) => (row.followers === null ? [] : [{ date: row.date, followers: row.followers }])).reverse();
}

/** The latest posts, newest first. */
export async function listRecentMedia(db: Db, accountId: string): Promise<MediaRow[]> {
  return db.select().from(igMedia).where(eq(igMedia.accountId, accountId)).orderBy(desc(igMedia.postedAt)).limit(MEDIA_SAMPLE);
}

/** Where an account's public figures come from: the user's own (daily insights) or a competitor's (snapshots). */
export type PublicSeries = { media: 'ig_media' | 'competitor_media'; daily: 'ig_account_daily' | 'competitor_snapshots'; owner: 'account_id' | 'competitor_id' };
export const OWN_SERIES: PublicSeries = { media: 'ig_media', daily: 'ig_account_daily', owner: 'account_id' };
export const COMPETITOR_SERIES: PublicSeries = { media: 'competitor_media', daily: 'competitor_snapshots', owner: 'competitor_id' };

export type PublicSources = Pick<PublicFigureSources, 'history' | 'posts'>;

/** An account, own or competitor, as its public figures need it: whose rows, and the latest follower count. */
export type FiguresOwner = { id: string; followersCount: number };

/**
 * Each owner's public figures over [from, to], by owner id: the one reader behind the competitor list,
 * the competitor detail, the peer comparison and the sync's peer row.
 */
export async function publicFiguresFor(db: Db, series: PublicSeries, owners: readonly FiguresOwner[], { from, to }: { from: string; to: string }): Promise<Map<string, PublicFigures>> {
  const sources = await publicSourcesOf(db, series, owners.map((owner) => owner.id), from, to);
  return new Map(owners.map((owner) => [owner.id, publicFiguresOf({ followersNow: owner.followersCount, ...sources.get(owner.id)!, from, to })]));
}

/** A connected account's public figures over the range, from its synced days and posts. */
export async function ownPublicFigures(db: Db, account: FiguresOwner, range: { from: string; to: string }): Promise<PublicFigures> {
  return (await publicFiguresFor(db, OWN_SERIES, [account], range)).get(account.id)!;
}

/**
 * What publicFiguresOf reads for each owner over [from, to] (UTC days), in two statements whatever
 * the number of owners: the range's posts, each with the follower count it is rated on (the latest
 * snapshot on or before its day), and the range's first and last snapshot. That history is exactly
 * as much of the full one as the formulas look at, so a year of daily rows per account never leaves
 * the database.
 */
async function publicSourcesOf(db: Db, series: PublicSeries, ownerIds: string[], from: string, to: string): Promise<Map<string, PublicSources>> {
  if (!ownerIds.length) return new Map();
  const sources = new Map(ownerIds.map((id) => [id, { history: new Map<string, number>(), posts: [] as PublicPost[] }]));
  const [posts, ends] = await Promise.all([rowsOf(db, ratedPostsQuery(series, ownerIds, from, to)), rowsOf(db, rangeEndsQuery(series, ownerIds, from, to))]);
  for (const row of posts) {
    const owner = sources.get(String(row.owner))!;
    owner.posts.push({ postedAt: new Date(row.posted_at as string | Date), likes: Number(row.likes), comments: Number(row.comments) });
    if (row.snap_date !== null) owner.history.set(String(row.snap_date), Number(row.snap_followers));
  }
  for (const row of ends) {
    const owner = sources.get(String(row.owner))!;
    if (row.date !== null) owner.history.set(String(row.date), Number(row.followers));
  }
  return new Map([...sources].map(([id, { history, posts: owned }]) => [id, { history: sortedHistory(history), posts: owned }]));
}

const sortedHistory = (byDate: Map<string, number>): DailyFollowers[] =>
  [...byDate].map(([date, followers]) => ({ date, followers })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

function ratedPostsQuery({ media, daily, owner }: PublicSeries, ownerIds: string[], from: string, to: string) {
  const [m, d, o] = [sql.raw(media), sql.raw(daily), sql.raw(owner)];
  return sql`
    select m.${o} as owner, m.posted_at, m.likes, m.comments, s.date::text as snap_date, s.followers as snap_followers
    from ${m} m
    left join lateral (
      select d.date, d.followers from ${d} d
      where d.${o} = m.${o} and d.date <= (m.posted_at at time zone 'UTC')::date and d.followers is not null
      order by d.date desc limit 1
    ) s on true
    where m.${o} in (${idList(ownerIds)})
      and m.posted_at >= (${from}::date::timestamp at time zone 'UTC')
      and m.posted_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
    order by m.posted_at desc, m.ig_media_id`;
}

function rangeEndsQuery({ daily, owner }: PublicSeries, ownerIds: string[], from: string, to: string) {
  const [d, o] = [sql.raw(daily), sql.raw(owner)];
  const end = (direction: 'asc' | 'desc') => sql`
    select ids.id as owner, e.date::text as date, e.followers from (values ${sql.join(ownerIds.map((id) => sql`(${id}::uuid)`), sql`, `)}) as ids(id)
    join lateral (
      select d.date, d.followers from ${d} d
      where d.${o} = ids.id and d.date between ${from}::date and ${to}::date and d.followers is not null
      order by d.date ${sql.raw(direction)} limit 1
    ) e on true`;
  return sql`${end('asc')} union all ${end('desc')}`;
}
