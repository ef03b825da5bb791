/**
 * The lookup loop shared by the model providers: ask the model, run the lookups it asks for on the
 * server, hand the results back, until it answers. The user sees a "Looked up: …" line per lookup,
 * streamed as an ordinary chunk, so the SSE contract (chunk, error, [DONE]) is unchanged.
 */
import type { AccountLookups, ToolCall, ToolOutcome } from './lookups';

/** Rounds of lookups before the model must answer with what it has. */
export const MAX_LOOKUP_ROUNDS = 4;

export interface ModelReply {
  text: string;
  calls: ToolCall[];
}

/** One provider's side of the loop: its request format and how it records a round of lookups. */
export interface LookupConversation {
  /**
   * One request to the model, streaming its text and returning what it said and the lookups it asked
   * for. `offerLookups` false asks for an answer without lookups (tool_choice none).
   */
  ask(offerLookups: boolean): AsyncGenerator<string, ModelReply>;
  /** Adds the model's turn with its calls, and our results, to the transcript of the next request. */
  addLookups(reply: ModelReply, outcomes: ToolOutcome[]): void;
}

/** A model that still asks for lookups once told to answer; its message is safe to show the user. */
export class LookupRoundsExceededError extends Error {
  constructor(readonly label: string) {
    super(`${label} kept asking for more figures after ${MAX_LOOKUP_ROUNDS} rounds of lookups, so the reply was stopped. Try a narrower question.`);
    this.name = 'LookupRoundsExceededError';
  }
}

/** The blank line that keeps a "looked up" line from running into text the model wrote before it. */
function separatorAfter(text: string): string {
  if (text === '' || text.endsWith('\n\n')) return '';
  return text.endsWith('\n') ? '\n' : '\n\n';
}

export async function* converseWithLookups(conversation: LookupConversation, lookups: AccountLookups | null, label: string): AsyncGenerator<string> {
  for (let round = 1; ; round += 1) {
    const reply = yield* conversation.ask(lookups !== null && round <= MAX_LOOKUP_ROUNDS);
    // Without lookups no tools were offered, so a call can only be noise: the text is the answer.
    if (reply.calls.length === 0 || !lookups) return;
    if (round > MAX_LOOKUP_ROUNDS) throw new LookupRoundsExceededError(label);
    const outcomes: ToolOutcome[] = [];
    // One at a time: they share the request's database connection budget, and the order of the lines is stable.
    for (const call of reply.calls) outcomes.push(await lookups.execute(call));
    yield `${separatorAfter(reply.text)}${outcomes.map((o) => `${o.line}\n\n`).join('')}`;
    conversation.addLookups(reply, outcomes);
  }
}
