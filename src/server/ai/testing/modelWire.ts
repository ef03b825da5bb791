/**
 * A model request body as our fakes record it and the tests read it, for both APIs at once: OpenAI chat
 * completions (https://platform.openai.com/docs/api-reference/chat/create) and Anthropic messages
 * (https://docs.anthropic.com/en/api/messages). Fields the checks exist to catch when missing or
 * malformed are optional.
 */

/** OpenAI: one of an assistant message's `tool_calls`. */
interface OpenAiToolCallWire {
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: string };
}

/** Anthropic: a content block — `text`, `tool_use` (id, name, input) or `tool_result` (tool_use_id, content, is_error). */
export interface AnthropicBlockWire {
  type?: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: string;
  is_error?: boolean;
}

/** One message: OpenAI's content is text (null beside tool calls); Anthropic's is text or blocks. */
export interface ModelMessageWire {
  role: string;
  content: string | null | AnthropicBlockWire[];
  /** OpenAI: the assistant's calls, and on a `tool` message the call it answers. */
  tool_calls?: OpenAiToolCallWire[];
  tool_call_id?: string;
}

/** An offered tool: OpenAI nests the name under `function`, Anthropic does not. */
interface ModelToolWire {
  name?: string;
  function?: { name: string };
}

export interface ModelRequestWire {
  model?: string;
  stream?: boolean;
  /** Anthropic takes the system prompt apart from the messages. */
  system?: string;
  tools?: ModelToolWire[];
  /** OpenAI: 'auto' | 'none'; Anthropic: { type: 'auto' | 'none' }. */
  tool_choice?: string | { type: string };
  messages: ModelMessageWire[];
}

/** Anthropic: the content blocks of a message (none when its content is plain text). */
export const blocksOf = (message: ModelMessageWire | undefined): AnthropicBlockWire[] => (Array.isArray(message?.content) ? message.content : []);

/** A text field the request carries as JSON (a call's arguments, a tool result), parsed as JSON.parse would coerce it. */
export const parsedJsonText = (text: unknown): unknown => JSON.parse(String(text));
