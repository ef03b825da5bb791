import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audienceAnswer, audienceQuery } from '../../../shared/audience';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { getAudience } from './service';

/** GET /api/analytics/audience: who follows the account, and who it reached and engaged. */
export const audienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/audience',
    { schema: { security: SIGNED_IN, querystring: audienceQuery, response: { 200: audienceAnswer, ...errorAnswers(400, 401, 404) } } },
    (request) => getAudience(app.db, request.auth.userId, request.query),
  );
};
