import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import { describeUpstreamFailure, errorTypesOf, type UpstreamFailure } from './providerErrors';
import { withLookupGuide } from './systemPrompt';
import { recordedCall } from './recordedCall';
import { ToolCallPieces } from './toolCallPieces';
import { converseWithLookups, type LookupConversation, type ModelReply } from './toolLoop';
import type { AccountLookups } from './lookups';
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
  // Many local models have no function calling and their servers answer 400 to a request with
  // tools; once that happened, this server is asked without them (until restart).
  const toolSupport = { rejected: false };
  return {
    id: 'openai',
    label,
    model,
    offline: false,
    contextBudgetTokens: isHosted ? 32_000 : 6_000,
    stream({ system, messages, lookups, signal }: StreamInput) {
      const usable = toolSupport.rejected ? null : lookups;
      const conversation = openAiConversation({
        client,
        model,
        system,
        transcript: [...messages],
        lookups: usable,
        signal,
        toolSupport: isHosted ? null : toolSupport,
      });
      return converseWithLookups(conversation, usable, label);
    },
    describeError: (error) => describeUpstreamFailure({ label, model }, openAiFailure(error)),
  };
}

interface ConversationSetup {
  client: OpenAI;
  model: string;
  system: string;
  /** The turns after the system prompt; grows by a round of lookups at a time. */
  transcript: ChatCompletionMessageParam[];
  lookups: AccountLookups | null;
  signal: AbortSignal;
  /** Where a local server's refusal of tools is remembered; null for OpenAI itself, which always has them. */
  toolSupport: { rejected: boolean } | null;
}

function toolsOf(lookups: AccountLookups): ChatCompletionTool[] {
  return lookups.definitions.map((d) => ({ type: 'function', function: { name: d.name, description: d.description, parameters: d.parameters } }));
}

function openAiConversation({ client, model, system, transcript, lookups, signal, toolSupport }: ConversationSetup): LookupConversation {
  // The lookups as offered to the model; null once a local server refused them for this request.
  let offered = lookups && { system: withLookupGuide(system, lookups.scope), tools: toolsOf(lookups) };

  async function open(offerLookups: boolean) {
    if (!offered) return client.chat.completions.create({ model, stream: true, messages: [{ role: 'system', content: system }, ...transcript] }, { signal });
    return client.chat.completions.create(
      {
        model,
        stream: true,
        messages: [{ role: 'system', content: offered.system }, ...transcript],
        tools: offered.tools,
        tool_choice: offerLookups ? 'auto' : 'none',
      },
      { signal },
    );
  }

  return {
    async *ask(offerLookups) {
      let completion;
      try {
        completion = await open(offerLookups);
      } catch (error) {
        const firstRound = transcript.every((m) => m.role !== 'tool');
        if (!(offered && firstRound && toolSupport && error instanceof OpenAI.BadRequestError)) throw error;
        toolSupport.rejected = true;
        offered = null;
        completion = await open(false);
      }
      const calls = new ToolCallPieces();
      let text = '';
      for await (const chunk of completion) {
        // A usage chunk has empty `choices` (https://platform.openai.com/docs/api-reference/chat/create#chat-create-stream_options).
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) {
          text += delta.content;
          yield delta.content;
        }
        for (const call of delta?.tool_calls ?? []) calls.add(call.index, { id: call.id, name: call.function?.name, arguments: call.function?.arguments });
      }
      return { text, calls: calls.complete() } satisfies ModelReply;
    },
    addLookups(reply, outcomes) {
      transcript.push({
        role: 'assistant',
        content: reply.text || null,
        tool_calls: reply.calls.map((call) => {
          const { id, name, input } = recordedCall(call, lookups?.definitions ?? []);
          return { id, type: 'function', function: { name, arguments: JSON.stringify(input) } };
        }),
      });
      for (const outcome of outcomes) transcript.push({ role: 'tool', tool_call_id: outcome.callId, content: outcome.content });
    },
  };
}

/**
 * The SDK raises APIError with the HTTP status and the body's `error.code` and `error.type` (without a
 * status for an error inside the stream), and its APIConnectionError subclass when the server can't be reached.
 */
function openAiFailure(error: unknown): UpstreamFailure {
  const api = error instanceof OpenAI.APIError ? error : null;
  return {
    status: (api?.status as number | undefined) ?? null, // the SDK types a status it did not read as any
    unreachable: error instanceof OpenAI.APIConnectionError,
    errorTypes: errorTypesOf(api?.code, api?.type),
  };
}
