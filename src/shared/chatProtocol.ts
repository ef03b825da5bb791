/**
 * The chat contract's plain constants, free of zod, so the client's initial bundle can use them
 * without pulling in the schema library (the auth forms load zod lazily for the same reason).
 * src/shared/chat.ts builds its schemas on these and re-exports them.
 */
export const CHAT_LIMITS = {
  maxMessageChars: 8000,
  maxHistoryMessages: 100,
  requestsPerMinute: 20,
} as const;

/** The `data:` payload that ends a chat stream. */
export const STREAM_DONE = '[DONE]';
