import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, contentAnalysis, overview } from '../../../shared/analytics';
import { getContentAnalysis } from './content';
import { getOverview } from './overview';

/** /api/analytics (DESIGN §5): the dashboard's and the content assistant's figures, scoped to the signed-in user's accounts. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/overview', { schema: { querystring: analyticsQuery, response: { 200: overview } } }, (request) =>
    getOverview(app.db, request.auth.userId, request.query),
  );
  app.get('/content', { schema: { querystring: analyticsQuery, response: { 200: contentAnalysis } } }, (request) =>
    getContentAnalysis(app.db, request.auth.userId, request.query),
  );
};
