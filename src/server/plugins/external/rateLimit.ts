import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { HttpError } from '../../http/httpError';
import { sharedPlugin } from '../sharedPlugin';

/**
 * @fastify/rate-limit with `global: false`, so routes opt in through `config.rateLimit` or
 * `app.rateLimit(...)`. Counters live in Redis when REDIS_URL is set, so that several servers
 * share them.
 */
export const rateLimitPlugin = sharedPlugin({ name: 'rate-limit', decorators: { fastify: ['config'] } }, async (app) => {
  const { redisUrl } = app.config;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    // In memory: room for the keys of the per-e-mail limits under a spray of many addresses, so that
    // flooding the store cannot evict (and so reset) the counters of the account under attack.
    ...(redis ? { redis, nameSpace: 'iaw-rate-limit:' } : { cache: 50_000 }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
});

type KeyedOptions = { timeWindow: number; key: (request: FastifyRequest) => string };

/**
 * A second, independent limit on a route (the plugin runs at most one limiter per request), e.g.
 * per e-mail after the per-IP one. Call it from a preHandler so the key can come from the parsed body.
 */
export function keyedRateLimit(app: FastifyInstance, options: KeyedOptions & { max: number }) {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: options.key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    // isAllowed only reports allow-listed keys; the verdict is isExceeded.
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many attempts; try again in ${seconds} seconds`, 'RATE_LIMITED');
  };
}

// A count that never reaches its limit: windowCounter only counts.
const COUNTER_CEILING = 1_000_000_000;

/**
 * Counts events of one kind (failed sign-ins for an e-mail…) per key over a fixed window, in the
 * rate limiter's store (Redis with REDIS_URL, so every server sees the same count). Unlike a
 * limit, it can be read without counting.
 */
export function windowCounter(app: FastifyInstance, options: KeyedOptions) {
  const check = app.createRateLimit({ max: COUNTER_CEILING, timeWindow: options.timeWindow, keyGenerator: options.key });
  const countOf = (result: Awaited<ReturnType<typeof check>>) => (result.isAllowed ? 0 : COUNTER_CEILING - result.remaining);
  return {
    read: async (request: FastifyRequest): Promise<number> => countOf(await check(request, { increment: false })),
    add: async (request: FastifyRequest): Promise<number> => countOf(await check(request)),
  };
}
