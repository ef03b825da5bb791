import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery } from '../../../shared/analytics';
import { discoveryAnalytics } from '../../../shared/discovery';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { getDiscoveryAnalytics } from './service';

/** GET /api/analytics/discovery: reach beyond followers, link taps, follows; the signed-in user's accounts only. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/discovery',
    { schema: { security: SIGNED_IN, querystring: analyticsQuery, response: { 200: discoveryAnalytics, ...errorAnswers(400, 401, 404) } } },
    (request) => getDiscoveryAnalytics(app.db, request.auth.userId, request.query),
  );
};
