import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PostsQuery } from '../../../shared/posts';
import type { Db } from '../../db/client';
import { igAccounts, igComments, igMedia, workspaceMembers } from '../../db/schema';
import type { CommentRow, MediaRow } from './mediaView';
import { isUuid } from '../../lib/uuid';
import { inPeriodSql, type ResolvedPeriod } from '../analytics/public';

/** A workspace's accounts with their stored zones: every posts query is scoped through them, so another workspace's rows are never reachable. */
export async function workspaceAccounts(db: Db, workspaceId: string): Promise<Array<{ id: string; timezone: string }>> {
  return db
    .select({ id: igAccounts.id, timezone: igAccounts.timezone })
    .from(igAccounts)
    .where(eq(igAccounts.workspaceId, workspaceId))
    .orderBy(asc(igAccounts.createdAt), asc(igAccounts.username));
}

const ownEr = sql`(${igMedia.likes} + ${igMedia.comments} + ${igMedia.saves} + ${igMedia.shares})::float8 / nullif(${igMedia.reach}, 0)`;

const ORDER: Record<PostsQuery['sort'], SQL[]> = {
  recent: [desc(igMedia.postedAt)],
  oldest: [asc(igMedia.postedAt)],
  engagement: [sql`${ownEr} desc nulls last`, desc(igMedia.postedAt)],
  // Posts whose reach or views Meta withheld are unknown, not largest: they sort last.
  reach: [sql`${igMedia.reach} desc nulls last`, desc(igMedia.postedAt)],
  // Likes the owner hides are unknown too (Postgres puts nulls first in a descending order otherwise).
  likes: [sql`${igMedia.likes} desc nulls last`, desc(igMedia.postedAt)],
  comments: [desc(igMedia.comments), desc(igMedia.postedAt)],
  views: [sql`${igMedia.views} desc nulls last`, desc(igMedia.postedAt)],
};

/**
 * Which posts: the accounts', of a type, and where a period is given, published on its days, each
 * account's on its own clock (its resolved period, from analytics/periodScope.ts).
 */
export type PostFilter = Pick<PostsQuery, 'sort' | 'type'> & { accountIds: string[]; periods?: ReadonlyMap<string, ResolvedPeriod> };

function whereOf(filter: PostFilter): SQL | undefined {
  const { periods } = filter;
  const dated = periods
    ? or(...filter.accountIds.flatMap((id) => (periods.has(id) ? [and(eq(igMedia.accountId, id), inPeriodSql(igMedia.postedAt, periods.get(id)!))] : [])))
    : undefined;
  return and(
    inArray(igMedia.accountId, filter.accountIds),
    periods ? (dated ?? sql`false`) : undefined,
    filter.type ? eq(igMedia.mediaType, filter.type) : undefined,
  );
}

/** One page (plus one row, to tell whether another page exists) and the total matching. */
export async function findPosts(db: Db, filter: PostFilter, offset: number, limit: number): Promise<{ rows: MediaRow[]; total: number }> {
  if (!filter.accountIds.length) return { rows: [], total: 0 };
  const where = whereOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(igMedia)
      .where(where)
      .orderBy(...ORDER[filter.sort], asc(igMedia.id))
      .limit(limit + 1)
      .offset(offset),
    db.select({ total: count() }).from(igMedia).where(where),
  ]);
  return { rows, total };
}

/** A post only when its account is in a workspace the user is a member of; a malformed id is simply not found. */
export async function findMemberPost(db: Db, userId: string, postId: string): Promise<MediaRow | null> {
  if (!isUuid(postId)) return null;
  const rows = await db
    .select({ post: igMedia })
    .from(igMedia)
    .innerJoin(igAccounts, eq(igAccounts.id, igMedia.accountId))
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, igAccounts.workspaceId), eq(workspaceMembers.userId, userId)))
    .where(eq(igMedia.id, postId))
    .limit(1);
  return rows[0]?.post ?? null;
}

export async function findComments(db: Db, mediaId: string, offset: number, limit: number): Promise<{ rows: CommentRow[]; total: number }> {
  const where = eq(igComments.mediaId, mediaId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(igComments)
      .where(where)
      .orderBy(desc(igComments.postedAt), asc(igComments.id))
      .limit(limit + 1)
      .offset(offset),
    db.select({ total: count() }).from(igComments).where(where),
  ]);
  return { rows, total };
}
