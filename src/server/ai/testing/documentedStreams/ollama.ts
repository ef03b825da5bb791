/**
 * Ollama's OpenAI-compatible `/v1/chat/completions` stream of parallel tool calls:
 * - every call arrives whole in one chunk, with its own id ("call_" and 8 characters), `type`, the name
 *   and the complete arguments as JSON text, and ALL with `index: 0`:
 *   https://github.com/ollama/ollama/issues/15457 (fixed for some model parsers only; the legacy path
 *   still sends 0: https://github.com/ollama/ollama/issues/15497). `openai/openai.go` ToToolCalls
 *   copies the id, the name, `Function.Index` and the marshalled arguments.
 * - the chunk around it, as Ollama sends it (`system_fingerprint: "fp_ollama"`, the delta with
 *   `role` and empty `content`): https://github.com/ollama/ollama/issues/7881 ; the closing chunk with
 *   finish_reason "tool_calls", captured from Ollama in https://github.com/g0t4/ask-openai.nvim
 *   (lua/ask-openai/backends/sse_parse_notes.md)
 */
import { dataFrame, DONE_FRAME } from './sse';

/** A call as Ollama sends it: in one piece. */
export interface WholeCall {
  id: string;
  name: string;
  arguments: string;
}

function chunk(delta: object, finishReason: string | null = null): string {
  return dataFrame({
    id: 'chatcmpl-763',
    object: 'chat.completion.chunk',
    created: 1732922184,
    model: 'qwen2.5:7b',
    system_fingerprint: 'fp_ollama',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
}

/** A reply with parallel calls, one chunk each, every one on index 0. */
export function ollamaParallelCalls(calls: WholeCall[]): string[] {
  return [
    ...calls.map((call) =>
      chunk({
        role: 'assistant',
        content: '',
        tool_calls: [{ id: call.id, index: 0, type: 'function', function: { name: call.name, arguments: call.arguments } }],
      }),
    ),
    chunk({ role: 'assistant', content: '' }, 'tool_calls'),
    DONE_FRAME,
  ];
}
