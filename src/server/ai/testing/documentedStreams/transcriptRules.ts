/**
 * What each API requires of the tool calls and results in a request's transcript; a request that breaks
 * one is refused with a 400. Each check returns the broken rules (empty when the request is valid).
 */

import { blocksOf, type ModelRequestWire } from '../modelWire';

/** OpenAI: function names "a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64" (https://platform.openai.com/docs/api-reference/chat/create). */
const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

function isJsonObjectText(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * OpenAI chat completions: an assistant message's `tool_calls` each have an id, `type: "function"`, a
 * valid name and JSON arguments, and are answered by `tool` messages right after it, one per
 * `tool_call_id`; a tool message answers a call of the assistant message before it
 * (https://platform.openai.com/docs/guides/function-calling#handling-function-calls ; the API's 400 says
 * "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'").
 */
export function openAiTranscriptProblems(body: ModelRequestWire): string[] {
  const problems: string[] = [];
  const messages = body.messages ?? [];
  messages.forEach((message, position) => {
    if (message.role === 'tool' && messages[position - 1]?.role !== 'tool' && messages[position - 1]?.role !== 'assistant')
      problems.push(`message ${position}: a tool message without the assistant's calls before it`);
    if (message.role !== 'assistant' || !message.tool_calls) return;
    const ids = new Set<string | undefined>();
    for (const call of message.tool_calls) {
      if (!call.id || ids.has(call.id)) problems.push(`message ${position}: call id ${JSON.stringify(call.id)} missing or repeated`);
      ids.add(call.id);
      if (call.type !== 'function') problems.push(`message ${position}: call ${call.id} type ${call.type}`);
      if (!FUNCTION_NAME.test(call.function?.name ?? '')) problems.push(`message ${position}: call ${call.id} name ${JSON.stringify(call.function?.name)}`);
      if (!isJsonObjectText(call.function?.arguments))
        problems.push(`message ${position}: call ${call.id} arguments ${JSON.stringify(call.function?.arguments)} are not a JSON object`);
    }
    const answers: typeof messages = [];
    for (let next = position + 1; messages[next]?.role === 'tool'; next += 1) answers.push(messages[next]);
    const answered = answers.map((m) => m.tool_call_id);
    if (answered.length !== ids.size || !answered.every((id) => ids.has(id)) || new Set(answered).size !== answered.length) {
      problems.push(`message ${position}: calls ${[...ids].join(', ')} answered by ${answered.join(', ') || 'nothing'}`);
    }
  });
  return problems;
}

/** Anthropic: tool names ^[a-zA-Z0-9_-]{1,128}$ and tool_use ids ^[a-zA-Z0-9_-]+$ (https://docs.anthropic.com/en/api/messages); the stricter OpenAI length is checked, which both accept. */
const TOOL_USE_ID = /^[a-zA-Z0-9_-]+$/;

/**
 * Anthropic messages: a tool_use block has an id, a valid name and an object input; "Tool result blocks
 * must immediately follow their corresponding tool use blocks" and "the tool_result blocks must come
 * FIRST in the content array" (https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/handle-tool-calls);
 * the API's 400: "Each `tool_use` block must have a corresponding `tool_result` block in the next message".
 */
export function anthropicTranscriptProblems(body: ModelRequestWire): string[] {
  const problems: string[] = [];
  const messages = body.messages ?? [];
  messages.forEach((message, position) => {
    const blocks = blocksOf(message);
    const uses = blocks.filter((b) => b.type === 'tool_use');
    const results = blocks.filter((b) => b.type === 'tool_result');
    if (results.length > 0) {
      const asked = new Set(
        blocksOf(messages[position - 1])
          .filter((b) => b.type === 'tool_use')
          .map((b) => b.id),
      );
      if (message.role !== 'user') problems.push(`message ${position}: tool results from ${message.role}`);
      if (blocks.slice(0, results.length).some((b) => b.type !== 'tool_result')) problems.push(`message ${position}: tool results are not first`);
      for (const result of results)
        if (!asked.has(result.tool_use_id)) problems.push(`message ${position}: result for ${result.tool_use_id}, which the turn before did not call`);
    }
    if (uses.length === 0) return;
    if (message.role !== 'assistant') problems.push(`message ${position}: tool_use from ${message.role}`);
    const ids = new Set<string | undefined>();
    for (const use of uses) {
      if (!TOOL_USE_ID.test(use.id ?? '') || ids.has(use.id)) problems.push(`message ${position}: tool_use id ${JSON.stringify(use.id)} invalid or repeated`);
      ids.add(use.id);
      if (!FUNCTION_NAME.test(use.name ?? '')) problems.push(`message ${position}: tool_use ${use.id} name ${JSON.stringify(use.name)}`);
      if (use.input === null || typeof use.input !== 'object' || Array.isArray(use.input))
        problems.push(`message ${position}: tool_use ${use.id} input is not an object`);
    }
    const answered = blocksOf(messages[position + 1])
      .filter((b) => b.type === 'tool_result')
      .map((b) => b.tool_use_id);
    if (answered.length !== ids.size || !answered.every((id) => ids.has(id)))
      problems.push(`message ${position}: tool_use ${[...ids].join(', ')} answered by ${answered.join(', ') || 'nothing'}`);
  });
  return problems;
}
