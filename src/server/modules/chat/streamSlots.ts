/**
 * How many replies each user may have streaming at once. Every open stream holds a model call (and
 * its cost); the per-minute rate limit alone would let one user open 20 slow streams together.
 * Counted in this server process: several processes behind a balancer each allow the maximum.
 */
import { HttpError } from '../../http/httpError';

export const MAX_OPEN_STREAMS_PER_USER = 3;

export interface StreamSlots {
  /**
   * Runs `stream` in one of the user's slots and gives the slot back however it ends; throws 429
   * before `stream` starts when all of them are in use.
   */
  hold<T>(userId: string, stream: () => Promise<T>): Promise<T>;
}

export function createStreamSlots(): StreamSlots {
  const open = new Map<string, number>();
  return {
    async hold(userId, stream) {
      const count = open.get(userId) ?? 0;
      if (count >= MAX_OPEN_STREAMS_PER_USER) {
        throw new HttpError(
          429,
          `You already have ${count} replies streaming, the most at one time. Wait for one to finish (or stop it), then ask again.`,
          'TOO_MANY_STREAMS',
          { open: count, max: MAX_OPEN_STREAMS_PER_USER },
        );
      }
      open.set(userId, count + 1);
      try {
        return await stream();
      } finally {
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      }
    },
  };
}
