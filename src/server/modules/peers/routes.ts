import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peerComparison, peerComparisonQuery } from '../../../shared/peers';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { getPeerComparison } from './service';

/** GET /api/analytics/peers: comparison with peers, scoped to the signed-in user's accounts. */
export const peerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/peers',
    { schema: { security: SIGNED_IN, querystring: peerComparisonQuery, response: { 200: peerComparison, ...errorAnswers(400, 401, 404) } } },
    (request) => getPeerComparison(app.db, request.auth.userId, request.query),
  );
};
