/**
 * A model's call as the next request's transcript records it. Both APIs require every call in an
 * assistant turn to be answered by a result with its id, so a call that could not run (unknown tool, no
 * name, arguments that are not a JSON object) is still recorded, answered by a tool error, but never as
 * the model wrote it: a broken name or broken JSON sent back makes the next request fail (Ollama and
 * LiteLLM parse the recorded arguments: https://github.com/BerriAI/litellm/issues/33678).
 * - OpenAI: an assistant tool call's `function.arguments` is JSON text; function names are "a-z, A-Z,
 *   0-9, or contain underscores and dashes, with a maximum length of 64"
 *   (https://platform.openai.com/docs/api-reference/chat/create).
 * - Anthropic: a tool_use block's `input` is an object, tool names match ^[a-zA-Z0-9_-]{1,128}$ and
 *   tool_use ids ^[a-zA-Z0-9_-]+$ (https://docs.anthropic.com/en/api/messages); an invalid call is
 *   answered "with a tool_result that indicates the error"
 *   (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/handle-tool-calls).
 */
import { parseArguments, type ToolCall, type ToolDefinition } from './lookups';

export interface RecordedCall {
  id: string;
  /** The tool's name when the model named one it was offered; otherwise INVALID_CALL_NAME. */
  name: string;
  /** The arguments when they were a JSON object; otherwise empty (the tool error says what was wrong). */
  input: Record<string, unknown>;
}

/** Stands in for a name that is not one of the offered tools; the call's tool error quotes what the model wrote. */
export const INVALID_CALL_NAME = 'invalid_tool_call';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function recordedCall(call: ToolCall, offered: readonly Pick<ToolDefinition, 'name'>[]): RecordedCall {
  const json = parseArguments(call.arguments);
  return {
    id: call.id,
    name: offered.some((tool) => tool.name === call.name) ? call.name : INVALID_CALL_NAME,
    input: json.ok && isPlainObject(json.value) ? json.value : {},
  };
}
