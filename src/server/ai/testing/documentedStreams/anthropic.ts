/**
 * Anthropic's Messages streams and errors, as Anthropic documents them:
 * - https://docs.anthropic.com/en/docs/build-with-claude/streaming : "Streaming request with tool use"
 *   (a text block, then a tool_use block whose input arrives as input_json_delta fragments, the first
 *   one empty), the basic streaming response (with a ping), and "Error events": "during periods of high
 *   usage, you may receive an overloaded_error, which would normally correspond to an HTTP 529 in a
 *   non-streaming context", sent as `event: error`.
 * - https://docs.anthropic.com/en/api/errors : each HTTP error's status and `error.type`, and the body's
 *   shape (`{"type": "error", "error": {"type", "message"}, "request_id"}`).
 */
import { eventFrame } from './sse';

const event = (type: string, data: object = {}) => eventFrame(type, { type, ...data });

/** A tool_use block as the fixture streams it. */
export interface StreamedToolUse {
  id: string;
  name: string;
  /** The input JSON as input_json_delta fragments; the documented stream starts with an empty one. */
  inputPieces: string[];
}

/** The documented example verbatim: get_weather for San Francisco, in the documented fragments. */
export const DOCUMENTED_TOOL_USE: StreamedToolUse = {
  id: 'toolu_01T1x1fJ34qAmk2tNTrN7Up6',
  name: 'get_weather',
  inputPieces: ['', '{"location":', ' "San', ' Francisc', 'o,', ' CA"', ', ', '"unit": "fah', 'renheit"}'],
};

/** The documented text block before the tool use, in its documented deltas. */
export const DOCUMENTED_TEXT = ['Okay', ',', ' let', "'s", ' check', ' the', ' weather', ' for', ' San', ' Francisco', ',', ' CA', ':'];

const messageStart = (outputTokens: number) =>
  event('message_start', {
    message: {
      id: 'msg_014p7gG3wDgGV9EUtLvnow3U',
      type: 'message',
      role: 'assistant',
      model: 'claude-opus-4-1-20250805',
      stop_sequence: null,
      usage: { input_tokens: 472, output_tokens: outputTokens },
      content: [],
      stop_reason: null,
    },
  });

/** "Streaming request with tool use": the documented response, with the tool_use block(s) given (default: the documented one). */
export function anthropicToolUseStream(toolUses: StreamedToolUse[] = [DOCUMENTED_TOOL_USE]): string[] {
  return [
    messageStart(2),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('ping'),
    ...DOCUMENTED_TEXT.map((text) => event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
    event('content_block_stop', { index: 0 }),
    ...toolUses.flatMap((toolUse, position) => {
      const index = position + 1;
      return [
        event('content_block_start', { index, content_block: { type: 'tool_use', id: toolUse.id, name: toolUse.name, input: {} } }),
        ...toolUse.inputPieces.map((partial_json) => event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } })),
        event('content_block_stop', { index }),
      ];
    }),
    event('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 89 } }),
    event('message_stop'),
  ];
}

/** The documented example error event. */
const OVERLOADED_EVENT = eventFrame('error', { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });

/** The basic documented response ("Hello", "!") cut off by an overloaded_error event, as the streaming page warns can happen. */
export function anthropicOverloadedMidStream(): string[] {
  return [
    messageStart(1),
    event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    event('ping'),
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Hello' } }),
    event('content_block_delta', { index: 0, delta: { type: 'text_delta', text: '!' } }),
    OVERLOADED_EVENT,
  ];
}

/** Every documented HTTP error: its status and `error.type`. */
export const DOCUMENTED_HTTP_ERRORS = [
  { status: 400, type: 'invalid_request_error' },
  { status: 401, type: 'authentication_error' },
  { status: 403, type: 'permission_error' },
  { status: 404, type: 'not_found_error' },
  { status: 413, type: 'request_too_large' },
  { status: 429, type: 'rate_limit_error' },
  { status: 500, type: 'api_error' },
  { status: 529, type: 'overloaded_error' },
] as const;

/** The documented error body; the message is internal detail the user must never see. */
export const anthropicErrorBody = (type: string) => ({
  type: 'error',
  error: { type, message: `secret upstream detail for ${type}` },
  request_id: 'req_011CSHoEeqs5C35K2UUqR7Fy',
});
