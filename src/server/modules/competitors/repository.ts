import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { competitorMedia, competitors, competitorSnapshots } from '../../db/schema';
import type { CompetitorRecord } from '../../jobs/competitors/store';
import { isUuid } from '../../lib/uuid';
import { localDaySql } from '../analytics/periodScope';

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
