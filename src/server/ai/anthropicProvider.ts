import Anthropic from '@anthropic-ai/sdk';
import { describeUpstreamFailure, type UpstreamFailure } from './providerErrors';
import type { AiConfig, ChatProvider, ProviderMessage, StreamInput } from './types';

const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-5';
const MAX_REPLY_TOKENS = 4096;

export function createAnthropicProvider(ai: AiConfig): ChatProvider {
  const model = ai.model ?? ANTHROPIC_DEFAULT_MODEL;
  // An explicit key (even a placeholder) keeps the SDK from hunting for credentials on the machine;
  // a missing key then surfaces as the API's 401, which the chat reports in plain words.
  const client = new Anthropic({
    apiKey: ai.anthropicApiKey ?? 'missing-anthropic-api-key',
    baseURL: ai.anthropicBaseUrl ?? 'https://api.anthropic.com',
    maxRetries: 0,
  });
  const label = 'Anthropic';
  return {
    id: 'anthropic',
    label,
    model,
    offline: false,
    contextBudgetTokens: 64_000,
    async *stream({ system, messages, signal }: StreamInput) {
      const events = await client.messages.create(
        { model, max_tokens: MAX_REPLY_TOKENS, system, messages: startWithUser(messages), stream: true },
        { signal },
      );
      for await (const event of events) {
        if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') yield event.delta.text;
      }
    },
    describeError: (error) => describeUpstreamFailure({ label, model }, anthropicFailure(error)),
  };
}

/** The SDK raises APIError with the HTTP status, and its APIConnectionError subclass when the server can't be reached. */
function anthropicFailure(error: unknown): UpstreamFailure {
  return {
    status: error instanceof Anthropic.APIError ? (error.status ?? null) : null,
    unreachable: error instanceof Anthropic.APIConnectionError,
  };
}

/** The Messages API requires the first turn to be the user's. */
function startWithUser(messages: ProviderMessage[]): ProviderMessage[] {
  const first = messages.findIndex((m) => m.role === 'user');
  return first === -1 ? [] : messages.slice(first);
}
