import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitorMedia, competitors, competitorSnapshots } from '../../db/schema';
import type { DiscoveredProfile } from '../../meta/businessDiscovery';
import { accountDay } from '../sync/context';

/**
 * A competitor's writes, shared by the add call's first lookup and every refresh: each is an upsert
 * (one snapshot per competitor per day, posts keyed by Meta's id), so a repeated or retried refresh
 * never duplicates a row.
 */

export type CompetitorRecord = typeof competitors.$inferSelect;
type RefreshPatch = Partial<Pick<CompetitorRecord, 'refreshState' | 'lastRefreshedAt' | 'lastError'>>;

/**
 * Profile, today's snapshot and the posts. Every figure is computed from these when read
 * (publicFiguresOf), so nothing derived is stored on the row. The snapshot is dated by today on the
 * clock of the account tracking the competitor (`trackerZone`, its stored zone), the clock its list reads.
 */
export async function saveDiscovery(db: Db, competitorId: string, found: DiscoveredProfile, now: Date, trackerZone: string): Promise<void> {
  await db
    .insert(competitorSnapshots)
    .values({ competitorId, date: accountDay(now, trackerZone), followers: found.followers, mediaCount: found.mediaCount })
    .onConflictDoUpdate({
      target: [competitorSnapshots.competitorId, competitorSnapshots.date],
      set: { followers: found.followers, mediaCount: found.mediaCount },
    });
  await upsertPosts(db, competitorId, found, now);
  await db
    .update(competitors)
    .set({
      igUserId: found.igUserId,
      name: found.name,
      biography: found.biography,
      profilePicUrl: found.profilePicUrl,
      followersCount: found.followers,
      mediaCount: found.mediaCount,
    })
    .where(eq(competitors.id, competitorId));
}

async function upsertPosts(db: Db, competitorId: string, found: DiscoveredProfile, now: Date): Promise<void> {
  if (!found.posts.length) return;
  await db
    .insert(competitorMedia)
    .values(found.posts.map((post) => ({ competitorId, ...post, syncedAt: now })))
    .onConflictDoUpdate({
      target: [competitorMedia.competitorId, competitorMedia.igMediaId],
      set: {
        mediaType: sql`excluded.media_type`,
        caption: sql`excluded.caption`,
        permalink: sql`excluded.permalink`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
}

async function writeRefresh(db: Db, competitorIds: string[], patch: RefreshPatch): Promise<void> {
  if (competitorIds.length) await db.update(competitors).set(patch).where(inArray(competitors.id, competitorIds));
}

/** A refresh was asked for; one already running keeps showing as running. */
export async function markRefreshQueued(db: Db, competitorId: string): Promise<void> {
  await db
    .update(competitors)
    .set({ refreshState: sql`case when ${competitors.refreshState} = 'running' then ${competitors.refreshState} else 'queued' end` })
    .where(eq(competitors.id, competitorId));
}

export const markRefreshRunning = (db: Db, competitorId: string) => writeRefresh(db, [competitorId], { refreshState: 'running' });

export const markRefreshSucceeded = (db: Db, competitorId: string, at: Date) =>
  writeRefresh(db, [competitorId], { refreshState: 'succeeded', lastRefreshedAt: at, lastError: null });

export const markRefreshFailed = (db: Db, competitorId: string, message: string) =>
  writeRefresh(db, [competitorId], { refreshState: 'failed', lastError: message.slice(0, 500) });

/** A failed attempt with retries left: waiting again, the reason kept in lastError. */
export const markRefreshRetrying = (db: Db, competitorId: string) => writeRefresh(db, [competitorId], { refreshState: 'queued' });

/** The competitors tracked against these connected accounts. */
export async function competitorIdsOf(db: Db, accountIds: string[]): Promise<string[]> {
  if (!accountIds.length) return [];
  const rows = await db.select({ id: competitors.id }).from(competitors).where(inArray(competitors.accountId, accountIds));
  return rows.map((row) => row.id);
}
