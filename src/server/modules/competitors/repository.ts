import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClockPeriod } from '../../../shared/period';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { competitorMedia, competitors, competitorSnapshots } from '../../db/schema';
import type { CompetitorRecord } from '../../jobs/competitors/store';
import { isUuid } from '../../lib/uuid';
import { inPeriodSql, localDaySql, postRateSql, rateSumSql } from '../analytics/public';
import type { PeriodEnds, PostTotals } from '../analytics/public';

/** A competitor's post, with the day it was published on the tracking account's clock. */
export type StoredPost = Pick<
  typeof competitorMedia.$inferSelect,
  'id' | 'igMediaId' | 'mediaType' | 'caption' | 'permalink' | 'postedAt' | 'likes' | 'comments'
> & { day: string };
export type Snapshot = { date: string; followers: number; mediaCount: number };

/** A competitor by id, whoever's it is (or a malformed id: null); callers check the asker's role on its account. */
export async function findCompetitor(db: Db, competitorId: string): Promise<CompetitorRecord | null> {
  if (!isUuid(competitorId)) return null;
  const rows = await db.select().from(competitors).where(eq(competitors.id, competitorId)).limit(1);
  return rows[0] ?? null;
}

/** By the stored (lower-case) username, within one account. */
export async function findByUsername(db: Db, accountId: string, username: string): Promise<{ id: string } | null> {
  if (!isUuid(accountId)) return null;
  const rows = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.username, username)))
    .limit(1);
  return rows[0] ?? null;
}

export function listAccountCompetitors(db: Db, accountId: string): Promise<CompetitorRecord[]> {
  return db.select().from(competitors).where(eq(competitors.accountId, accountId)).orderBy(asc(competitors.username));
}

export async function countAccountCompetitors(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(competitors).where(eq(competitors.accountId, accountId));
  return row.n;
}

export type NewCompetitor = Pick<typeof competitors.$inferInsert, 'userId' | 'accountId' | 'igUserId' | 'username' | 'refreshState' | 'lastRefreshedAt'>;

/**
 * Inserts the row and runs `fill` (the first lookup's snapshot and posts) in one transaction, so a
 * competitor never exists half stored. Null when the account already tracks that username.
 */
export async function insertCompetitor(db: Db, values: NewCompetitor, fill: (tx: Db, competitorId: string) => Promise<void>): Promise<string | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(competitors).values(values).returning({ id: competitors.id });
      await fill(tx, row.id);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** One statement: the snapshots and posts go with it (foreign keys cascade). */
/** Deletes one competitor (the caller has checked the role on its account); false when it is gone already. */
export async function deleteCompetitor(db: Db, competitorId: string): Promise<boolean> {
  if (!isUuid(competitorId)) return false;
  const deleted = await db.delete(competitors).where(eq(competitors.id, competitorId)).returning({ id: competitors.id });
  return deleted.length > 0;
}

/**
 * Every stored post, newest first, each on its day on `timezone`'s clock (the tracking account's): a
 * competitor's own median needs them all, and they are few (business_discovery's recent posts).
 */
export function storedPosts(db: Db, competitorId: string, timezone: string): Promise<StoredPost[]> {
  return db
    .select({
      id: competitorMedia.id,
      igMediaId: competitorMedia.igMediaId,
      mediaType: competitorMedia.mediaType,
      caption: competitorMedia.caption,
      permalink: competitorMedia.permalink,
      postedAt: competitorMedia.postedAt,
      likes: competitorMedia.likes,
      comments: competitorMedia.comments,
      day: sql<string>`${localDaySql(competitorMedia.postedAt, timezone)}::text`,
    })
    .from(competitorMedia)
    .where(eq(competitorMedia.competitorId, competitorId))
    .orderBy(desc(competitorMedia.postedAt), asc(competitorMedia.igMediaId));
}

/** Every snapshot, oldest first: one per day the competitor was refreshed since tracking began. */
export function snapshotsOf(db: Db, competitorId: string): Promise<Snapshot[]> {
  return db
    .select({ date: competitorSnapshots.date, followers: competitorSnapshots.followers, mediaCount: competitorSnapshots.mediaCount })
    .from(competitorSnapshots)
    .where(eq(competitorSnapshots.competitorId, competitorId))
    .orderBy(asc(competitorSnapshots.date));
}

