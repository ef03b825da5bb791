import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { createTtlCache } from '../../lib/ttlCache';
import { isUuid } from '../../lib/uuid';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
const ALGORITHM = 'HS256';
const AUDIENCE = 'instagram-analytics-api';

type AccessClaims = { userId: string; sessionId: string };

export type TokenSigner = {
  signAccess(claims: AccessClaims): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * The claims of a token this signer verified before and that has not expired since, without
   * verifying it again; null for any other token (verifyAccess then says whether it is good).
   */
  knownAccess(token: string): AccessClaims | null;
  /** The successor of a refresh token is derived from it, so a racing duplicate gets the same one. */
  successorOf(refreshToken: string): string;
};

// jose verifies through WebCrypto (tens of microseconds); a token string already verified is
// remembered until it expires (at most a minute), which keeps authenticated routes near bare speed.
const VERIFIED_CACHE_MS = 60_000;

/**
 * What a remembered token is found by: its last characters (an HS256 signature is 43). A Map hashes
 * its key on every lookup, and every request's header is a new string, so keyed by the whole
 * 330-character token the lookup took about a microsecond; the entry found must then hold the very
 * same token, so no other token is taken for it.
 */
const LOOKUP_KEY_LENGTH = 43;
const lookupKeyOf = (token: string) => token.slice(-LOOKUP_KEY_LENGTH);

type Verified = { token: string; claims: Readonly<AccessClaims>; expiresAtMs: number };

export function createTokenSigner(jwtSecret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(jwtSecret);
  const verified = createTtlCache<string, Verified>(VERIFIED_CACHE_MS);
  const knownAccess = (token: string): AccessClaims | null => {
    const known = verified.get(lookupKeyOf(token));
    return known && known.token === token && known.expiresAtMs > Date.now() ? known.claims : null;
  };
  return {
    signAccess: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    knownAccess,
    async verifyAccess(token) {
      const known = knownAccess(token);
      if (known) return known;
      try {
        // The algorithm list is pinned, so alg "none" or an RS/HS confusion is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer, audience: AUDIENCE });
        // Checked once here, before the claims are remembered, rather than on every request that reuses them.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
        if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
        // Frozen: every request the token makes is given this same object.
        const claims = Object.freeze({ userId: payload.sub, sessionId: payload.sid });
        verified.set(lookupKeyOf(token), { token, claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
    successorOf: (refreshToken) => createHmac('sha256', key).update(`refresh-successor:${refreshToken}`).digest('base64url'),
  };
}

/** An opaque secret (a refresh token, a sign-in state, a one-time exchange code): 32 random bytes. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
/** What is stored of an opaque secret: its SHA-256, never the secret itself. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
