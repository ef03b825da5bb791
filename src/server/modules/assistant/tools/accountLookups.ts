/**
 * The lookups of one chat request, bound to the signed-in user and the selected account. Models call
 * them by name with JSON arguments; the offline assistant calls them directly. Whatever goes wrong
 * (bad JSON, a bad range, an unknown competitor, a failing query) comes back as a tool error the
 * model can read and the user sees in the "looked up" line, never as a failed request.
 */
import { z, type ZodError } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../../http/httpError';
import {
  LookupError,
  parseArguments,
  type AccountLookups,
  type LookupOutcome,
  type LookupScope,
  type LookupTool,
  type ToolCall,
  type ToolDefinition,
  type ToolOutcome,
} from '../../../ai/lookups';
import { LOOKUP_TOOLS } from './registry';

export { type AccountLookups, type LookupOutcome } from '../../../ai/lookups';

/** Italic markdown that a username's underscores cannot end early. */
function italicLine(text: string): string {
  return `_${text.replace(/([\\_*])/g, '\\$1')}_`;
}

const lookedUpLine = (summary: string) => italicLine(`Looked up: ${summary}`);
const failedLine = (subject: string, reason: string) => italicLine(`Could not look up ${subject}: ${reason}`);

function issuesText(error: ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/** The JSON Schema a model is given, without the noise (the date regex) that `format: date` already says. */
function parametersOf(tool: LookupTool<unknown, unknown>): Record<string, unknown> {
  const { $schema: _schema, ...schema } = z.toJSONSchema(tool.args, { io: 'input' }) as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  for (const property of Object.values(properties)) if (property.format === 'date') delete property.pattern;
  return { ...schema, properties };
}

const LOOKUP_DEFINITIONS: ToolDefinition[] = LOOKUP_TOOLS.map((tool) => ({ name: tool.name, description: tool.description, parameters: parametersOf(tool) }));

/** `log` hears lookups that failed on the server (the user and the model only hear that it failed). */
export function createAccountLookups(scope: LookupScope, log: Pick<FastifyBaseLogger, 'error'>): AccountLookups {
  async function run<Args, Data>(tool: LookupTool<Args, Data>, args: unknown): Promise<LookupOutcome<Data>> {
    const parsed = tool.args.safeParse(args);
    if (!parsed.success) return failure(tool, issuesText(parsed.error));
    try {
      const { summary, data } = await tool.run(scope, parsed.data);
      return { ok: true, data, line: lookedUpLine(summary) };
    } catch (error) {
      if (error instanceof LookupError || (error instanceof HttpError && error.statusCode < 500)) return failure(tool, error.message);
      log.error({ err: error, tool: tool.name }, 'assistant lookup failed');
      return failure(tool, 'the lookup failed on the server');
    }
  }

  async function execute(call: ToolCall): Promise<ToolOutcome> {
    const tool = LOOKUP_TOOLS.find((t) => t.name === call.name);
    if (!tool) {
      // A stream can end with a call that never got a name (a server sending only arguments).
      const name = call.name.slice(0, 64);
      const tools = LOOKUP_TOOLS.map((t) => t.name).join(', ');
      const error = name ? `there is no tool named ${name}; use one of ${tools}` : `the call named no tool; use one of ${tools}`;
      const line = failedLine('figures', name ? `unknown tool ${name}` : 'the call named no tool');
      return { callId: call.id, isError: true, content: JSON.stringify({ error }), line };
    }
    const json = parseArguments(call.arguments);
    const outcome = json.ok ? await run(tool, json.value) : failure(tool, 'the arguments are not valid JSON');
    return outcome.ok
      ? { callId: call.id, isError: false, content: JSON.stringify(tool.forModel(outcome.data)), line: outcome.line }
      : { callId: call.id, isError: true, content: JSON.stringify({ error: outcome.error }), line: outcome.line };
  }

  return { scope, definitions: LOOKUP_DEFINITIONS, execute, run };
}

function failure(tool: LookupTool<unknown, unknown>, error: string): LookupOutcome<never> {
  return { ok: false, error, line: failedLine(tool.subject, error) };
}
