import { mapConcurrent } from '../../lib/mapConcurrent';
import type { SyncContext } from './context';
import { isRecordable } from './refusals';
import { storableText } from './storableText';
import { mediaMissingComments, upsertComments, type CommentInsert } from './store';

type GraphComment = { id: string; text?: string; timestamp: string; username?: string; like_count?: number };

const COMMENT_FIELDS = 'id,text,timestamp,username,like_count';
const PAGE_SIZE = 50;
/** Progress is written once per this many posts, not per post. */
const PROGRESS_EVERY = 25;

/**
 * The comments of each post whose stored comments fall short of Meta's count. A missing permission
 * (instagram_manage_comments) is recorded and ends the stage: every other post would be refused alike.
 */
export async function syncComments(ctx: SyncContext): Promise<void> {
  const posts = await mediaMissingComments(ctx.db, ctx.account.id, ctx.limits.maxCommentPosts);
  await ctx.progress('comments', 0, posts.length);
  for (let start = 0; start < posts.length && !ctx.refusals.has('comments', 'permission'); start += PROGRESS_EVERY) {
    const chunk = posts.slice(start, start + PROGRESS_EVERY);
    const fetched = await mapConcurrent(chunk, ctx.limits.concurrency, (post) => readComments(ctx, post.id, post.igMediaId));
    await upsertComments(ctx.db, fetched.flat());
    await ctx.progress('comments', start + chunk.length, posts.length);
  }
}

/** One post's comments; a refusal is recorded and leaves what is stored as it is. */
async function readComments(ctx: SyncContext, mediaId: string, igMediaId: string): Promise<CommentInsert[]> {
  try {
    return await readAllComments(ctx, mediaId, igMediaId);
  } catch (error) {
    if (!isRecordable(error)) throw error;
    ctx.refusals.record('comments', error);
    return [];
  }
}

async function readAllComments(ctx: SyncContext, mediaId: string, igMediaId: string): Promise<CommentInsert[]> {
  const rows: CommentInsert[] = [];
  const pages = ctx.client.pages<GraphComment>(`${igMediaId}/comments`, { fields: COMMENT_FIELDS, limit: PAGE_SIZE }, ctx.limits.maxCommentsPerPost);
  for await (const page of pages) {
    for (const comment of page) {
      rows.push({
        mediaId,
        igCommentId: comment.id,
        username: storableText(comment.username) ?? 'unknown',
        text: storableText(comment.text) ?? '',
        likeCount: comment.like_count ?? 0,
        postedAt: new Date(comment.timestamp),
      });
    }
  }
  return rows;
}
