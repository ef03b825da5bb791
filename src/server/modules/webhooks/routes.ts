import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { plainText } from '../../../shared/text';
import { HttpError, fieldError } from '../../http/httpError';
import { errorAnswers, PUBLIC } from '../../http/routeDocs';
import { deliverySchema, handledChanges, staleEntryIndex } from './delivery';
import { bodyHash, firstDelivery, forgetDelivery, pruneDeliveries } from './replayCache';
import { signatureMatches } from './signature';

// Control characters are refused with 400 naming the field, as on every other route.
const handshakeQuery = z.object({
  'hub.mode': plainText('hub.mode', { max: 50, trim: false }).optional(),
  'hub.verify_token': plainText('hub.verify_token', { max: 500, trim: false }).optional(),
  'hub.challenge': plainText('hub.challenge', { max: 500, trim: false }).optional(),
});

const accepted = z.object({
  queued: z.number().int().describe('Changes queued as work (story_insights, comments, mentions); 0 for a delivery already received'),
  duplicate: z.boolean().describe('The same delivery was accepted before (a retry by Meta): answered 200 and not worked on again'),
});

/** Meta's deliveries are small; a larger body is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const forbidden = (message: string) => new HttpError(403, message, 'WEBHOOK_REFUSED');

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * /api/webhooks/instagram: Meta's Instagram webhooks
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/ ). GET answers the
 * subscription handshake; POST takes a delivery, checks its signature against the raw body, refuses
 * stale and malformed ones with nothing stored, and queues the work as a pg-boss job. A delivery already
 * received is answered 200 and not queued again: Meta retries a delivery it saw fail and asks receivers
 * to deduplicate and answer 200, and a refusal would only make it retry again.
 * Registered in its own context: the raw body parser below applies to these routes only.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the bytes Meta sent, so this context keeps them as they came.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get(
    '/instagram',
    { schema: { security: PUBLIC, querystring: handshakeQuery, response: { 200: z.string(), ...errorAnswers(400, 403) } } },
    async (request, reply) => {
      const expected = app.config.webhooks.verifyToken;
      const query = request.query;
      if (!expected || query['hub.mode'] !== 'subscribe' || !sameText(query['hub.verify_token'] ?? '', expected)) {
        throw forbidden('The verification token does not match');
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/instagram',
    { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { security: PUBLIC, response: { 200: accepted, ...errorAnswers(400, 403, 413, 415) } } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secrets = [app.config.facebook.appSecret, app.config.instagram.appSecret].filter((secret): secret is string => Boolean(secret));
      if (!signatureMatches(request.headers['x-hub-signature-256'] as string | undefined, raw, secrets)) {
        throw forbidden('The delivery is not signed with this app’s secret (X-Hub-Signature-256)');
      }
      const delivery = parseDelivery(raw);
      const now = new Date();
      const stale = staleEntryIndex(delivery, now, app.config.webhooks.maxAgeMinutes);
      if (stale >= 0)
        throw fieldError(
          `entry.${stale}.time`,
          `is older than ${app.config.webhooks.maxAgeMinutes} minutes (or ahead of this server's clock): a stale delivery`,
          'WEBHOOK_STALE',
        );
      const hash = bodyHash(raw);
      if (!(await firstDelivery(app.db, hash))) return { queued: 0, duplicate: true };
      const changes = handledChanges(delivery);
      try {
        if (changes.length) await app.syncQueue.stories.queueWebhook(changes);
      } catch (error) {
        // Not queued: forgotten too, so Meta's retry of it is taken.
        await forgetDelivery(app.db, hash);
        throw error;
      }
      await pruneDeliveries(app.db, app.config.webhooks.maxAgeMinutes, now);
      return { queued: changes.length, duplicate: false };
    },
  );
};

function parseDelivery(raw: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw fieldError('body', 'is not JSON', 'WEBHOOK_MALFORMED');
  }
  const parsed = deliverySchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw fieldError(issue.path.join('.') || 'body', issue.message, 'WEBHOOK_MALFORMED');
}
