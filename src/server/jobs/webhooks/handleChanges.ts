import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts, igStories } from '../../db/schema';
import { isRecordable } from '../sync/refusals';
import { freshAccessToken } from '../sync/accessToken';
import { loadAccount } from '../sync/store';
import type { SyncDeps } from '../sync/context';
import type { GraphClient } from '../../meta/graphClient';
import { mentionFromMedia, upsertMentions } from '../stories/store';
import type { GraphTaggedMedia } from '../stories/storyGraph';

/**
 * One change of an accepted delivery, as Meta's Instagram webhooks send it
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-instagram/ ):
 * the Instagram account it concerns (entry.id), the field, and the field's value.
 */
export type WebhookChange = { igUserId: string; field: 'story_insights' | 'comments' | 'mentions'; value: Record<string, unknown>; time: number };

export type WebhookDeps = SyncDeps & { enqueueSync: (accountIds: string[]) => Promise<unknown> };

export async function handleWebhookChanges(deps: WebhookDeps, changes: WebhookChange[]): Promise<void> {
  for (const change of changes) {
    const accountIds = await accountsOf(deps.db, change.igUserId);
    if (!accountIds.length) continue; // an account nobody here connected (any more)
    if (change.field === 'story_insights') await closeStory(deps.db, accountIds, change.value);
    else if (change.field === 'comments') await deps.enqueueSync(accountIds);
    else await storeMention(deps, accountIds, change.value);
  }
}

async function accountsOf(db: Db, igUserId: string): Promise<string[]> {
  const rows = await db.select({ id: igAccounts.id }).from(igAccounts).where(eq(igAccounts.igUserId, igUserId));
  return rows.map((row) => row.id);
}

/** Meta's story_insights values, "Story insights metrics with counts of less than 5 are returned as -1": unknown, never stored. */
const known = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/**
 * Meta sends story_insights once the story expired: its figures are final. Each one Meta gave replaces
 * the last one read; -1 (under 5) keeps what the schedule read. `impressions` is not `views` (Meta
 * retired it for views), so it is not stored. A story the schedule never saw is left alone: the row
 * needs the story's time, which the delivery does not carry.
 */
async function closeStory(db: Db, accountIds: string[], value: Record<string, unknown>): Promise<void> {
  const mediaId = typeof value.media_id === 'string' ? value.media_id : null;
  if (!mediaId) return;
  const figures: Partial<Record<'reach' | 'replies' | 'tapsForward' | 'tapsBack' | 'tapsExit', number>> = {};
  const given = { reach: value.reach, replies: value.replies, tapsForward: value.taps_forward, tapsBack: value.taps_back, tapsExit: value.exits };
  for (const [column, raw] of Object.entries(given) as Array<[keyof typeof figures, unknown]>) {
    const figure = known(raw);
    if (figure !== undefined) figures[column] = figure;
  }
  await db
    .update(igStories)
    .set({ ...figures, final: true })
    .where(and(inArray(igStories.accountId, accountIds), eq(igStories.igMediaId, mediaId)));
}

/** Public fields of a mentioning post, read through the documented mentioned_media field. */
const MENTIONED_FIELDS = 'caption,media_type,like_count,comments_count,timestamp,username,permalink';
/** Fields of the mentioning comment, read through the documented mentioned_comment field. */
const MENTIONING_COMMENT_FIELDS = 'text,timestamp,like_count';

/** The comment that @mentions the account, as IG User Mentioned Comment answers it. */
type GraphMentioningComment = { id?: string; text?: string; timestamp?: string; like_count?: number };

/**
 * A mention: the post (and comment) ids from the delivery, with the post's public figures read from
 * Meta (IG User Mentioned Media,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_media )
 * and, for a mention in a comment, the comment's text (IG User Mentioned Comment,
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/mentioned_comment ).
 * The two reads fail apart: Meta refuses the comment when the post's comments are disabled, and that
 * loses neither the mention nor the post's figures. What Meta refused stays unknown.
 */
async function storeMention(deps: WebhookDeps, accountIds: string[], value: Record<string, unknown>): Promise<void> {
  const mediaId = typeof value.media_id === 'string' ? value.media_id : null;
  if (!mediaId) return;
  const commentId = typeof value.comment_id === 'string' ? value.comment_id : '';
  const kind = commentId ? 'comment_mention' : 'caption_mention';
  for (const accountId of accountIds) {
    const client = await clientFor(deps, accountId);
    const media = (client && (await mentionedMedia(client, mediaId))) ?? { id: mediaId };
    const comment = client && commentId ? await mentioningComment(client, commentId) : null;
    await upsertMentions(deps.db, [{ ...mentionFromMedia(accountId, kind, media, commentId), commentText: comment?.text ?? null }]);
  }
}

type MentionReader = { client: GraphClient; igUserId: string };

async function clientFor(deps: SyncDeps, accountId: string): Promise<MentionReader | null> {
  const account = await loadAccount(deps.db, accountId);
  if (!account?.accessTokenEnc || account.needsReconnect) return null;
  const token = await unlessRefused(() => freshAccessToken(deps, account, deps.now?.() ?? new Date()));
  return token === null ? null : { client: deps.gateway.clientFor(account.loginFlavour, token), igUserId: account.igUserId };
}

async function mentionedMedia({ client, igUserId }: MentionReader, mediaId: string): Promise<GraphTaggedMedia | null> {
  const answer = await unlessRefused(() =>
    client.get<{ mentioned_media?: Omit<GraphTaggedMedia, 'id'> }>(igUserId, { fields: `mentioned_media.media_id(${mediaId}){${MENTIONED_FIELDS}}` }),
  );
  return answer?.mentioned_media ? { ...answer.mentioned_media, id: mediaId } : null;
}

async function mentioningComment({ client, igUserId }: MentionReader, commentId: string): Promise<GraphMentioningComment | null> {
  const answer = await unlessRefused(() =>
    client.get<{ mentioned_comment?: GraphMentioningComment }>(igUserId, {
      fields: `mentioned_comment.comment_id(${commentId}){${MENTIONING_COMMENT_FIELDS}}`,
    }),
  );
  return answer?.mentioned_comment ?? null;
}

/** A refusal Meta gave (permission, deleted, comments disabled) leaves the figure unknown; anything else is retried by the queue. */
async function unlessRefused<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isRecordable(error)) return null;
    throw error;
  }
}
