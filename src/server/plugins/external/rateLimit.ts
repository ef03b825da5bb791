import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Redis from 'ioredis';
import { UnreachableDependencyError } from '../../config';
import { HttpError } from '../../http/httpError';
import { sharedPlugin } from '../sharedPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate limiter's Redis (REDIS_URL), null when counters live in memory; /readyz pings it. */
    rateLimitRedis: Redis | null;
  }
}

/**
 * @fastify/rate-limit with `global: false`, so routes opt in through `config.rateLimit` or
 * `app.rateLimit(...)`. Counters live in Redis when REDIS_URL is set (the client connectRateLimitRedis
 * made before the app was built), so that several servers share them; one lost later makes the
 * limited routes answer 503 (see unavailableAwareStore) until it is back.
 */
export const rateLimitPlugin = sharedPlugin<{ redis: Redis | null }>({ name: 'rate-limit', decorators: { fastify: ['config'] } }, async (app, { redis }) => {
  if (redis) {
    reportOutages(redis, app);
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  app.decorate('rateLimitRedis', redis);
  await app.register(rateLimit, {
    global: false,
    // In memory: room for the keys of the per-e-mail limits under a spray of many addresses, so that
    // flooding the store cannot evict (and so reset) the counters of the account under attack.
    ...(redis ? { store: unavailableAwareStore(redis, 'iaw-rate-limit:') } : { cache: 50_000 }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
});

/**
 * ioredis options for a limiter that must answer at once: without the offline queue a command sent
 * while the connection is down fails immediately instead of waiting for a reconnection (what made
 * sign-ins hang for seconds and then answer 500), and commandTimeout bounds a Redis that accepts
 * the connection but does not answer (https://github.com/redis/ioredis#offline-queue,
 * https://github.com/redis/ioredis/blob/main/lib/redis/RedisOptions.ts). The client keeps reconnecting
 * in the background, so the limits work again as soon as Redis is back.
 */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 5_000,
  commandTimeout: 2_000,
  retryStrategy: (attempt: number) => Math.min(attempt * 250, 2_000),
} as const;

/**
 * Connects to REDIS_URL and pings once, before the app is built, so that a Redis nothing answers at
 * stops the start with a message naming the variable.
 */
export async function connectRateLimitRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, REDIS_OPTIONS);
  let lastError: Error | null = null;
  // Also keeps ioredis from printing each failed reconnection as an unhandled error event.
  redis.on('error', (error: Error) => (lastError = error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new UnreachableDependencyError('REDIS_URL', url, (lastError ?? (error as Error)).message);
  }
  return redis;
}

/** One warning when Redis goes, one line when it is back: not one per failed reconnection. */
function reportOutages(redis: Redis, app: FastifyInstance): void {
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) app.log.warn({ err: error }, 'Redis (REDIS_URL) is unreachable: rate-limited routes answer 503 until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) app.log.info('Redis (REDIS_URL) is reachable again');
    down = false;
  });
}

type CountResult = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: CountResult) => void;
type CountMethod = (key: string, callback: CountCallback, timeWindow: number, max: number) => void;
type CounterStore = { incr: CountMethod; read: CountMethod; child(routeOptions: unknown): CounterStore };
type RedisStoreCtor = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => CounterStore;

// The plugin's own Redis store (its Lua scripts), which it does not export by name.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;

export const REDIS_UNAVAILABLE_MESSAGE = 'This needs the rate-limit store (Redis), which does not answer; try again in a moment';

/**
 * The plugin's Redis store, except that a failed count becomes a 503 HttpError: the request is
 * neither let through uncounted (skipOnError would switch the sign-in limits off while Redis is
 * away) nor answered with a bare 500.
 */
function unavailableAwareStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const wrap = (inner: CounterStore): CounterStore => {
    const guarded =
      (method: CountMethod): CountMethod =>
      (key, callback, timeWindow, max) =>
        method.call(inner, key, (error, result) => callback(error ? storeUnavailable(error) : null, result), timeWindow, max);
    return { incr: guarded(inner.incr), read: guarded(inner.read), child: (routeOptions) => wrap(inner.child(routeOptions)) };
  };
  return class {
    constructor(options: RateLimitOptions) {
      return wrap(new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

function storeUnavailable(cause: Error): HttpError {
  const error = new HttpError(503, REDIS_UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
  error.cause = cause;
  return error;
}

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
