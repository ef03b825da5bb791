import { and, eq } from 'drizzle-orm';
import { igMentions } from '../../db/schema';
import { MENTIONED_IG_USER, MENTIONING_COMMENTS, MENTIONING_MEDIA, documentedMentionRoutes } from '../../meta/testing/documented/mentionAnswers';
import { insertConnectedAccount, useDocumentedWorld } from '../testing/syncFixtures';
import { handleWebhookChanges, type WebhookChange } from './handleChanges';

const NOW = new Date('2026-11-20T12:00:00Z');
const world = useDocumentedWorld(documentedMentionRoutes(), NOW);

/** The mentions webhook's value: the post's id and, for a mention in a comment, the comment's. */
const mention = (commentId?: string): WebhookChange => ({
  igUserId: MENTIONED_IG_USER,
  field: 'mentions',
  time: NOW.getTime() / 1000,
  value: { media_id: MENTIONING_MEDIA, ...(commentId ? { comment_id: commentId } : {}) },
});

const handle = (changes: WebhookChange[]) => handleWebhookChanges({ ...world.deps, enqueueSync: async () => undefined }, changes);

const mentionOf = async (accountId: string, commentId: string) =>
  (
    await world.database.db
      .select()
      .from(igMentions)
      .where(and(eq(igMentions.accountId, accountId), eq(igMentions.igCommentId, commentId)))
  )[0];

describe('mentions against answers shaped as Meta documents them', () => {
  let accountId: string;
  beforeAll(async () => {
    accountId = await insertConnectedAccount(world.deps, MENTIONED_IG_USER, 'documented-token');
  });

  it('stores a comment mention with the comment’s text read through mentioned_comment and the post’s figures through mentioned_media', async () => {
    await handle([mention(MENTIONING_COMMENTS.readable)]);

    expect(await mentionOf(accountId, MENTIONING_COMMENTS.readable)).toMatchObject({
      kind: 'comment_mention',
      igMediaId: MENTIONING_MEDIA,
      commentText: '@bluebottle challenge?',
      username: 'coffee_lover',
      likeCount: 12,
      commentsCount: 3,
    });
    const asked = world.server.requests.filter((request) => request.path === `/${MENTIONED_IG_USER}`).map((request) => request.query.fields);
    expect(asked).toContain(`mentioned_comment.comment_id(${MENTIONING_COMMENTS.readable}){text,timestamp,like_count}`);
  });

  it('keeps the mention and the post’s figures when Meta refuses the comment, its text unknown', async () => {
    await handle([mention(MENTIONING_COMMENTS.commentsDisabled)]);

    expect(await mentionOf(accountId, MENTIONING_COMMENTS.commentsDisabled)).toMatchObject({
      kind: 'comment_mention',
      commentText: null,
      username: 'coffee_lover',
      likeCount: 12,
    });
  });

  it('asks no comment for a caption mention', async () => {
    const before = world.server.requests.length;
    await handle([mention()]);

    expect(await mentionOf(accountId, '')).toMatchObject({ kind: 'caption_mention', commentText: null, caption: '@bluebottle challenge?' });
    const asked = world.server.requests.slice(before).map((request) => request.query.fields ?? '');
    expect(asked.some((fields) => fields.startsWith('mentioned_comment'))).toBe(false);
  });
});
