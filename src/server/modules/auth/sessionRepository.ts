import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hasControlCharacters } from '../../../shared/text';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';

export type RefreshTokenRecord = {
  id: string;
  sessionId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  sessionRevokedAt: Date | null;
};

export type NewSession = { userId: string; userAgent: string | null; refreshTokenHash: string; refreshExpiresAt: Date };

/**
 * A session and its first refresh token, in one transaction: a crash between the two would leave a
 * session no one can ever refresh. Answers the session id.
 */
export async function createSession(db: Db, session: NewSession): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({ userId: session.userId, userAgent: sessionLabel(session.userAgent) })
      .returning({ id: sessions.id });
    await tx.insert(refreshTokens).values({ sessionId: row.id, tokenHash: session.refreshTokenHash, expiresAt: session.refreshExpiresAt });
    return row.id;
  });
}

/** The User-Agent the session is shown with; one that holds control characters (Postgres refuses NUL) is dropped. */
const sessionLabel = (userAgent: string | null) => (userAgent && !hasControlCharacters(userAgent) ? userAgent.slice(0, 512) : null);

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRecord | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      userId: sessions.userId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a refresh token and stores its successor atomically. Returns false when another request
 * spent it first (the conditional UPDATE takes the row lock, so exactly one racer wins).
 */
export async function rotateRefreshToken(
  db: Db,
  spent: { id: string; sessionId: string },
  successor: { tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const successorId = randomUUID();
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(), replacedById: successorId })
      .where(and(eq(refreshTokens.id, spent.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values({ id: successorId, sessionId: spent.sessionId, ...successor });
    await tx.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, spent.sessionId));
    return true;
  });
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every other live session of the user (after a password change); returns their ids. */
export async function revokeOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Revokes every live session of the user (after a password reset: whoever held one is signed out); returns their ids. */
export async function revokeAllSessions(db: Db, userId: string): Promise<string[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** A session is live when it is not revoked and its user still exists. */
export async function isSessionLive(db: Db, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row);
}
