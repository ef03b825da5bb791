import type { UpdateUserBody, User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/httpError';
import type { AuthContext, SessionGuard } from '../auth/public';
import { checkedNewPassword, PROVIDER_NAMES, signOutOtherSessions } from '../auth/public';
import { storePassword, unlinkIdentity } from './identityRepository';
import { getProfile, type ProfileCache } from './profiles';
import { deleteUser, updateUser, type Provider, type UserChanges } from './repository';

export type UserDeps = { db: Db; sessionGuard: SessionGuard; userProfiles: ProfileCache };

/** The profile's JSON (see ProfileCache.json): the text itself when the cache holds it, else a promise of it; 404 when there is no such user. */
export function getProfileJson(deps: UserDeps, userId: string, serialize: (user: User) => string): string | Promise<string> {
  const json = deps.userProfiles.json(userId, serialize);
  if (typeof json === 'string') return json;
  return json.then((text) => {
    if (text === null) throw notFound('User not found');
    return text;
  });
}

/**
 * Name, avatar and password. The password is checked (the current one is needed to change it, not
 * to set a first one) and stored before anything else, so a refused password changes nothing; a new
 * password signs out every other session.
 */
export async function updateProfile(deps: UserDeps, auth: AuthContext, body: UpdateUserBody): Promise<User> {
  if (body.newPassword !== undefined) {
    const password = await checkedNewPassword(deps.db, auth.userId, body.currentPassword, body.newPassword);
    if ((await storePassword(deps.db, auth.userId, password)) === 'changed') {
      throw new HttpError(409, 'Your password was changed meanwhile, so this change was not saved. Reload and try again.', 'PASSWORD_CHANGED');
    }
    await signOutOtherSessions(deps, auth.userId, auth.sessionId);
  }
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.image !== undefined) changes.image = body.image;
  // A user deleted meanwhile is answered 404 by getProfile below.
  await updateUser(deps.db, auth.userId, changes);
  deps.userProfiles.forget(auth.userId);
  return getProfile(deps, auth.userId);
}

export async function deleteAccount(deps: UserDeps, userId: string): Promise<void> {
  const deleted = await deleteUser(deps.db, userId);
  deps.sessionGuard.forgetUser(userId);
  deps.userProfiles.forget(userId);
  if (!deleted) throw notFound('User not found');
}

const PROVIDER_LABELS: Record<Provider, string> = { password: 'Password', ...PROVIDER_NAMES, demo: 'Demo' };

/** Unlinks a way to sign in, never the last one: the user would be locked out of their own data. */
export async function unlinkProvider(deps: UserDeps, userId: string, provider: Provider): Promise<User> {
  const outcome = await unlinkIdentity(deps.db, userId, provider);
  if (outcome === 'not-linked') throw notFound(`${PROVIDER_LABELS[provider]} is not linked to your account`);
  if (outcome === 'last-method') {
    throw new HttpError(
      409,
      `${PROVIDER_LABELS[provider]} is your only way to sign in, so it cannot be unlinked. Link another provider first.`,
      'LAST_SIGN_IN_METHOD',
    );
  }
  deps.userProfiles.forget(userId);
  return getProfile(deps, userId);
}
