import { z } from 'zod';

import { CHAT_LIMITS } from './chatProtocol';
import { plainText } from './text';

export { CHAT_LIMITS, STREAM_DONE } from './chatProtocol';

const chatRole = z.enum(['system', 'user', 'assistant']);
export type ChatRole = z.infer<typeof chatRole>;

const chatTopic = z.enum(['AI Assistant', 'Marketing']);
export type ChatTopic = z.infer<typeof chatTopic>;

/** The suggestion intents that the offline provider answers from data and playbooks. */
const actionType = z.enum(['content_ideas', 'write_caption', 'marketing_strategy', 'call_to_action', 'engagement_tips', 'competitor_analysis']);
export type ActionType = z.infer<typeof actionType>;

const chatHistoryItem = z.strictObject({
  role: chatRole,
  // Messages are multiline and kept exactly as typed; an empty one is the model's problem, not a contract error.
  content: plainText('content', { max: CHAT_LIMITS.maxMessageChars, min: 0, multiline: true, trim: false }),
});

export const chatStreamBody = z.strictObject({
  messageHistory: z
    .array(chatHistoryItem)
    .min(1, { error: 'messageHistory must hold at least one message' })
    .max(CHAT_LIMITS.maxHistoryMessages, { error: `messageHistory must hold at most ${CHAT_LIMITS.maxHistoryMessages} messages` }),
  accountId: plainText('accountId', { max: 128, min: 0, trim: false }).nullable().optional(),
  topic: chatTopic.optional(),
  actionType: actionType.nullable().optional(),
});
export type ChatStreamBody = z.infer<typeof chatStreamBody>;

const chatSuggestion = z.object({
  title: z.string(),
  description: z.string(),
  prompt: z.string(),
  actionType,
  topics: z.array(chatTopic),
});
export type ChatSuggestion = z.infer<typeof chatSuggestion>;

export const chatInitializeResponse = z.object({
  provider: z.object({ id: z.string(), label: z.string(), model: z.string().nullable(), offline: z.boolean() }),
  suggestions: z.array(chatSuggestion),
  limits: z.object({
    maxMessageChars: z.number(),
    maxHistoryMessages: z.number(),
    requestsPerMinute: z.number(),
  }),
});
export type ChatInitializeResponse = z.infer<typeof chatInitializeResponse>;

/** One SSE `data:` payload: either a piece of the reply or an error. `[DONE]` ends the stream. */
export type ChatStreamEvent = { chunk: string } | { error: string };
