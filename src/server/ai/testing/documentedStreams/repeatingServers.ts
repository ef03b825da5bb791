/**
 * OpenAI-compatible servers that repeat, in later pieces of a call, what OpenAI sends once
 * (https://platform.openai.com/docs/guides/function-calling#streaming sends the name in the first piece only).
 */
import { dataFrame, DONE_FRAME } from './sse';
import type { StreamedCall } from './openai';

function chunk(toolCall: object): string {
  return dataFrame({
    id: 'chatcmpl-repeat',
    object: 'chat.completion.chunk',
    created: 1744446075,
    model: 'local-model',
    choices: [{ index: 0, delta: { tool_calls: [toolCall] }, finish_reason: null }],
  });
}

const closing = [
  dataFrame({
    id: 'chatcmpl-repeat',
    object: 'chat.completion.chunk',
    created: 1744446075,
    model: 'local-model',
    choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }],
  }),
  DONE_FRAME,
];

/**
 * The whole function name in every piece of the call, as MiniMax M2.7 through NVIDIA NIM sends it
 * (appended, "read_file" became "read_fileread_file"):
 * https://github.com/NousResearch/hermes-agent/issues/8259 , https://github.com/NousResearch/hermes-agent/pull/12230 ;
 * a gateway doing the same: https://github.com/Sliverkiss/workbuddy2api/issues/82
 */
export function nameInEveryPiece(call: StreamedCall): string[] {
  return [
    chunk({ index: 0, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }),
    ...call.argumentPieces.map((piece) => chunk({ index: 0, function: { name: call.name, arguments: piece } })),
    ...closing,
  ];
}

/**
 * The complete arguments sent, then sent again in a further piece of the same call ("Each tool call
 * produces 3 SSE chunks instead of 2": the id and name, the arguments, the arguments again):
 * https://github.com/lidge-jun/opencodex/issues/361 ; also https://github.com/Soju06/codex-lb/issues/284
 */
export function argumentsSentTwice(call: { id: string; name: string; arguments: string }): string[] {
  return [
    chunk({ index: 0, id: call.id, function: { name: call.name, arguments: '' } }),
    chunk({ index: 0, function: { arguments: call.arguments } }),
    chunk({ index: 0, function: { arguments: call.arguments } }),
    ...closing,
  ];
}
