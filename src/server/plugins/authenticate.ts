import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/httpError';
import type { SessionGuard } from '../modules/auth/sessionGuard';
import type { TokenSigner } from '../modules/auth/tokens';

export type AuthContext = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: accepts a live bearer access token and sets request.auth, else 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    tokens: TokenSigner;
    sessionGuard: SessionGuard;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; routes that use it as preHandler may rely on it. */
    auth: AuthContext;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function installAuthenticate(app: FastifyInstance, tokens: TokenSigner, sessionGuard: SessionGuard): void {
  app.decorate('tokens', tokens);
  app.decorate('sessionGuard', sessionGuard);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyAccess(token) : null;
    if (!claims || !UUID.test(claims.userId) || !UUID.test(claims.sessionId)) throw unauthorized();
    if (!(await sessionGuard.isLive(claims.sessionId, claims.userId))) throw unauthorized();
    request.auth = claims;
  });
}

function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S{1,4096})$/i.exec(header) : null;
  return match ? match[1] : null;
}
