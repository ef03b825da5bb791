import { and, eq, isNull } from 'drizzle-orm';
import type { User } from '../../../shared/auth';
import { NOT_A_DEMO, type KeepDemoBody } from '../../../shared/demo';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { userIdentities, users } from '../../db/schema';
import { HttpError } from '../../http/httpError';
import { type AuthContext, hashPassword, refuseCommonPassword, type SessionGuard, signOutOtherSessions } from '../auth/public';
import { getProfile, normalizeEmail, type ProfileCache } from '../users/public';
import { isUnclaimedDemoUser } from './demoUsers';

const EMAIL_TAKEN_FIELD = 'this e-mail is already used by another account: sign in with it, or choose another one';

/** What keeping needs: the database, the session guard (other sessions end) and the profile cache (the answer). */
type KeepDeps = { db: Db; sessionGuard: SessionGuard; userProfiles: ProfileCache };

const notADemo = () => new HttpError(403, NOT_A_DEMO, 'NOT_A_DEMO');

/**
 * "Keep this workspace": the demo user becomes an ordinary account, with this e-mail and password,
 * keeping every row it owns (they are already its own: nothing moves). The demo identity goes, so
 * retention never removes it and the "Try the demo" cookie no longer opens it. A taken e-mail is a
 * 409 naming the field, as registration answers it; the password is checked like any new one.
 */
export async function keepDemoWorkspace(deps: KeepDeps, auth: AuthContext, body: KeepDemoBody): Promise<User> {
  if (!(await isUnclaimedDemoUser(deps.db, auth.userId))) throw notADemo();
  refuseCommonPassword('password', body.password);
  const passwordHash = await hashPassword(body.password);
  const outcome = await claimDemoUser(deps.db, auth.userId, { email: normalizeEmail(body.email), passwordHash, name: body.name });
  if (outcome === 'email-taken') {
    throw new HttpError(409, 'An account with this email already exists', 'EMAIL_TAKEN', [{ field: 'email', message: EMAIL_TAKEN_FIELD }]);
  }
  // Claimed by another request meanwhile (a second tab): that one won, this one changes nothing.
  if (outcome === 'not-a-demo') throw notADemo();
  // Like a new password: any other session of the demo ends, the one that kept it goes on.
  await signOutOtherSessions(deps, auth.userId, auth.sessionId);
  deps.userProfiles.forget(auth.userId);
  return getProfile(deps, auth.userId);
}

type Claim = { email: string; passwordHash: string; name?: string };

/** One transaction: the e-mail, the password and its identity in, the demo identity out; only while the user still has no password. */
async function claimDemoUser(db: Db, userId: string, claim: Claim): Promise<'kept' | 'email-taken' | 'not-a-demo'> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: claim.email, passwordHash: claim.passwordHash, ...(claim.name ? { name: claim.name } : {}) })
        .where(and(eq(users.id, userId), isNull(users.passwordHash)))
        .returning({ id: users.id });
      if (!row) return 'not-a-demo';
      await tx.insert(userIdentities).values({ userId, provider: 'password', subject: claim.email });
      await tx.delete(userIdentities).where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'demo')));
      return 'kept';
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'email-taken';
    throw error;
  }
}
