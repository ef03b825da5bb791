import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCompetitorBody,
  competitorAnalytics,
  competitorAnalyticsQuery,
  competitorList,
  competitorListQuery,
  competitorParams,
  competitorPostsPage,
  competitorPostsQuery,
  competitorProfile,
  competitorRow,
  competitorTrends,
  competitorTrendsQuery,
  refreshQueued,
} from '../../../shared/competitors';
import { errorAnswers, noContent, SIGNED_IN } from '../../http/routeDocs';
import { notFound } from '../../http/httpError';
import { sendJsonText } from '../../http/jsonText';
import { deleteCompetitor } from './repository';
import { recordAudit } from '../workspaces/public';
import { addCompetitor, assertCanLookUp, type CompetitorDeps } from './addCompetitor';
import { getCompetitorTrends } from './trends';
import { getCompetitorAnalytics, getCompetitorListJson, getCompetitorPostsPage, getCompetitorProfile, requireCompetitorOf } from './service';

/** /api/competitors: every route is the signed-in user's; anyone else's competitor or account is a 404. */
export const competitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CompetitorDeps = { db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, limit: app.config.competitorLimit };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    { schema: { security: SIGNED_IN, querystring: competitorListQuery, response: { 200: competitorList, ...errorAnswers(400, 401, 404) } } },
    async (request, reply) =>
      sendJsonText(
        reply,
        await getCompetitorListJson(app.db, request.auth.userId, request.query, deps.limit, (list) => reply.serializeInput(list, '200') as string),
      ),
  );
  app.get(
    '/trends',
    { schema: { security: SIGNED_IN, querystring: competitorTrendsQuery, response: { 200: competitorTrends, ...errorAnswers(400, 401, 404) } } },
    (request) => getCompetitorTrends(app.db, request.auth.userId, request.query),
  );
  app.post(
    '/',
    { schema: { security: SIGNED_IN, body: addCompetitorBody, response: { 201: competitorRow, ...errorAnswers(400, 401, 403, 404, 409, 429, 502) } } },
    async (request, reply) => reply.code(201).send(await addCompetitor(deps, request.auth.userId, request.body)),
  );
  app.get(
    '/:id',
    { schema: { security: SIGNED_IN, params: competitorParams, response: { 200: competitorProfile, ...errorAnswers(400, 401, 404) } } },
    (request) => getCompetitorProfile(app.db, request.auth.userId, request.params.id),
  );
  app.delete(
    '/:id',
    { schema: { security: SIGNED_IN, params: competitorParams, response: { 204: noContent, ...errorAnswers(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { competitor, account } = await requireCompetitorOf(app.db, request.auth.userId, request.params.id, 'competitors.remove');
      if (!(await deleteCompetitor(app.db, competitor.id))) throw notFound('Competitor not found');
      const subject = `@${competitor.username} for @${account.username}`;
      await recordAudit(app.db, { workspaceId: account.workspaceId!, actorId: request.auth.userId, action: 'competitor.removed', subject });
      return reply.code(204).send();
    },
  );
  app.get(
    '/:id/posts',
    {
      schema: {
        security: SIGNED_IN,
        params: competitorParams,
        querystring: competitorPostsQuery,
        response: { 200: competitorPostsPage, ...errorAnswers(400, 401, 404) },
      },
    },
    (request) => getCompetitorPostsPage(app.db, request.auth.userId, request.params.id, request.query, request.url),
  );
  app.get(
    '/:id/analytics',
    {
      schema: {
        security: SIGNED_IN,
        params: competitorParams,
        querystring: competitorAnalyticsQuery,
        response: { 200: competitorAnalytics, ...errorAnswers(400, 401, 404) },
      },
    },
    (request) => getCompetitorAnalytics(app.db, request.auth.userId, request.params.id, request.query),
  );
  /** The refresh runs in the job queue beside the account syncs; 202 with its job id. */
  app.post(
    '/:id/refresh',
    { schema: { security: SIGNED_IN, params: competitorParams, response: { 202: refreshQueued, ...errorAnswers(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const { competitor, account } = await requireCompetitorOf(app.db, request.auth.userId, request.params.id, 'competitors.refresh');
      assertCanLookUp(account);
      const [queued] = await app.syncQueue.refreshCompetitors([competitor.id]);
      return reply.code(202).send({ jobId: queued.jobId });
    },
  );
};
