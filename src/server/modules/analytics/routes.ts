import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, overview } from '../../../shared/analytics';
import { getOverview } from './overview';

/** /api/analytics (DESIGN §5): the dashboard's figures, scoped to the signed-in user's accounts. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/overview', { schema: { querystring: analyticsQuery, response: { 200: overview } } }, (request) =>
    getOverview(app.db, request.auth.userId, request.query),
  );
};
