/**
 * OpenAI's chat-completions stream of tool calls, as OpenAI documents it:
 * - the deltas of a streamed call: https://platform.openai.com/docs/guides/function-calling#streaming
 *   (the first piece carries `id`, `type` and the name with empty arguments; every later piece has
 *   `id`, `type` and `name` null and a fragment of the arguments; `index` says which call a piece is for);
 * - the chunk object around each delta: https://platform.openai.com/docs/api-reference/chat_streaming/streaming
 * - with `stream_options.include_usage`, "an additional chunk will be streamed before the data: [DONE]
 *   message [...] the choices field will always be an empty array. All other chunks will also include a
 *   usage field, but with a null value": https://platform.openai.com/docs/api-reference/chat/create#chat-create-stream_options
 */
import { dataFrame, DONE_FRAME } from './sse';

/** A call as a fixture streams it: its id, the tool's name, and its arguments split the way the server splits them. */
export interface StreamedCall {
  id: string;
  name: string;
  argumentPieces: string[];
}

/** The function-calling guide's example, verbatim: get_weather for Paris, in the guide's fragments. */
export const GUIDE_CALL: StreamedCall = {
  id: 'call_DdmO9pD3xa9XTPNJ32zg2hcA',
  name: 'get_weather',
  argumentPieces: ['{"', 'location', '":"', 'Paris', ',', ' France', '"}'],
};

function chunk(choices: object[], usage: object | null = null): string {
  return dataFrame({
    id: 'chatcmpl-123',
    object: 'chat.completion.chunk',
    created: 1694268190,
    model: 'gpt-4o-mini',
    system_fingerprint: 'fp_44709d6fcb',
    choices,
    usage,
  });
}

const choice = (delta: object, finishReason: string | null = null) => ({ index: 0, delta, logprobs: null, finish_reason: finishReason });

/** The pieces of one call at `index`, shaped as the guide prints `delta.tool_calls`. */
function callPieces(call: StreamedCall, index: number): object[] {
  return [
    { index, id: call.id, function: { arguments: '', name: call.name }, type: 'function' },
    ...call.argumentPieces.map((piece) => ({ index, id: null, function: { arguments: piece, name: null }, type: null })),
  ];
}

/** A reply that calls `calls` (in parallel when more than one: index 0, 1, …), ending with the usage chunk and [DONE]. */
export function openAiToolCallStream(calls: StreamedCall[]): string[] {
  const pieces = calls.flatMap((call, index) => callPieces(call, index));
  return [
    chunk([choice({ role: 'assistant', content: null, tool_calls: [pieces[0]] })]),
    ...pieces.slice(1).map((piece) => chunk([choice({ tool_calls: [piece] })])),
    chunk([choice({}, 'tool_calls')]),
    chunk([], { prompt_tokens: 82, completion_tokens: 17, total_tokens: 99 }),
    DONE_FRAME,
  ];
}

/**
 * OpenAI's error bodies (`{"error": {"message", "type", "param", "code"}}`). A 429 is either "Rate limit
 * reached for requests" or "You exceeded your current quota, please check your plan and billing
 * details": https://platform.openai.com/docs/guides/error-codes#api-errors ; the quota answer's code, as
 * OpenAI sends it: https://community.openai.com/t/api-error-codes-in-json-response-not-http-status/298219
 * (and a prompt over the context is a 400 with code `context_length_exceeded`, same thread).
 */
export const OPENAI_QUOTA_ERROR = {
  error: {
    message: 'You exceeded your current quota, please check your plan and billing details.',
    type: 'insufficient_quota',
    param: null,
    code: 'insufficient_quota',
  },
};
export const OPENAI_CONTEXT_ERROR = {
  error: {
    message: "This model's maximum context length is 128000 tokens.",
    type: 'invalid_request_error',
    param: 'messages',
    code: 'context_length_exceeded',
  },
};
