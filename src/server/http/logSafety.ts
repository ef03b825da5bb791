import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '../config';

/**
 * What the server may write to its log. A failed query carries its parameters (drizzle's
 * DrizzleQueryError has them in `params` and in its message; the Postgres error in `detail`, `where`
 * and, with PGlite, `params` again): e-mails, password hashes, tokens. So errors are logged as a
 * list of known-harmless fields, requests as method and path, and bodies and query strings never.
 */

export type LoggableError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  /** Postgres: which object refused the row, never the row itself. */
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  cause?: LoggableError;
};

const POSTGRES_FIELDS = ['severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;
const MAX_CAUSES = 5;

/** The same error with only fields that cannot hold user data (the SQL text keeps its $n placeholders). */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: safeMessage(String(error)) };
  const source = error as Record<string, unknown>;
  const type = typeof source.type === 'string' ? source.type : (error.constructor?.name ?? 'Error');
  const message = safeMessage(typeof source.message === 'string' ? source.message : '');
  const result: LoggableError = { type, message };
  if (typeof source.stack === 'string') result.stack = [`${type}: ${message}`, ...stackFrames(source.stack)].join('\n');
  if (typeof source.code === 'string') result.code = source.code;
  if (typeof source.statusCode === 'number') result.statusCode = source.statusCode;
  for (const field of POSTGRES_FIELDS) {
    if (typeof source[field] === 'string') result[field] = source[field];
  }
  if (source.cause !== undefined && depth < MAX_CAUSES) result.cause = loggableError(source.cause, depth + 1);
  return result;
}

/** Drizzle appends "\nparams: …" to the failed query; URLs lose their query string (tokens travel there). */
function safeMessage(message: string): string {
  return withoutQueryStrings(message.split('\nparams:')[0]);
}

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"']*)\?[^\s#"']*/gi;
const withoutQueryStrings = (text: string) => text.replace(URL_QUERY, '$1?[redacted]');

/** Only the "at …" lines: the stack's first lines repeat the message, parameters included. */
const stackFrames = (stack: string) => stack.split('\n').filter((line) => /^\s+at /.test(line));

/** The path of a request URL, without its query string. */
const pathOf = (url: string) => url.split('?')[0];

/** Per-request lines (debug) say who asked for what, never what they sent. */
function requestSummary(request: FastifyRequest) {
  return { method: request.method, url: pathOf(request.url ?? ''), remoteAddress: request.ip };
}

// Defence in depth for anyone logging an object by hand: these keys never reach the log.
const REDACTED_PATHS = [
  'body',
  '*.body',
  'query',
  '*.query',
  'params',
  '*.params',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'headers.authorization',
  '*.headers.authorization',
  'headers.cookie',
  '*.headers.cookie',
];

/** The Fastify `logger` option: false (no logger at all) when silent and no destination is given. */
export function loggerOptions(level: AppConfig['logLevel'], stream?: DestinationStream): (LoggerOptions & { stream?: DestinationStream }) | false {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    serializers: { err: loggableError, error: loggableError, req: requestSummary },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
