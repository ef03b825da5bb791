import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, FieldIssue } from '../../../shared/errors';
import { HttpError } from '../../http/httpError';
import { sharedPlugin } from '../sharedPlugin';

type ValidationEntry = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };
type ErrorAnswer = { status: number; body: ApiError };

/** One error handler for the whole API: every answer is `{message, code?, details?}`, 5xx text is hidden. */
export const errorHandlerPlugin = sharedPlugin({ name: 'error-handler' }, async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => sendError(request, reply, describe(error), error));
});

const BAD_URL: ErrorAnswer = { status: 400, body: { message: 'Malformed URL: it holds an invalid percent-encoding', code: 'BAD_URL' } };
/** Also answered by the SPA's not-found handler, which sees the overlong /api paths its wildcard route took. */
export const URL_TOO_LONG: ErrorAnswer = { status: 414, body: { message: 'A path segment of the URL is too long', code: 'URL_TOO_LONG' } };

/**
 * The `frameworkErrors` option. Fastify answers a URL it cannot route (an invalid percent-encoding
 * such as `/%ff%fe`, an overlong path parameter) before routing: no hook and no error handler runs.
 * This gives that answer what every other one has: the API's security headers and the JSON error shape.
 */
export function answerUnroutableUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(request.server.apiSecurityHeaders);
  sendError(request, reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? URL_TOO_LONG : BAD_URL, error);
}

/** What Node's HTTP parser refuses before Fastify sees a request, in the API's error shape. */
function clientErrorAnswer(error: NodeJS.ErrnoException): ErrorAnswer {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: { message: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' } };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, body: { message: 'The request headers (or its URL) are too large', code: 'HEADERS_TOO_LARGE' } };
    default:
      return { status: 400, body: { message: 'Malformed HTTP request', code: 'BAD_REQUEST' } };
  }
}

/**
 * The `clientErrorHandler` option: Node's parser refused the request (late headers or body, headers
 * over 16 KB, not HTTP). Like Fastify's default (https://fastify.dev/docs/latest/Reference/Server/#clienterrorhandler)
 * it writes the answer to the socket and closes it, but in the JSON shape of every other error and
 * with the API's security headers. Bound to the root instance by Fastify.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // The client is gone: there is nobody to answer (as in Fastify's default).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error);
  this.log.debug({ code: error.code, statusCode: status }, 'client error');
  if (socket.writable) {
    const text = JSON.stringify(body);
    const headers = [
      ['content-type', 'application/json; charset=utf-8'],
      ['content-length', String(Buffer.byteLength(text))],
      ['connection', 'close'],
      ...Object.entries(this.apiSecurityHeaders ?? {}),
    ];
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${text}`);
  }
  socket.destroy(error);
}

function sendError(request: FastifyRequest, reply: FastifyReply, { status, body }: ErrorAnswer, error: FastifyError) {
  // Logged as is: the logger's `err` serializer (http/logSafety) keeps only the fields that cannot hold user data.
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: status, code: body.code }, body.message);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

function describe(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: withoutUndefined({ message: error.message, code: error.code, details: error.details }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: validationBody(error.validation, error.validationContext) };
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };
  return { status, body: clientErrorBody(error, status) };
}

function clientErrorBody(error: FastifyError, status: number): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { message: 'Malformed JSON body', code: 'INVALID_JSON' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: 'Unsupported content type; send application/json', code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { message: 'Content-Length does not match the body', code: 'INVALID_CONTENT_LENGTH' };
  }
  if (status === 429) return { message: error.message, code: 'RATE_LIMITED' };
  // JSON.parse failures surface as SyntaxError with a 400 status.
  if (status === 400 && error.name === 'SyntaxError') return { message: 'Malformed JSON body', code: 'INVALID_JSON' };
  return { message: error.message || 'Bad request', code: error.code?.startsWith('FST_') ? 'BAD_REQUEST' : error.code };
}

function validationBody(entries: ValidationEntry[], context: string | undefined): ApiError {
  const details = entries.flatMap((entry) => fieldIssues(entry, context ?? 'body'));
  const first = details[0] ?? { field: context ?? 'body', message: 'is invalid' };
  return { message: `${first.field}: ${first.message}`, code: 'VALIDATION_ERROR', details };
}

function fieldIssues(entry: ValidationEntry, context: string): FieldIssue[] {
  const path = entry.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (entry.keyword === 'unrecognized_keys' && Array.isArray(entry.params.keys)) {
    return (entry.params.keys as string[]).map((key) => ({
      field: path ? `${path}.${key}` : key,
      message: 'is not an accepted field',
    }));
  }
  if (!path) return [{ field: context, message: rootMessage(entry, context) }];
  return [{ field: path, message: entry.message ?? 'is invalid' }];
}

/** The whole body/query is wrong (missing, or not an object): say what was expected. */
function rootMessage(entry: ValidationEntry, context: string): string {
  if (entry.keyword === 'invalid_type') return `${context} must be a JSON object`;
  return entry.message ?? 'is invalid';
}

function withoutUndefined(body: ApiError): ApiError {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as ApiError;
}
