/**
 * Puts a streamed reply's tool calls back together. Both model APIs send a call in pieces keyed by an
 * `index`; OpenAI-compatible servers disagree on what a piece carries, so the rules below take every
 * shape seen in the providers' documentation and in servers' bug reports:
 *
 * 1. A call is built under its `index` (missing: 0) until its arguments are complete JSON. Until then
 *    every piece at that index belongs to it, whatever id it carries; the first id is kept.
 *    - OpenAI sends the id and the name once, in the first piece, then fragments of the arguments with
 *      `id` and `name` null: https://platform.openai.com/docs/guides/function-calling#streaming
 *    - Anthropic opens a tool_use block with its id and name, then sends the input as input_json_delta
 *      fragments: https://docs.anthropic.com/en/docs/build-with-claude/streaming#streaming-request-with-tool-use
 * 2. Once a call's arguments are complete JSON, a piece at the same index starts ANOTHER call when it
 *    brings a different id, a different name, or arguments that are not a repeat of the finished ones
 *    (that call keeps the name: the stream never named another tool).
 *    - Ollama sends parallel calls all with `index: 0`, each whole in one piece with its own id:
 *      https://github.com/ollama/ollama/issues/15457 (and openai/openai.go ToToolCalls, which copies the
 *      parser's Function.Index, 0 when the parser sets none: https://github.com/ollama/ollama/issues/15497)
 *    - Id-less servers put several calls on one index, one JSON object after another (LiteLLM's bridge,
 *      vLLM parsers): https://github.com/unslothai/unsloth/pull/10059
 * 3. A name is SET, not appended, when a piece repeats the name so far; any other name piece continues it.
 *    - MiniMax through NVIDIA NIM repeats the whole name in every piece ("read_fileread_file" when
 *      appended): https://github.com/NousResearch/hermes-agent/issues/8259 , and so do some gateways:
 *      https://github.com/Sliverkiss/workbuddy2api/issues/82
 *    - Gemini has been seen sending a name in fragments: https://github.com/continuedev/continue/pull/5849
 *    (A name made of one fragment written twice, "abab", would be read as "ab"; no tool here is named so.)
 * 4. Argument fragments are appended; but once the arguments are complete JSON, a piece that repeats
 *    them (same JSON value) or is only whitespace is dropped instead of producing `{…}{…}`.
 *    - Servers re-sending the complete arguments in a follow-up piece:
 *      https://github.com/lidge-jun/opencodex/issues/361 , https://github.com/open-webui/open-webui/pull/22235
 *    A different complete object is a second call (rule 2), the reading that loses no call.
 */
import type { ToolCall } from './lookups';

/** One streamed piece of a call; servers send absent fields as missing, null or "". */
export interface ToolCallPiece {
  id?: string | null;
  name?: string | null;
  arguments?: string | null;
}

interface CallInProgress {
  id: string;
  name: string;
  arguments: string;
}

/** The JSON value the text holds, or undefined while it is not (yet) one whole JSON value. */
function completeJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether `piece` arriving at a call whose arguments are finished begins a new call (rule 2). */
function startsAnotherCall(call: CallInProgress, piece: ToolCallPiece): boolean {
  const finished = completeJson(call.arguments);
  if (finished === undefined) return false;
  if (piece.id && call.id && piece.id !== call.id) return true;
  if (piece.name && call.name && piece.name !== call.name) return true;
  if (!piece.arguments || piece.arguments.trim() === '') return false;
  const sent = completeJson(piece.arguments);
  return sent === undefined || !sameJson(sent, finished);
}

function mergeName(call: CallInProgress, name: string): void {
  if (call.name === '' || name === call.name) call.name = name;
  else call.name += name;
}

function mergeArguments(call: CallInProgress, text: string): void {
  const finished = completeJson(call.arguments);
  if (finished !== undefined) return; // a repeat or whitespace: startsAnotherCall let nothing else through
  call.arguments += text;
}

export class ToolCallPieces {
  /** Every call in the order it began. */
  private readonly calls: CallInProgress[] = [];
  /** The call each index is building now. */
  private readonly building = new Map<number, CallInProgress>();

  add(index: number | null | undefined, piece: ToolCallPiece): void {
    const slot = index ?? 0;
    let call = this.building.get(slot);
    if (!call || startsAnotherCall(call, piece)) {
      call = { id: '', name: '', arguments: '' };
      // A further object on an id-less, name-less piece continues the same tool (rule 2).
      const previous = this.building.get(slot);
      if (previous && !piece.name && !piece.id) call.name = previous.name;
      this.calls.push(call);
      this.building.set(slot, call);
    }
    if (piece.id && !call.id) call.id = piece.id;
    if (piece.name) mergeName(call, piece.name);
    if (piece.arguments) mergeArguments(call, piece.arguments);
  }

  /**
   * The calls in the order they began. Every call gets an id no other call of the reply has: the
   * transcript answers each call by its id, so a missing (some local servers) or repeated id would
   * leave a call unanswered.
   */
  complete(): ToolCall[] {
    const used = new Set<string>();
    return this.calls.map((call, position) => {
      let id = call.id || `call_${position}`;
      for (let n = 2; used.has(id); n += 1) id = `${call.id || `call_${position}`}_${n}`;
      used.add(id);
      return { id, name: call.name, arguments: call.arguments };
    });
  }
}
