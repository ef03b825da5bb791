import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentsPage, commentsQuery, media, postParams, postsPage, postsQuery } from '../../../shared/posts';
import { notFound } from '../../http/httpError';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { toComment, toMedia } from './mediaView';
import { decodeCursor, nextUrlFor, pagingFor } from './pageCursor';
import { accountTimeZone } from '../../lib/timeZones';
import { resolvePostsPeriods } from './postsPeriod';
import { findComments, findMemberPost, findPosts, workspaceAccounts } from './repository';
import { workspaceHeaders } from '../../../shared/workspaces';
import { requestWorkspace } from '../workspaces/public';
import { requireAccount } from '../connectors/public';

/** /api/posts: the stored posts of a workspace's accounts, filtered, sorted and paged; another workspace's post is a 404. */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const listSchema = { security: SIGNED_IN, headers: workspaceHeaders, querystring: postsQuery, response: { 200: postsPage, ...errorAnswers(400, 401, 404) } };
  app.get('/', { schema: listSchema }, async (request) => {
    const { accountId, limit, after, from, to, sort, type } = request.query;
    // One account (its workspace is the account's), or every account of the requested workspace.
    const chosen = accountId
      ? [await requireAccount(app.db, request.auth.userId, accountId)]
      : await workspaceAccounts(app.db, (await requestWorkspace(app.db, request, 'viewer')).workspaceId);
    const periods = resolvePostsPeriods(chosen, { from, to });
    const offset = decodeCursor(after);
    const { rows, total } = await findPosts(app.db, { sort, type, accountIds: chosen.map((account) => account.id), periods }, offset, limit);
    const period = accountId ? periods?.get(accountId) : undefined;
    return {
      data: rows.slice(0, limit).map(toMedia),
      paging: pagingFor(offset, limit, rows.length, nextUrlFor(request.url)),
      total,
      range: period ? { from: period.from, to: period.to, days: period.days } : null,
      timezone: accountId ? accountTimeZone(chosen[0].timezone) : null,
    };
  });

  app.get('/:id', { schema: { security: SIGNED_IN, params: postParams, response: { 200: media, ...errorAnswers(400, 401, 404) } } }, async (request) => {
    const post = await findMemberPost(app.db, request.auth.userId, request.params.id);
    if (!post) throw notFound('Post not found');
    return toMedia(post);
  });

  const commentsSchema = {
    security: SIGNED_IN,
    params: postParams,
    querystring: commentsQuery,
    response: { 200: commentsPage, ...errorAnswers(400, 401, 404) },
  };
  app.get('/:id/comments', { schema: commentsSchema }, async (request) => {
    const post = await findMemberPost(app.db, request.auth.userId, request.params.id);
    if (!post) throw notFound('Post not found');
    const offset = decodeCursor(request.query.after);
    const { limit } = request.query;
    const { rows, total } = await findComments(app.db, post.id, offset, limit);
    return { data: rows.slice(0, limit).map(toComment), paging: pagingFor(offset, limit, rows.length, nextUrlFor(request.url)), total };
  });
};
