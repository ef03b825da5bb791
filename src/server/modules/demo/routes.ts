import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse } from '../../../shared/auth';
import { errorAnswers, PUBLIC } from '../../http/routeDocs';
import { authDepsOf, createAccount, userAgentOf } from '../auth/service';
import { connectDemoAccounts } from '../connectors/service';

/**
 * POST /api/auth/demo: a fresh demo workspace user per visit, with the demo accounts connected and
 * their first sync queued before the answer, so the workspace fills within seconds of signing in.
 * Registered only in DEMO_MODE.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const { demoPerIp, windowMs } = app.config.authLimits;
  const demoSchema = { security: PUBLIC, response: { 200: authResponse, ...errorAnswers(429) } };
  app.post('/demo', { schema: demoSchema, config: { rateLimit: { max: demoPerIp, timeWindow: windowMs } } }, async (request, reply) => {
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
    await connectDemoAccounts({ db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, syncQueue: app.syncQueue }, answer.user.id);
    return reply.send(answer);
  });
};
