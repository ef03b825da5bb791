import { mapConcurrent } from '../../lib/mapConcurrent';
import type { GraphPage } from '../../meta/graphClient';
import { PageTrail } from '../../meta/pageTrail';
import type { SyncContext } from './context';
import { isRecordable } from './refusals';
import { storableText } from './storableText';
import { upsertComments, type CommentInsert } from './store';

export type GraphComment = { id: string; text?: string; timestamp: string; username?: string; like_count?: number };
/** A post whose comments this sync reads: our row id, Meta's media id and its comments_count. */
export type CommentsDue = { id: string; igMediaId: string; commentsCount?: number };

const COMMENT_FIELDS = 'id,text,timestamp,username,like_count';
const PAGE_SIZE = 50;
/** The first page of a post's comments, nested in the media list by field expansion. */
export const NESTED_COMMENTS = `comments.limit(${PAGE_SIZE}){${COMMENT_FIELDS}}`;
/** Progress is written once per this many posts, not per post. */
const PROGRESS_EVERY = 25;

/**
 * The IG Media Comments edge (https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media/comments)
 * pages the standard Graph way, `paging.cursors` plus a `paging.next` link while more follow
 * (https://developers.facebook.com/docs/graph-api/results/). Should Meta send only the cursors, the
 * `after` cursor is followed after a full page while fewer comments were read than the post's
 * comments_count (see PageTrail). comments_count counts replies too, which the edge does not list.
 */
export const commentsUrl = (ctx: SyncContext, igMediaId: string) => ctx.client.urlFor(`${igMediaId}/comments`, { fields: COMMENT_FIELDS, limit: PAGE_SIZE });
export const commentsTrail = (commentsCount: number | undefined) => new PageTrail({ expected: commentsCount, pageSize: PAGE_SIZE });

/**
 * The comments of each post the media stage found due (its comments_count changed). A missing permission
 * (instagram_manage_comments) is recorded and ends the stage: every other post would be refused alike.
 */
export async function syncComments(ctx: SyncContext, posts: CommentsDue[]): Promise<void> {
  await ctx.progress('comments', 0, posts.length);
  for (let start = 0; start < posts.length && !ctx.refusals.has('comments', 'permission'); start += PROGRESS_EVERY) {
    const chunk = posts.slice(start, start + PROGRESS_EVERY);
    const fetched = await mapConcurrent(chunk, ctx.limits.concurrency, (post) =>
      readComments(ctx, post.id, commentsUrl(ctx, post.igMediaId), ctx.limits.maxCommentsPerPost, commentsTrail(post.commentsCount)),
    );
    await upsertComments(ctx.db, fetched.flat());
    await ctx.progress('comments', start + chunk.length, posts.length);
  }
}

/**
 * One post's comments from `url` on (at most `max`), continuing `trail` (the pages read before, if any);
 * a refusal is recorded and leaves what is stored as it is.
 */
export async function readComments(ctx: SyncContext, mediaId: string, url: string, max: number, trail: PageTrail): Promise<CommentInsert[]> {
  try {
    return await readCommentPages(ctx, mediaId, url, max, trail);
  } catch (error) {
    if (!isRecordable(error)) throw error;
    ctx.refusals.record('comments', error);
    return [];
  }
}

/** Reads a post's comment pages from `url` until the end or `max` comments. */
async function readCommentPages(ctx: SyncContext, mediaId: string, url: string, max: number, trail: PageTrail): Promise<CommentInsert[]> {
  const rows: CommentInsert[] = [];
  let next: string | undefined = url;
  while (next && rows.length < max) {
    const page: GraphPage<GraphComment> = await ctx.client.getUrl(next);
    rows.push(...commentRowsOf(mediaId, (page.data ?? []).slice(0, max - rows.length)));
    next = trail.next(next, page);
  }
  return rows;
}

export function commentRowsOf(mediaId: string, comments: GraphComment[]): CommentInsert[] {
  return comments.map((comment) => ({
    mediaId,
    igCommentId: comment.id,
    username: storableText(comment.username) ?? 'unknown',
    text: storableText(comment.text) ?? '',
    // Left out by Meta (hidden): unknown, never 0.
    likeCount: comment.like_count ?? null,
    postedAt: new Date(comment.timestamp),
  }));
}
