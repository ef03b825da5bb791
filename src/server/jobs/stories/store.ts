import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igMentions, igStories, igStoryReads } from '../../db/schema';
import type { GraphStory, GraphTaggedMedia, StoryFigures } from './storyGraph';

export const STORY_LIFETIME_MS = 24 * 3_600_000;

const graphTime = (value: string | undefined, fallback: Date) => {
  const parsed = value ? Date.parse(value.replace(/\+0000$/, 'Z')) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : new Date(parsed);
};

/** Stores a listed story (its media fields only); its figures are written apart, once read. */
export async function upsertStory(db: Db, accountId: string, story: GraphStory, now: Date): Promise<void> {
  const postedAt = graphTime(story.timestamp, now);
  const fields = {
    mediaType: story.media_type ?? 'IMAGE',
    caption: story.caption ?? null,
    permalink: story.permalink ?? null,
    mediaUrl: story.media_url ?? null,
    thumbnailUrl: story.thumbnail_url ?? null,
  };
  await db
    .insert(igStories)
    .values({ accountId, igMediaId: story.id, ...fields, postedAt, expiresAt: new Date(postedAt.getTime() + STORY_LIFETIME_MS) })
    .onConflictDoUpdate({ target: [igStories.accountId, igStories.igMediaId], set: fields });
}

/**
 * The latest figures of a live story. Only the figures Meta gave are written, so a metric it left out
 * (the taps, when it refused the navigation breakdown alone) keeps the value read before, unknown if none;
 * `refusal` says why part of the read got nothing, and is cleared by a read that got everything. A story
 * already final (expired, or closed by Meta's story_insights webhook) is never written again.
 */
export async function saveStoryFigures(
  db: Db,
  accountId: string,
  igMediaId: string,
  figures: StoryFigures,
  readAt: Date,
  refusal: string | null = null,
): Promise<void> {
  await db
    .update(igStories)
    .set({ ...figures, insightsReadAt: readAt, insightsRefusal: refusal?.slice(0, 300) ?? null })
    .where(and(eq(igStories.accountId, accountId), eq(igStories.igMediaId, igMediaId), eq(igStories.final, false)));
}

/** Meta gave no figures this time: the reason is kept, the figures read before stay (unknown if none). */
export async function noteStoryRefusal(db: Db, accountId: string, igMediaId: string, message: string): Promise<void> {
  await db
    .update(igStories)
    .set({ insightsRefusal: message.slice(0, 300) })
    .where(and(eq(igStories.accountId, accountId), eq(igStories.igMediaId, igMediaId), eq(igStories.final, false)));
}

/** Stories past their 24 hours: their last read figures are final (Meta answers no more for them). */
export async function finishExpiredStories(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(igStories)
    .set({ final: true })
    .where(and(eq(igStories.accountId, accountId), lte(igStories.expiresAt, now), eq(igStories.final, false)));
}

export type StoryReadOutcome = { refusal: null } | { refusal: { kind: 'permission' | 'not_offered' | 'failed'; permission: string | null; message: string } };

export async function recordStoryRead(db: Db, accountId: string, now: Date, outcome: StoryReadOutcome): Promise<void> {
  const refusal = outcome.refusal;
  const values = {
    lastReadAt: now,
    refusalKind: refusal?.kind ?? null,
    refusalPermission: refusal?.permission ?? null,
    refusalMessage: refusal?.message.slice(0, 300) ?? null,
  };
  const success = refusal ? {} : { lastSuccessAt: now };
  await db
    .insert(igStoryReads)
    .values({ accountId, ...values, ...success })
    .onConflictDoUpdate({ target: igStoryReads.accountId, set: { ...values, ...success } });
}

export type MentionInsert = Omit<typeof igMentions.$inferInsert, 'id' | 'seenAt'>;

/** Tags and mentions upserted by (account, kind, media, comment); public figures move with each read. */
export async function upsertMentions(db: Db, rows: MentionInsert[]): Promise<void> {
  if (!rows.length) return;
  const keep = (column: string) => sql.raw(`coalesce(excluded."${column}", ig_mentions."${column}")`);
  await db
    .insert(igMentions)
    .values(rows)
    .onConflictDoUpdate({
      target: [igMentions.accountId, igMentions.kind, igMentions.igMediaId, igMentions.igCommentId],
      set: {
        username: keep('username'),
        caption: keep('caption'),
        commentText: keep('comment_text'),
        mediaType: keep('media_type'),
        permalink: keep('permalink'),
        likeCount: keep('like_count'),
        commentsCount: keep('comments_count'),
        postedAt: keep('posted_at'),
      },
    });
}

export function mentionFromMedia(accountId: string, kind: MentionInsert['kind'], media: GraphTaggedMedia, commentId = ''): MentionInsert {
  return {
    accountId,
    kind,
    igMediaId: media.id,
    igCommentId: commentId,
    username: media.username ?? null,
    caption: media.caption ?? null,
    mediaType: media.media_type ?? null,
    permalink: media.permalink ?? null,
    likeCount: typeof media.like_count === 'number' ? media.like_count : null,
    commentsCount: typeof media.comments_count === 'number' ? media.comments_count : null,
    postedAt: media.timestamp ? graphTime(media.timestamp, new Date()) : null,
  };
}
