import Anthropic from '@anthropic-ai/sdk';
import type { MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import { describeUpstreamFailure, errorTypesOf, type UpstreamFailure } from './providerErrors';
import { withLookupGuide } from './systemPrompt';
import { recordedCall } from './recordedCall';
import { ToolCallPieces } from './toolCallPieces';
import { converseWithLookups, type LookupConversation, type ModelReply } from './toolLoop';
import type { AccountLookups } from './lookups';
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
    stream({ system, messages, lookups, signal }: StreamInput) {
      const conversation = anthropicConversation({ client, model, system, transcript: startWithUser(messages), lookups, signal });
      return converseWithLookups(conversation, lookups, label);
    },
    describeError: (error) => describeUpstreamFailure({ label, model }, anthropicFailure(error)),
  };
}

interface ConversationSetup {
  client: Anthropic;
  model: string;
  system: string;
  transcript: MessageParam[];
  lookups: AccountLookups | null;
  signal: AbortSignal;
}

function toolsOf(lookups: AccountLookups): Tool[] {
  return lookups.definitions.map((d) => ({ name: d.name, description: d.description, input_schema: d.parameters as Tool['input_schema'] }));
}

function anthropicConversation({ client, model, system, transcript, lookups, signal }: ConversationSetup): LookupConversation {
  const prompt = lookups ? withLookupGuide(system, lookups.scope) : system;
  const tools = lookups && toolsOf(lookups);
  return {
    async *ask(offerLookups) {
      const offered = tools ? { tools, tool_choice: { type: offerLookups ? ('auto' as const) : ('none' as const) } } : {};
      const events = await client.messages.create(
        { model, max_tokens: MAX_REPLY_TOKENS, system: prompt, messages: transcript, stream: true, ...offered },
        { signal },
      );
      // A tool_use block opens with its id and name; its input arrives as fragments of JSON.
      const calls = new ToolCallPieces();
      let text = '';
      for await (const event of events) {
        if (event.type === 'content_block_start' && event.content_block.type === 'tool_use') {
          calls.add(event.index, { id: event.content_block.id, name: event.content_block.name });
        } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
          text += event.delta.text;
          yield event.delta.text;
        } else if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta') {
          calls.add(event.index, { arguments: event.delta.partial_json });
        }
      }
      return { text, calls: calls.complete() } satisfies ModelReply;
    },
    addLookups(reply, outcomes) {
      transcript.push({
        role: 'assistant',
        content: [
          ...(reply.text ? [{ type: 'text' as const, text: reply.text }] : []),
          ...reply.calls.map((call) => ({ type: 'tool_use' as const, ...recordedCall(call, lookups?.definitions ?? []) })),
        ],
      });
      transcript.push({
        role: 'user',
        content: outcomes.map((o) => ({ type: 'tool_result' as const, tool_use_id: o.callId, content: o.content, ...(o.isError ? { is_error: true } : {}) })),
      });
    },
  };
}

/**
 * The SDK raises APIError with the HTTP status and the body's `error.type`, for an `error` event inside
 * the stream without a status; its APIConnectionError subclass when the server can't be reached.
 */
function anthropicFailure(error: unknown): UpstreamFailure {
  const api = error instanceof Anthropic.APIError ? error : null;
  return {
    status: (api?.status as number | undefined) ?? null, // the SDK types a status it did not read as any
    unreachable: error instanceof Anthropic.APIConnectionError,
    errorTypes: errorTypesOf(api?.type),
  };
}

/** The Messages API requires the first turn to be the user's. */
function startWithUser(messages: ProviderMessage[]): MessageParam[] {
  const first = messages.findIndex((m) => m.role === 'user');
  return first === -1 ? [] : messages.slice(first);
}
