/**
 * How many replies each user may have streaming at once. Every open stream holds a model call (and
 * its cost); the per-minute rate limit alone would let one user open 20 slow streams together.
 * Counted in this server process: several processes behind a balancer each allow the maximum.
 */
import { HttpError } from '../../http/httpError';

export const MAX_OPEN_STREAMS_PER_USER = 3;

export interface StreamSlots {
  /** Takes one of the user's slots, or throws 429 when all are in use; the returned function gives it back (once). */
  take(userId: string): () => void;
}

export function createStreamSlots(max = MAX_OPEN_STREAMS_PER_USER): StreamSlots {
  const open = new Map<string, number>();
  return {
    take(userId) {
      const count = open.get(userId) ?? 0;
      if (count >= max) {
        throw new HttpError(
          429,
          `You already have ${count} replies streaming, the most at one time. Wait for one to finish (or stop it), then ask again.`,
          'TOO_MANY_STREAMS',
          { open: count, max },
        );
      }
      open.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      };
    },
  };
}
