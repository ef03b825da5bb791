import type { Db } from '../../db/client';
import { isSessionLive } from './sessionRepository';

export type SessionGuard = {
  isLive(sessionId: string, userId: string): Promise<boolean>;
  /** Forget a session at once (logout, reuse detection, password change). */
  forgetSession(sessionId: string): void;
  /** Forget every session of a user (account deletion). */
  forgetUser(userId: string): void;
};

const MAX_ENTRIES = 10_000;

/**
 * Remembers for a few seconds that a session is live, so that authenticated requests do not pay a
 * database round-trip each. Revocations in this process take effect at once; on other servers
 * sharing the database they take effect within `ttlMs`.
 */
export function createSessionGuard(db: Db, ttlMs = 5_000): SessionGuard {
  const liveUntil = new Map<string, { userId: string; expiresAt: number }>();
  return {
    async isLive(sessionId, userId) {
      const cached = liveUntil.get(sessionId);
      if (cached && cached.userId === userId && cached.expiresAt > Date.now()) return true;
      const live = await isSessionLive(db, sessionId, userId);
      if (live && ttlMs > 0) {
        if (liveUntil.size >= MAX_ENTRIES) liveUntil.delete(liveUntil.keys().next().value as string);
        liveUntil.set(sessionId, { userId, expiresAt: Date.now() + ttlMs });
      } else liveUntil.delete(sessionId);
      return live;
    },
    forgetSession: (sessionId) => void liveUntil.delete(sessionId),
    forgetUser(userId) {
      for (const [sessionId, entry] of liveUntil) if (entry.userId === userId) liveUntil.delete(sessionId);
    },
  };
}
