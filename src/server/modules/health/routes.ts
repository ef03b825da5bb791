import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExecuteSql } from '../../db/client';
import { HttpError } from '../../http/httpError';
import { errorAnswers, PUBLIC } from '../../http/routeDocs';
import { checkReadiness, partsDown } from './readiness';

const partState = z.enum(['up', 'down', 'not configured']);
const readinessSchema = z.object({ database: partState, queue: partState, redis: partState });
const liveAnswer = z.object({ status: z.literal('ok') }).describe('The process is serving requests');
const readyAnswer = z.object({ status: z.literal('ready'), checks: readinessSchema }).describe('Every part the server needs answers');

/** GET /healthz (liveness) and GET /readyz (readiness: database, job queue, Redis). */
export const healthRoutes: FastifyPluginAsyncZod<{ executeSql: ExecuteSql }> = async (app, { executeSql }) => {
  const tags = ['health'];
  app.get('/healthz', { schema: { security: PUBLIC, tags, response: { 200: liveAnswer } } }, async () => ({ status: 'ok' as const }));

  const readySchema = { security: PUBLIC, tags, response: { 200: readyAnswer, ...errorAnswers(503) } };
  app.get('/readyz', { schema: readySchema }, async () => {
    const checks = await checkReadiness({ executeSql, redis: app.rateLimitRedis });
    const down = partsDown(checks);
    // The ApiError shape, like every error answer; `details` holds the state of each part.
    if (down.length) throw new HttpError(503, `Not ready: ${down.join(', ')} ${down.length === 1 ? 'is' : 'are'} down`, 'NOT_READY', { checks });
    return { status: 'ready' as const, checks };
  });
};
