import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginStates } from '../../../db/schema';
import { hashOpaqueToken } from '../tokens';
import type { LoginSecrets, SignInProviderId } from './signInProvider';

/** Time allowed between leaving for the provider and coming back. */
export const LOGIN_STATE_TTL_MS = 10 * 60_000;

export type PendingLogin = LoginSecrets & { linkUserId: string | null };

export async function saveLoginState(db: Db, provider: SignInProviderId, login: PendingLogin, now = Date.now()): Promise<void> {
  await db.delete(loginStates).where(lt(loginStates.expiresAt, new Date(now)));
  await db.insert(loginStates).values({
    stateHash: hashOpaqueToken(login.state),
    provider,
    codeVerifier: login.codeVerifier,
    nonce: login.nonce,
    linkUserId: login.linkUserId,
    expiresAt: new Date(now + LOGIN_STATE_TTL_MS),
  });
}

/** Spends a state of this provider: the delete is the check, so a replayed state finds nothing. */
export async function takeLoginState(db: Db, provider: SignInProviderId, state: string, now = Date.now()): Promise<PendingLogin | null> {
  const [row] = await db
    .delete(loginStates)
    .where(and(eq(loginStates.stateHash, hashOpaqueToken(state)), eq(loginStates.provider, provider), gt(loginStates.expiresAt, new Date(now))))
    .returning();
  return row ? { state, codeVerifier: row.codeVerifier, nonce: row.nonce, linkUserId: row.linkUserId } : null;
}
