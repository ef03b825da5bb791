import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery } from '../../../shared/analytics';
import { reelsAnalytics } from '../../../shared/reels';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { getReelsAnalytics } from './service';

/** GET /api/analytics/reels: reels' watch time, scoped to the signed-in user's accounts. */
export const reelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/reels',
    { schema: { security: SIGNED_IN, querystring: analyticsQuery, response: { 200: reelsAnalytics, ...errorAnswers(400, 401, 404) } } },
    (request) => getReelsAnalytics(app.db, request.auth.userId, request.query),
  );
};
