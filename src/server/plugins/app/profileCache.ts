import type { User } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { createTtlCache } from '../../lib/ttlCache';
import { loadUser, type ProfileCache } from '../../modules/users/public';
import { sharedPlugin } from '../sharedPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Read-through cache of public User profiles; call forget(userId) after changing a user. */
    userProfiles: ProfileCache;
  }
}

/** A profile, and once a route has sent it, its JSON: the same answer need not be validated and serialized on every request. */
type Cached = { user: User; json: string | null };

/**
 * GET /api/users/profile is the session check every page load makes. Changes made through this
 * process are seen at once (forget); changes made by another server on a shared Postgres show up
 * within `ttlMs`.
 */
function createProfileCache(db: Db, ttlMs = 5_000): ProfileCache {
  const profiles = createTtlCache<string, Cached>(ttlMs);
  const cachedOf = async (userId: string): Promise<Cached | null> => {
    const cached = profiles.get(userId);
    if (cached) return cached;
    const user = await loadUser(db, userId);
    if (!user) return null;
    const fresh = { user, json: null };
    profiles.set(userId, fresh);
    return fresh;
  };
  return {
    get: async (userId) => (await cachedOf(userId))?.user ?? null,
    json(userId, serialize) {
      const held = profiles.get(userId)?.json;
      if (typeof held === 'string') return held;
      return cachedOf(userId).then((cached) => {
        if (!cached) return null;
        // Kept on the entry, so it expires and is forgotten with the profile it was written from.
        cached.json ??= serialize(cached.user);
        return cached.json;
      });
    },
    forget: (userId) => profiles.delete(userId),
  };
}

export const profileCachePlugin = sharedPlugin({ name: 'profile-cache', decorators: { fastify: ['db'] } }, async (app) => {
  app.decorate('userProfiles', createProfileCache(app.db));
});
