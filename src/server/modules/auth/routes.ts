import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, loginBody, refreshBody, registerBody, tokenPair } from '../../../shared/auth';
import { errorAnswers, noContent, PUBLIC, SIGNED_IN } from '../../http/routeDocs';
import { authDepsOf, login, logout, refresh, register, userAgentOf } from './service';
import { signInThrottle } from './signInThrottle';

/**
 * POST /api/auth/{register,login,refresh,logout}. Login and register are limited per IP (before the
 * body is read), per IP and e-mail, and slowed per e-mail (after validation; see signInThrottle),
 * so neither a single address nor a single account can be hammered, and no one can lock an owner
 * out. A taken e-mail answers 409 on register: friendlier than silence, and the limits keep it
 * from being an enumeration oracle at scale.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const { windowMs, loginPerIp, registerPerIp, refreshPerIp } = app.config.authLimits;
  const registerThrottle = signInThrottle(app, 'register', 409);
  const loginThrottle = signInThrottle(app, 'login', 401);

  app.post(
    '/register',
    {
      schema: { security: PUBLIC, body: registerBody, response: { 201: authResponse, ...errorAnswers(400, 409, 429) } },
      config: { rateLimit: { max: registerPerIp, timeWindow: windowMs } },
      preHandler: registerThrottle.guard,
    },
    async (request, reply) => reply.code(201).send(await registerThrottle.counting(request, () => register(deps, request.body, userAgentOf(request)))),
  );

  app.post(
    '/login',
    {
      schema: { security: PUBLIC, body: loginBody, response: { 200: authResponse, ...errorAnswers(400, 401, 429) } },
      config: { rateLimit: { max: loginPerIp, timeWindow: windowMs } },
      preHandler: loginThrottle.guard,
    },
    async (request) => loginThrottle.counting(request, () => login(deps, request.body, userAgentOf(request))),
  );

  app.post(
    '/refresh',
    {
      schema: { security: PUBLIC, body: refreshBody, response: { 200: tokenPair, ...errorAnswers(400, 401, 429) } },
      config: { rateLimit: { max: refreshPerIp, timeWindow: windowMs } },
    },
    async (request) => refresh(deps, request.body.refreshToken),
  );

  const logoutSchema = { security: SIGNED_IN, response: { 204: noContent, ...errorAnswers(401) } };
  app.post('/logout', { onRequest: app.authenticate, schema: logoutSchema }, async (request, reply) => {
    await logout(deps, request.auth.sessionId);
    return reply.code(204).send();
  });
};
