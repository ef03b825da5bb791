/**
 * What a provider needs to know of the assistant's lookups: the calls a model makes, what goes back
 * to it, and the lookups of one request. The lookups themselves read the modules and live with them
 * (modules/assistant/tools); this contract knows no module, so providers depend on modules only
 * through what they are handed, and the arrow between modules/ and ai/ points one way.
 */
import type { z } from 'zod';
import type { Db } from '../db/client';

export interface LookupScope {
  db: Db;
  userId: string;
  accountId: string;
  /** The account's handle without "@", for messages such as "not a competitor of @corner_cafe". */
  username: string;
  timezone: string;
  /** Today's date on the account's clock (YYYY-MM-DD): what "last month" is relative to. */
  today: string;
}

interface Lookup<Data> {
  /** What was read, for the "Looked up: …" line: "your overview for 1 Oct – 31 Oct 2026". */
  summary: string;
  /** What the service answered; the offline assistant writes its answers from it. */
  data: Data;
}

export interface LookupTool<Args, Data> {
  /** The function name the model calls. */
  name: string;
  /** What the tool reads, for the line of a lookup that failed: "your overview". */
  subject: string;
  description: string;
  args: z.ZodType<Args>;
  run(scope: LookupScope, args: Args): Promise<Lookup<Data>>;
  /** The figures as the model is given them: compact JSON, rates as fractions, each with its formula. */
  forModel(data: Data): unknown;
}

/** A lookup that cannot be answered for a reason the user (and the model) should hear. */
export class LookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LookupError';
  }
}

/** A function call as a model made it; `arguments` is the raw JSON text it wrote. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** What goes back to the model for one call, and the line the user sees for it. */
export interface ToolOutcome {
  callId: string;
  isError: boolean;
  /** JSON text: the figures, or `{"error": "…"}`. */
  content: string;
  /** "_Looked up: your overview for 1 Oct – 31 Oct 2026_" (markdown, no trailing newline). */
  line: string;
}

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the arguments, generated from the same zod schema that validates them. */
  parameters: Record<string, unknown>;
}

export type LookupOutcome<Data> = { ok: true; data: Data; line: string } | { ok: false; error: string; line: string };

export interface AccountLookups {
  readonly scope: LookupScope;
  readonly definitions: ToolDefinition[];
  /** Runs a model's call; every failure becomes a tool error. */
  execute(call: ToolCall): Promise<ToolOutcome>;
  /** Runs one tool with arguments the offline assistant read from the question. */
  run<Args, Data>(tool: LookupTool<Args, Data>, args: unknown): Promise<LookupOutcome<Data>>;
}

/** A call's arguments as a model wrote them; empty text is no arguments. */
export function parseArguments(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
