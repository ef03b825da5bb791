import type { User } from '../../../shared/auth';
import { notFound } from '../../http/httpError';

/**
 * The read-through cache of users' profiles (plugins/app/profileCache.ts makes it, as `app.userProfiles`).
 * Said here, with the users, so that what reads a profile needs nothing of the plugin, which reads users.
 */
export type ProfileCache = {
  get(userId: string): Promise<User | null>;
  /**
   * The profile as `serialize` writes it (the route's response serializer), kept with the profile.
   * The text itself when the cache holds it, so that the session check of every page load is
   * answered without a promise or a microtask turn; else a promise of it, once read (and written),
   * null when there is no such user.
   */
  json(userId: string, serialize: (user: User) => string): string | Promise<string | null>;
  forget(userId: string): void;
};

/** The user's profile as the cache holds it; 404 when there is no such user. */
export async function getProfile(deps: { userProfiles: ProfileCache }, userId: string): Promise<User> {
  const user = await deps.userProfiles.get(userId);
  if (!user) throw notFound('User not found');
  return user;
}
