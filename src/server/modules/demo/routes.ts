import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, type AuthResponse } from '../../../shared/auth';
import { errorAnswers, PUBLIC } from '../../http/routeDocs';
import { authDepsOf, createAccount, startSession, userAgentOf } from '../auth/public';
import { connectDemoAccounts } from '../connectors/public';
import { placePlatformRow, replaceDemoPeers } from '../peers/public';
import { loadUser } from '../users/public';
import { isUnclaimedDemoUser } from './demoUsers';
import { demoCookie, type DemoCookie } from './returnCookie';

/** The cookie that remembers a browser's demo workspace, signed with the server's JWT secret. */
export const demoCookieOf = (app: FastifyInstance): DemoCookie => demoCookie(app.config.jwtSecret, { secure: app.config.publicUrl.startsWith('https:') });

/**
 * POST /api/auth/demo: "Try the demo". The browser's own demo workspace when its cookie names one
 * that still exists unclaimed (a new session in it: activity that keeps it from retention); else a
 * new demo user, with the demo accounts connected and their first sync queued before the answer (the
 * workspace fills within seconds, starting competitors and reports included). Registered only in DEMO_MODE.
 */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const peers = { placePlatformRow, replaceDemoPeers };
  const connectorDeps = { db: app.db, gateway: app.metaGateway, cipher: app.tokenCipher, syncQueue: app.syncQueue, peers };
  const cookie = demoCookieOf(app);
  const { demoPerIp, windowMs } = app.config.authLimits;
  const demoSchema = { security: PUBLIC, response: { 200: authResponse, ...errorAnswers(429) } };

  const returnToDemo = async (request: FastifyRequest): Promise<AuthResponse | null> => {
    const userId = cookie.userIdIn(request.headers.cookie);
    if (!userId || !(await isUnclaimedDemoUser(app.db, userId))) return null;
    const user = await loadUser(app.db, userId);
    return user ? startSession(deps, user, userAgentOf(request)) : null;
  };

  const newDemo = async (request: FastifyRequest): Promise<AuthResponse> => {
    const subject = randomBytes(9)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    const answer = await createAccount(
      deps,
      { email: `demo-${subject}@demo.local`, name: 'Demo User', passwordHash: null, identity: { provider: 'demo', subject } },
      userAgentOf(request),
    );
    // Each account's first sync job then tracks its starting competitors and saves its starting reports (jobs/demoWorkspaces.ts).
    await connectDemoAccounts(connectorDeps, answer.user.id);
    return answer;
  };

  app.post('/demo', { schema: demoSchema, config: { rateLimit: { max: demoPerIp, timeWindow: windowMs } } }, async (request, reply) => {
    const answer = (await returnToDemo(request)) ?? (await newDemo(request));
    return reply.header('set-cookie', cookie.remember(answer.user.id)).send(answer);
  });
};
