import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetConfirmBody, passwordResetRequestBody, passwordResetRequested } from '../../../shared/auth';
import { errorAnswers, noContent, PUBLIC } from '../../http/routeDocs';
import { keyedRateLimit } from '../../plugins/external/rateLimit';
import { normalizeEmail } from '../users/public';
import { confirmPasswordReset, deliverPasswordReset, type PasswordResetDeps } from './passwordReset';

/** Reset links one address may ask for one e-mail per window: enough for a lost message, too few to flood an inbox. */
const REQUESTS_PER_IP_AND_EMAIL = 3;

/**
 * POST /api/auth/password-reset and /password-reset/confirm. The request answers 202 at once,
 * the same for every address, and makes and sends the link afterwards; limited per client address and
 * per address and e-mail. The confirm is limited like a sign-in, since it is one (a token guess).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { windowMs, loginPerIp } = app.config.authLimits;
  const deps: PasswordResetDeps = { db: app.db, mailer: app.mailer, sessionGuard: app.sessionGuard, publicUrl: app.config.publicUrl, log: app.log };
  const perIpAndEmail = keyedRateLimit(app, {
    max: REQUESTS_PER_IP_AND_EMAIL,
    timeWindow: windowMs,
    key: (request) => `password-reset:${request.ip}:${normalizeEmail((request.body as { email: string }).email)}`,
  });
  // Deliveries still running when the server closes are awaited, so none is cut off mid-write.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });

  app.post(
    '/password-reset',
    {
      schema: { security: PUBLIC, body: passwordResetRequestBody, response: { 202: passwordResetRequested, ...errorAnswers(400, 429) } },
      config: { rateLimit: { max: loginPerIp, timeWindow: windowMs } },
      preHandler: perIpAndEmail,
    },
    async (request, reply) => {
      const delivery = deliverPasswordReset(deps, normalizeEmail(request.body.email))
        .catch((error: unknown) => request.log.warn({ err: error }, 'password reset: the link could not be sent'))
        .finally(() => running.delete(delivery));
      running.add(delivery);
      return reply.code(202).send({ mailConfigured: app.mailer.configured });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: { security: PUBLIC, body: passwordResetConfirmBody, response: { 204: noContent, ...errorAnswers(400, 409, 429) } },
      config: { rateLimit: { max: loginPerIp, timeWindow: windowMs } },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body);
      return reply.code(204).send();
    },
  );
};
