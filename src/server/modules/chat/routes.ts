import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CHAT_LIMITS, chatInitializeResponse, chatStreamBody, type ChatInitializeResponse } from '../../../shared/chat';
import type { AccountInsights } from '../../../shared/insights';
import { CHAT_SUGGESTIONS } from '../../../shared/chatSuggestions';
import { type AccountLookups, createAccountLookups, createProvider, getAccountInsights, localDate } from '../assistant/public';
import type { ProviderDeps } from '../../ai/types';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/httpError';
import { errorAnswers, eventStream, SIGNED_IN } from '../../http/routeDocs';
import { hasUserMessage, prepareConversation } from './conversation';
import { openEventStream } from './eventStream';
import { relayReply } from './relay';
import { createStreamSlots } from './streamSlots';
import { BODY_LIMIT_BYTES } from '../../http/limits';

export interface ChatRouteOptions {
  heartbeatMs?: number;
  idleTimeoutMs?: number;
  providerDeps?: ProviderDeps;
}

const DEFAULT_HEARTBEAT_MS = 15_000;
/**
 * The history may legitimately hold maxHistoryMessages × maxMessageChars characters (up to 6 bytes
 * each in JSON, a \uXXXX escape, as Python's json.dumps writes non-ASCII by default), far above the
 * API's general body limit. Authentication runs before the body is read, so only signed-in users can send this much.
 */
const STREAM_BODY_LIMIT_BYTES = CHAT_LIMITS.maxHistoryMessages * CHAT_LIMITS.maxMessageChars * 6 + BODY_LIMIT_BYTES;
/** Generous for a local model on CPU loading weights before its first token. */
const DEFAULT_IDLE_TIMEOUT_MS = 90_000;

/** /api/chat: stateless — the client sends the history, the server adds the account's figures. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, options) => {
  const provider = createProvider(app.config.ai, options.providerDeps);
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const slots = createStreamSlots();
  const initializeAnswer: ChatInitializeResponse = {
    provider: { id: provider.id, label: provider.label, model: provider.model, offline: provider.offline },
    suggestions: [...CHAT_SUGGESTIONS],
    limits: { ...CHAT_LIMITS },
  };

  const initializeSchema = { security: SIGNED_IN, response: { 200: chatInitializeResponse, ...errorAnswers(401) } };
  app.get('/initialize', { onRequest: app.authenticate, schema: initializeSchema }, async () => initializeAnswer);

  app.post(
    '/stream',
    {
      // Authenticate on request so a missing token is 401 before any body check, and the
      // rate limit (pushed after it on the same hook) can count per user.
      onRequest: app.authenticate,
      bodyLimit: STREAM_BODY_LIMIT_BYTES,
      schema: {
        security: SIGNED_IN,
        body: chatStreamBody,
        response: {
          200: eventStream('The reply as it is written: `data: {"chunk":"…"}` pieces, or `data: {"error":"…"}`, then `data: [DONE]`'),
          ...errorAnswers(400, 401, 404, 429),
        },
      },
      config: {
        rateLimit: {
          max: CHAT_LIMITS.requestsPerMinute,
          timeWindow: '1 minute',
          hook: 'onRequest',
          keyGenerator: (request) => `chat:${request.auth?.userId ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!hasUserMessage(body.messageHistory)) throw fieldError('messageHistory', 'must include a non-empty user message');
      const insights = body.accountId ? await getAccountInsights(app.db, request.auth.userId, body.accountId) : null;
      if (body.accountId && !insights) throw notFound('Account not found');

      // Still JSON: the 429 comes before any SSE byte. The relay returns when the stream ends, fails
      // or the client leaves, and the slot is given back then.
      await slots.hold(request.auth.userId, async () => {
        const conversation = prepareConversation(body, insights, provider.contextBudgetTokens);
        const lookups = insights && lookupsFor(app.db, request.auth.userId, insights, request.log);
        const stream = openEventStream(reply, { heartbeatMs });
        await relayReply(stream, provider, { ...conversation, actionType: body.actionType ?? null, insights, lookups }, { idleTimeoutMs, log: request.log });
      });
    },
  );
};

/** The selected account's lookups: the user comes from the request's token, never from the model. */
function lookupsFor(db: Db, userId: string, insights: AccountInsights, log: FastifyBaseLogger): AccountLookups {
  const { id: accountId, username, timezone } = insights.account;
  return createAccountLookups({ db, userId, accountId, username, timezone, today: localDate(new Date(), timezone) }, log);
}
