import type { UpdateUserBody, User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/httpError';
import type { AuthContext } from '../../plugins/authenticate';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords';
import type { SessionGuard } from '../auth/sessionGuard';
import { revokeOtherSessions } from '../auth/sessionRepository';
import type { ProfileCache } from './profileCache';
import { deleteUser, findUserById, updateUser, type UserChanges } from './repository';

export type UserDeps = { db: Db; sessionGuard: SessionGuard; userProfiles: ProfileCache };

export async function getProfile(deps: UserDeps, userId: string): Promise<User> {
  const user = await deps.userProfiles.get(userId);
  if (!user) throw notFound('User not found');
  return user;
}

/** Changing the password needs the current one and signs out every other session. */
export async function updateProfile(deps: UserDeps, auth: AuthContext, body: UpdateUserBody): Promise<User> {
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.image !== undefined) changes.image = body.image;
  if (body.newPassword !== undefined) {
    changes.passwordHash = await checkedNewPasswordHash(deps.db, auth.userId, body.currentPassword, body.newPassword);
  }
  // A user deleted meanwhile is answered 404 by getProfile below.
  await updateUser(deps.db, auth.userId, changes);
  deps.userProfiles.forget(auth.userId);
  if (changes.passwordHash) {
    for (const sessionId of await revokeOtherSessions(deps.db, auth.userId, auth.sessionId)) {
      deps.sessionGuard.forgetSession(sessionId);
    }
  }
  return getProfile(deps, auth.userId);
}

/** The stored user row is read only here: a name or image change does not need it. */
async function checkedNewPasswordHash(db: Db, userId: string, currentPassword: string | undefined, newPassword: string): Promise<string> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound('User not found');
  const currentOk = row.passwordHash !== null && (await verifyPassword(row.passwordHash, currentPassword ?? ''));
  if (!currentOk) throw fieldError('currentPassword', 'current password is incorrect', 'INVALID_CURRENT_PASSWORD');
  refuseCommonPassword('newPassword', newPassword);
  return hashPassword(newPassword);
}

export async function deleteAccount(deps: UserDeps, userId: string): Promise<void> {
  const deleted = await deleteUser(deps.db, userId);
  deps.sessionGuard.forgetUser(userId);
  deps.userProfiles.forget(userId);
  if (!deleted) throw notFound('User not found');
}
