import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';

export async function insertPasswordReset(db: Db, reset: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/**
 * Spends a reset token: marks it used if it is unused and unexpired (on the database's clock) and
 * answers its user; null otherwise. One statement, so two requests racing with one link cannot both win.
 */
export async function spendPasswordReset(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Every other link of the user stops working once one was used. */
export async function spendAllPasswordResets(db: Db, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
