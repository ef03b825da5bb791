import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttlCache';
import { isSessionLive } from './sessionRepository';

export type SessionGuard = {
  isLive(sessionId: string, userId: string): Promise<boolean>;
  /** Whether the session was found live within the last `ttlMs` and not forgotten since: no database read. */
  isKnownLive(sessionId: string, userId: string): boolean;
  /** Forget a session at once (logout, reuse detection, password change). */
  forgetSession(sessionId: string): void;
  /** Forget every session of a user (account deletion). */
  forgetUser(userId: string): void;
};

/**
 * Remembers for a few seconds that a session is live, so that authenticated requests do not pay a
 * database round-trip each (an embedded PGlite query costs about a millisecond). Revocations in
 * this process take effect at once; on other servers sharing a Postgres, within `ttlMs`.
 */
export function createSessionGuard(db: Db, ttlMs = 5_000): SessionGuard {
  const live = createTtlCache<string, string>(ttlMs);
  const isKnownLive = (sessionId: string, userId: string) => live.get(sessionId) === userId;
  return {
    isKnownLive,
    async isLive(sessionId, userId) {
      if (isKnownLive(sessionId, userId)) return true;
      const isLive = await isSessionLive(db, sessionId, userId);
      if (isLive) live.set(sessionId, userId);
      else live.delete(sessionId);
      return isLive;
    },
    forgetSession: (sessionId) => live.delete(sessionId),
    forgetUser: (userId) => live.deleteWhere((owner) => owner === userId),
  };
}
