import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mentionsAnswer, mentionsQuery, storiesAnswer as storiesAnswerSchema, storiesQuery, type Mention } from '../../../shared/stories';
import { sendJsonText } from '../../http/jsonText';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { requireAccount } from '../connectors/public';
import { mentionsOf, type MentionRow } from './repository';
import { storiesAnswerJson } from './service';

/** /api/stories: the stories the schedule kept, a page at a time, with the period's figures per day and sequence; and mentions & tags. An account outside the caller's workspaces is a 404 (viewers read). */
export const storyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    { schema: { security: SIGNED_IN, querystring: storiesQuery, response: { 200: storiesAnswerSchema, ...errorAnswers(400, 401, 404) } } },
    async (request, reply) => {
      const account = await requireAccount(app.db, request.auth.userId, request.query.accountId);
      const { days, limit, after } = request.query;
      const json = await storiesAnswerJson(app.db, account, { days, limit, after }, new Date(), (answer) => reply.serializeInput(answer, '200') as string);
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/mentions',
    { schema: { security: SIGNED_IN, querystring: mentionsQuery, response: { 200: mentionsAnswer, ...errorAnswers(400, 401, 404) } } },
    async (request) => {
      const account = await requireAccount(app.db, request.auth.userId, request.query.accountId);
      const { rows, total } = await mentionsOf(app.db, account.id, request.query.limit);
      return { accountId: account.id, data: rows.map(toMention), total };
    },
  );
};

function toMention(row: MentionRow): Mention {
  return {
    id: row.id,
    kind: row.kind,
    igMediaId: row.igMediaId,
    igCommentId: row.igCommentId || null,
    username: row.username,
    caption: row.caption,
    commentText: row.commentText,
    mediaType: row.mediaType,
    permalink: row.permalink,
    likeCount: row.likeCount,
    commentsCount: row.commentsCount,
    postedAt: row.postedAt?.toISOString() ?? null,
    seenAt: row.seenAt.toISOString(),
  };
}
