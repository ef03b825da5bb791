import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { unauthorized } from '../../http/httpError';
import { sharedPlugin } from '../../plugins/sharedPlugin';
import { createSessionGuard, type SessionGuard } from './sessionGuard';
import { createTokenSigner, type TokenSigner } from './tokens';

export type AuthContext = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: accepts a live bearer access token and sets request.auth, else 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
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
  /** The full check: verifies a token not seen before and reads a session not known to be live. */
  async function authenticateFully(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const claims = token ? await tokens.verifyAccess(token) : null;
    // verifyAccess answers only claims whose ids are UUIDs.
    if (!claims) throw unauthorized();
    if (!(await sessionGuard.isLive(claims.sessionId, claims.userId))) throw unauthorized();
    request.auth = claims;
  }
  /**
   * The claims of the usual `Bearer <token>` header when its token was verified before. Only tokens
   * bearerToken read are ever verified (authenticateFully), so a remembered one already passed its
   * checks: they need not run again (the whitespace scan over 330 characters cost more than the
   * lookup). Any other form of the header, or an unknown token, is left to the full check.
   */
  const knownBearerClaims = (header: string | undefined) =>
    header !== undefined && header.startsWith(BEARER_PREFIX) ? tokens.knownAccess(header.slice(BEARER_PREFIX.length)) : null;
  // A callback hook, not an async one: the common case (a token verified before, a session known to
  // be live a moment ago) is decided synchronously, without the promises and microtask turns of an
  // async hook, which cost an authenticated route more than the two map lookups of the check itself.
  app.decorate('authenticate', function authenticate(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
    const claims = knownBearerClaims(request.headers.authorization);
    if (claims && sessionGuard.isKnownLive(claims.sessionId, claims.userId)) {
      request.auth = claims;
      done();
      return;
    }
    authenticateFully(request).then(() => done(), done);
  });
});

const BEARER_PREFIX = 'Bearer ';
const MAX_TOKEN_LENGTH = 4096;

/**
 * The token of an `Authorization: Bearer <token>` header (scheme in any case, one or more spaces,
 * 1–4096 characters without whitespace), else null. The usual form is checked without the regex,
 * whose counted repetition over a 300-character token cost more than the rest of the check.
 */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  if (header.startsWith(BEARER_PREFIX) && header.length <= BEARER_PREFIX.length + MAX_TOKEN_LENGTH) {
    const token = header.slice(BEARER_PREFIX.length);
    if (token.length > 0 && !/\s/.test(token)) return token;
  }
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  return match ? match[1] : null;
}
