import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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
    ...(redis ? { redis, nameSpace: 'iaw-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
});

/**
 * A second, independent limit on a route (the plugin runs at most one limiter per request), e.g.
 * per e-mail after the per-IP one. Use as a preHandler so the key can come from the parsed body.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; key: (request: FastifyRequest) => string },
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: options.max, timeWindow: options.timeWindow, keyGenerator: options.key });
  return async (request, reply) => {
    const result = await check(request);
    // isAllowed only reports allow-listed keys; the verdict is isExceeded.
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, `Too many attempts; try again in ${seconds} seconds`, 'RATE_LIMITED');
  };
}