/** What a competitor's public figures over a period are computed from (publicFiguresOfTotals): its post sums and the snapshots that frame the period. */
export type PeriodSums = { totals: PostTotals; ends: PeriodEnds };

/** A competitor as its row of the list shows it. */
export type ListedCompetitor = Pick<
  CompetitorRecord,
  'id' | 'username' | 'name' | 'profilePicUrl' | 'followersCount' | 'refreshState' | 'lastRefreshedAt' | 'lastError' | 'createdAt'
>;

type Framing = [string, number] | null;
type SumsTuple = [number, number, number, number, number, number, Framing, Framing, Framing];

const snapshotOf = (framing: Framing) => (framing === null ? null : { date: framing[0], followers: framing[1] });

function periodSumsOf(json: string): PeriodSums {
  const [posts, liked, likes, comments, rateSum, rated, before, first, last] = JSON.parse(json) as SumsTuple;
  return { totals: { posts, liked, likes, comments, rateSum, rated }, ends: { before: snapshotOf(before), first: snapshotOf(first), last: snapshotOf(last) } };
}

/**
 * The competitor's public-figure sums over the period as one JSON array, worked out where the rows
 * are: its posts of the period, each rated on the followers of its day (stored with the post by
 * migration 0014's triggers when on the period's clock, looked up otherwise; the current count
 * before the history starts, none for 0 followers), the rates added newest first like postTotalsOf
 * so the figures are publicFiguresFor's to the bit (Postgres writes a float8 as the shortest text that
 * reads back as the same number); and the snapshots that frame the period.
 */
function periodSumsSql(period: ClockPeriod): SQL {
  const { from, to, timezone } = period;
  const day = localDaySql(sql`m.posted_at`, timezone);
  const lookedUp = sql`(select d.followers from ${competitorSnapshots} d
    where d.competitor_id = m.competitor_id and d.date <= ${day} and d.followers is not null order by d.date desc limit 1)`;
  const frame = (condition: SQL, direction: 'asc' | 'desc') => sql`(select json_build_array(d.date::text, d.followers) from ${competitorSnapshots} d
    where d.competitor_id = ${competitors.id} and ${condition} and d.followers is not null order by d.date ${sql.raw(direction)} limit 1)`;
  const inDays = sql`d.date between ${from}::date and ${to}::date`;
  return sql`(select json_build_array(
      count(*), count(m.likes), coalesce(sum(m.likes), 0), coalesce(sum(m.comments), 0),
      ${rateSumSql(sql`r.rate`, sql`m.posted_at`, sql`m.ig_media_id`)}, count(r.rate),
      ${frame(sql`d.date < ${from}::date`, 'desc')}, ${frame(inDays, 'asc')}, ${frame(inDays, 'desc')})::text
    from ${competitorMedia} m
    cross join lateral (
      select coalesce(case when m.zone = ${timezone} then m.followers_at else ${lookedUp} end, ${competitors.followersCount}) as followers
    ) s
    cross join lateral (select ${postRateSql(sql`m.likes`, sql`m.comments`, sql`s.followers`)} as rate) r
    where m.competitor_id = ${competitors.id} and ${inPeriodSql(sql`m.posted_at`, period)})`;
}

/**
 * The account's competitors (or the one `competitorId`), by username, each with its public-figure
 * sums over the period, in one statement: a list of 50 competitors over a year is some 1,800 posts
 * that never leave the database.
 */
export async function competitorsWithSums(
  db: Db,
  which: { accountId: string } | { competitorId: string },
  period: ClockPeriod,
): Promise<Array<ListedCompetitor & PeriodSums>> {
  const rows = await db
    .select({
      id: competitors.id,
      username: competitors.username,
      name: competitors.name,
      profilePicUrl: competitors.profilePicUrl,
      followersCount: competitors.followersCount,
      refreshState: competitors.refreshState,
      lastRefreshedAt: competitors.lastRefreshedAt,
      lastError: competitors.lastError,
      createdAt: competitors.createdAt,
      sums: sql<string>`${periodSumsSql(period)}`,
    })
    .from(competitors)
    .where('accountId' in which ? eq(competitors.accountId, which.accountId) : eq(competitors.id, which.competitorId))
    .orderBy(asc(competitors.username));
  return rows.map(({ sums, ...competitor }) => ({ ...competitor, ...periodSumsOf(sums) }));
}
