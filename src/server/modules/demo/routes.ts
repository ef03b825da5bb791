import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authDepsOf, createAccount, userAgentOf } from '../auth/service';

/** POST /api/auth/demo: a fresh demo workspace user per visit. Registered only in DEMO_MODE. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const { demoPerIp, windowMs } = app.config.authLimits;
  app.post('/demo', { config: { rateLimit: { max: demoPerIp, timeWindow: windowMs } } }, async (request, reply) => {
    const subject = randomBytes(9).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x');
    const answer = await createAccount(
      deps,
      {
        email: `demo-${subject}@demo.local`,
        name: 'Demo User',
        passwordHash: null,
        identity: { provider: 'demo', subject },
      },
      userAgentOf(request),
    );
    return reply.send(answer);
  });
};
