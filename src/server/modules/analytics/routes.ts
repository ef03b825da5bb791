import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, contentAnalysis, overview, overviewQuery } from '../../../shared/analytics';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { sendJsonText } from '../../http/jsonText';
import { answerJsonFor } from './cachedAnswers';
import { computeContentAnalysis } from './content';
import { computeOverview } from './overview';
import { checkDatabaseTimeZones } from '../../lib/timeZones';

/** /api/analytics: the dashboard's and the content assistant's figures, scoped to the signed-in user's accounts. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // At start, while the routes are registered: every zone the analytics SQL may be given must be one
  // the database knows; any it lacks is logged and refused from then on (lib/timeZones.ts).
  await checkDatabaseTimeZones(app.db, app.log);
  app.addHook('onRequest', app.authenticate);
  const answers = errorAnswers(400, 401, 404);
  // Both answers are sent as the JSON their own serializer wrote when they were computed (cachedAnswers.ts).
  app.get('/overview', { schema: { security: SIGNED_IN, querystring: overviewQuery, response: { 200: overview, ...answers } } }, async (request, reply) => {
    const { compare } = request.query;
    return sendJsonText(
      reply,
      await answerJsonFor(
        app.db,
        request.auth.userId,
        request.query,
        `overview/${compare}`,
        (db, scope, period) => computeOverview(db, scope, period, compare),
        (answer) => reply.serializeInput(answer, '200') as string,
      ),
    );
  });
  app.get(
    '/content',
    { schema: { security: SIGNED_IN, querystring: analyticsQuery, response: { 200: contentAnalysis, ...answers } } },
    async (request, reply) =>
      sendJsonText(
        reply,
        await answerJsonFor(
          app.db,
          request.auth.userId,
          request.query,
          'content',
          computeContentAnalysis,
          (answer) => reply.serializeInput(answer, '200') as string,
        ),
      ),
  );
};
