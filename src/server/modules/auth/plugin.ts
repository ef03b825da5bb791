import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/httpError';
import { sharedPlugin } from '../../plugins/sharedPlugin';
import { createSessionGuard, type SessionGuard } from './sessionGuard';
import { createTokenSigner, type TokenSigner } from './tokens';

export type AuthContext = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: accepts a live bearer access token and sets request.auth, else 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    tokens: TokenSigner;
    sessionGuard: SessionGuard;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; routes that use it as preHandler may rely on it. */
    auth: AuthContext;
  }
}

/** Access tokens, the live-session check and the `authenticate` hook, for every route of the app. */
export const authPlugin = sharedPlugin({ name: 'auth', decorators: { fastify: ['config', 'db'] } }, async (app) => {
  const tokens = createTokenSigner(app.config.jwtSecret, app.config.publicUrl);
  const sessionGuard = createSessionGuard(app.db);
  app.decorate('tokens', tokens);
  app.decorate('sessionGuard', sessionGuard);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyAccess(token) : null;
    // verifyAccess answers only claims whose ids are UUIDs.
    if (!claims) throw unauthorized();
    if (!(await sessionGuard.isLive(claims.sessionId, claims.userId))) throw unauthorized();
    request.auth = claims;
  });
});

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  return match ? match[1] : null;
}
