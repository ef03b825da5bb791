import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest, type preHandlerAsyncHookHandler } from 'fastify';
import Redis from 'ioredis';
import type { AppConfig } from '../config';
import { HttpError } from '../http/httpError';

/** The CSP the SPA runs under: own scripts only; styled-components injects <style>, hence inline styles. */
function contentSecurityPolicy(config: AppConfig) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Upgrading would break a plain-http self-hosted install reached by LAN address.
      upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    },
  };
}

/**
 * helmet everywhere, and @fastify/rate-limit with `global: false` so routes opt in through
 * `config.rateLimit` or `app.rateLimit(...)`. Counters live in Redis when REDIS_URL is set, so that
 * several servers share them.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const securityHeaders = await helmetHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    // On the raw response, like helmet itself, so hijacked replies (SSE) carry them as well.
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'iaw-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts; try again in ${context.after}`,
    }),
  });
}

/**
 * The headers helmet sets for our configuration. @fastify/helmet rebuilds helmet's middleware
 * (re-parsing the CSP) on every request, which costs more than a cached authenticated route
 * itself; the configuration never changes, so the headers are computed once, by helmet.
 */
async function helmetHeaders(config: AppConfig): Promise<Array<[string, string]>> {
  const probe = Fastify();
  await probe.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const helmetNames = new Set(['content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy',
      'origin-agent-cluster', 'referrer-policy', 'strict-transport-security', 'x-content-type-options',
      'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']);
    return Object.entries(response.headers)
      .filter(([name]) => helmetNames.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

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
