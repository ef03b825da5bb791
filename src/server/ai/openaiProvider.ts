import OpenAI from 'openai';
import { describeUpstreamFailure, type UpstreamFailure } from './providerErrors';
import type { AiConfig, ChatProvider, StreamInput } from './types';

const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
const OPENAI_API = 'https://api.openai.com/v1';

/**
 * Any OpenAI-compatible chat completions server: OpenAI itself, Ollama, vLLM, llama.cpp, LM Studio.
 * Local servers usually run small context windows, so they get a smaller history budget.
 */
export function createOpenAiProvider(ai: AiConfig): ChatProvider {
  const baseURL = ai.openaiBaseUrl ?? OPENAI_API;
  const model = ai.model ?? OPENAI_DEFAULT_MODEL;
  // Local servers ignore the key, but the SDK refuses to start without one.
  // No automatic retries: the user sees the error at once and has a Retry button.
  const client = new OpenAI({ baseURL, apiKey: ai.openaiApiKey ?? 'not-needed', maxRetries: 0 });
  const isHosted = baseURL.startsWith(OPENAI_API);
  const label = isHosted ? 'OpenAI' : 'OpenAI-compatible';
  return {
    id: 'openai',
    label,
    model,
    offline: false,
    contextBudgetTokens: isHosted ? 32_000 : 6_000,
    async *stream({ system, messages, signal }: StreamInput) {
      const completion = await client.chat.completions.create(
        { model, stream: true, messages: [{ role: 'system', content: system }, ...messages] },
        { signal },
      );
      for await (const chunk of completion) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
    describeError: (error) => describeUpstreamFailure({ label, model }, openAiFailure(error)),
  };
}

/** The SDK raises APIError with the HTTP status, and its APIConnectionError subclass when the server can't be reached. */
function openAiFailure(error: unknown): UpstreamFailure {
  return {
    status: error instanceof OpenAI.APIError ? (error.status ?? null) : null,
    unreachable: error instanceof OpenAI.APIConnectionError,
  };
}
