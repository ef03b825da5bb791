import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/auth';
import { competitorSuggestions, competitorSuggestionsQuery, keepDemoBody } from '../../../shared/demo';
import { errorAnswers, SIGNED_IN } from '../../http/routeDocs';
import { keepDemoWorkspace } from './keepWorkspace';
import { demoCookieOf } from './routes';
import { competitorSuggestionsFor } from './startingCompetitors';

/**
 * /api/demo: what a signed-in demo workspace can do. Registered whatever DEMO_MODE says, so a demo
 * made before the operator turned the demo off can still be kept.
 */
export const demoWorkspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, sessionGuard: app.sessionGuard, userProfiles: app.userProfiles };
  const cookie = demoCookieOf(app);
  // A taken e-mail answers 409, as registration does: limited per address like registration, so it is no enumeration oracle at scale.
  const { registerPerIp, windowMs } = app.config.authLimits;
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/keep',
    {
      schema: { security: SIGNED_IN, body: keepDemoBody, response: { 200: userSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) } },
      config: { rateLimit: { max: registerPerIp, timeWindow: windowMs } },
    },
    async (request, reply) => {
      const user = await keepDemoWorkspace(deps, request.auth, request.body);
      // The workspace is an ordinary account now: "Try the demo" in this browser starts a new demo.
      return reply.header('set-cookie', cookie.forget()).send(user);
    },
  );

  app.get(
    '/competitor-suggestions',
    { schema: { security: SIGNED_IN, querystring: competitorSuggestionsQuery, response: { 200: competitorSuggestions, ...errorAnswers(400, 401, 404) } } },
    async (request) => ({ suggestions: await competitorSuggestionsFor(app.db, app.metaGateway.demoWorld(), request.auth.userId, request.query.accountId) }),
  );
};
