import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import type { Provider } from './repository';

/** A checked new password (auth/service.ts checkedNewPassword): its hash, and the hash it replaces (null when the account had none). */
export type NewPassword = { passwordHash: string; replaces: string | null };

/** The providers a user can sign in with again: a password, or a linked third party (a demo identity is not one). */
const SIGN_IN_METHODS: Provider[] = ['password', 'google', 'facebook', 'instagram'];

export async function findIdentityOwner(db: Db, provider: Provider, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Links a provider account to the user. Answers who owns it afterwards: the user itself (linked, or
 * already was), or another user it stays with, never moved silently.
 */
export async function linkIdentity(db: Db, userId: string, provider: Provider, subject: string): Promise<string> {
  await db.insert(userIdentities).values({ userId, provider, subject }).onConflictDoNothing();
  return (await findIdentityOwner(db, provider, subject)) ?? userId;
}

export type UnlinkOutcome = 'unlinked' | 'not-linked' | 'last-method';

/**
 * Removes a provider from the user unless it is the last way left to sign in. The count and the
 * delete are one transaction with the user's row locked, so two unlinks racing cannot remove both.
 */
export async function unlinkIdentity(db: Db, userId: string, provider: Provider): Promise<UnlinkOutcome> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) return 'not-linked';
    const methods = await tx
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), inArray(userIdentities.provider, SIGN_IN_METHODS)));
    if (!methods.some((method) => method.provider === provider)) return 'not-linked';
    const remaining = methods.filter((method) => method.provider !== provider && (method.provider !== 'password' || owner.passwordHash));
    if (remaining.length === 0) return 'last-method';
    await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    // Sign-in with a password reads the hash: unlinking the password must remove it too.
    if (provider === 'password') await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
    return 'unlinked';
  });
}

/** The user has an account of this provider linked already (one of each kind per user keeps unlinking unambiguous). */
export async function hasProvider(db: Db, userId: string, provider: Provider): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return Boolean(row);
}

/**
 * Stores a checked new password if the stored hash is still the one it replaces, so two changes
 * racing cannot both pass one check ('changed' for the loser). A first password is also a new way
 * to sign in: the 'password' identity, keyed by the account's e-mail as registration keys it.
 */
export async function storePassword(db: Db, userId: string, password: NewPassword): Promise<'stored' | 'changed'> {
  return db.transaction(async (tx) => {
    const unchanged = password.replaces === null ? isNull(users.passwordHash) : eq(users.passwordHash, password.replaces);
    const [row] = await tx
      .update(users)
      .set({ passwordHash: password.passwordHash })
      .where(and(eq(users.id, userId), unchanged))
      .returning({ email: users.email });
    if (!row) return 'changed';
    if (password.replaces === null) await tx.insert(userIdentities).values({ userId, provider: 'password', subject: row.email }).onConflictDoNothing();
    return 'stored';
  });
}
