import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { AppConfig } from '../config';

/** The CSP the SPA runs under: own scripts only; styled-components injects <style>, hence inline styles. */
export function contentSecurityPolicy(config: AppConfig) {
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
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config) });
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
