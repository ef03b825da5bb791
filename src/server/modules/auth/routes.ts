import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, refreshBody, registerBody } from '../../../shared/auth';
import { keyedRateLimit } from '../../plugins/external/rateLimit';
import { normalizeEmail } from '../users/repository';
import { authDepsOf, login, logout, refresh, register, userAgentOf } from './service';

/**
 * POST /api/auth/{register,login,refresh,logout}. Login and register are limited per IP (before the
 * body is read) and per e-mail (after validation), so neither a single address nor a single
 * account can be hammered. A taken e-mail answers 409 on register: friendlier than silence, and
 * the per-IP limit keeps it from being an enumeration oracle at scale.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const { windowMs, loginPerIp, loginPerEmail, registerPerIp, refreshPerIp } = app.config.authLimits;
  const perEmail = (scope: string, max: number) =>
    keyedRateLimit(app, {
      max,
      timeWindow: windowMs,
      key: (request) => `${scope}:${normalizeEmail((request.body as { email: string }).email)}`,
    });

  app.post(
    '/register',
    {
      schema: { body: registerBody },
      config: { rateLimit: { max: registerPerIp, timeWindow: windowMs } },
      preHandler: perEmail('register', loginPerEmail),
    },
    async (request, reply) => reply.code(201).send(await register(deps, request.body, userAgentOf(request))),
  );

  app.post(
    '/login',
    {
      schema: { body: loginBody },
      config: { rateLimit: { max: loginPerIp, timeWindow: windowMs } },
      preHandler: perEmail('login', loginPerEmail),
    },
    async (request) => login(deps, request.body, userAgentOf(request)),
  );

  app.post(
    '/refresh',
    { schema: { body: refreshBody }, config: { rateLimit: { max: refreshPerIp, timeWindow: windowMs } } },
    async (request) => refresh(deps, request.body.refreshToken),
  );

  app.post('/logout', { onRequest: app.authenticate }, async (request, reply) => {
    await logout(deps, request.auth.sessionId);
    return reply.code(204).send();
  });
};
