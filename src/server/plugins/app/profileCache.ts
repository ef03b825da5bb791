import type { User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttlCache';
import { loadUser } from '../../modules/users/repository';
import { sharedPlugin } from '../sharedPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read-through cache of public User profiles; call forget(userId) after changing a user. */
    userProfiles: ProfileCache;
  }
}

export type ProfileCache = {
  get(userId: string): Promise<User | null>;
  forget(userId: string): void;
};

/**
 * GET /api/users/profile is the session check every page load makes. Changes made through this
 * process are seen at once (forget); changes made by another server on a shared Postgres show up
 * within `ttlMs`.
 */
export function createProfileCache(db: Db, ttlMs = 5_000): ProfileCache {
  const profiles = createTtlCache<string, User>(ttlMs);
  return {
    async get(userId) {
      const cached = profiles.get(userId);
      if (cached) return cached;
      const user = await loadUser(db, userId);
      if (user) profiles.set(userId, user);
      return user;
    },
    forget: (userId) => profiles.delete(userId),
  };
}

export const profileCachePlugin = sharedPlugin({ name: 'profile-cache', decorators: { fastify: ['db'] } }, async (app) => {
  app.decorate('userProfiles', createProfileCache(app.db));
});
