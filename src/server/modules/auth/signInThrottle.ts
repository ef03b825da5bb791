import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthLimits } from '../../config';
import { HttpError } from '../../http/httpError';
import { keyedRateLimit, windowCounter } from '../../plugins/external/rateLimit';
import { normalizeEmail } from '../users/public';

type Slowdown = Pick<AuthLimits, 'failuresBeforeSlowdown' | 'slowdownBaseMs' | 'slowdownMaxMs'>;

/**
 * How long an attempt on an e-mail waits, given that e-mail's recent failures from every address.
 * With the defaults: nothing for the first 5, then 0.25 s, 0.5 s, 1 s, 2 s and 4 s from then on.
 */
export function slowdownMs(failures: number, { failuresBeforeSlowdown, slowdownBaseMs, slowdownMaxMs }: Slowdown): number {
  const beyond = failures - failuresBeforeSlowdown;
  if (beyond <= 0) return 0;
  return Math.min(slowdownMaxMs, slowdownBaseMs * 2 ** Math.min(beyond - 1, 30));
}

/**
 * The per-e-mail defence of login and register, which an attacker cannot turn against the
 * account's owner. From one address, `attemptsPerIpAndEmail` attempts per window, then 429. From
 * every address together, no 429 (ten wrong guesses from anywhere would lock the owner out), but
 * a wait before the password is even checked, growing with the e-mail's recent failures: a
 * distributed guesser is slowed, the owner still signs in. The wait comes first so that its end
 * says nothing about the guess. The per-address limit itself is the route's `config.rateLimit`.
 */
export function signInThrottle(app: FastifyInstance, scope: 'login' | 'register', failureStatus: number) {
  const limits = app.config.authLimits;
  const emailOf = (request: FastifyRequest) => normalizeEmail((request.body as { email: string }).email);
  const perIpAndEmail = keyedRateLimit(app, {
    max: limits.attemptsPerIpAndEmail,
    timeWindow: limits.windowMs,
    key: (request) => `${scope}:${request.ip}:${emailOf(request)}`,
  });
  const failures = windowCounter(app, { timeWindow: limits.windowMs, key: (request) => `${scope}-failures:${emailOf(request)}` });

  return {
    /** preHandler: 429 past the per-address limit, else the wait the e-mail's failures call for. */
    guard: async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      await perIpAndEmail(request, reply);
      const waitMs = slowdownMs(await failures.read(request), limits);
      if (waitMs === 0) return;
      // Server-Timing says how long the answer was held, so the wait can be seen (and tested) without a clock.
      reply.header('server-timing', `throttle;dur=${waitMs}`);
      await sleep(waitMs);
    },
    /** Runs the attempt; an answer of `failureStatus` counts against the e-mail before it is sent. */
    async counting<T>(request: FastifyRequest, attempt: () => Promise<T>): Promise<T> {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === failureStatus) await failures.add(request);
        throw error;
      }
    },
  };
}
