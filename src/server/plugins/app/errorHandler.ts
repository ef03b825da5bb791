import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, type ApiError, type FieldIssue } from '../../../shared/errors';
import { HttpError } from '../../http/httpError';
import { loggableError } from '../../http/logSafety';
import { sharedPlugin } from '../sharedPlugin';

/** Where routeFrameworkError sends what the router refused (no async constraints are in use, so only these two). */
const REJECTED_URL_PATH = '/api/__rejected-url';
const rejectedUrlReason = z.enum(['malformed', 'too-long']);
type RejectedUrlReason = z.infer<typeof rejectedUrlReason>;

type ValidationEntry = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** One error handler for the whole API: every answer is `{message, code?, details?}`, 5xx text is hidden. */
export const errorHandlerPlugin = sharedPlugin({ name: 'error-handler' }, async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describe(error);
    // Never the error as is: a failed query carries its parameters (e-mails, password hashes).
    if (status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
    else request.log.info({ statusCode: status, code: body.code }, body.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.withTypeProvider<ZodTypeProvider>().all(
    `${REJECTED_URL_PATH}/:reason`,
    { schema: { hide: true, params: z.strictObject({ reason: rejectedUrlReason }), response: { 400: apiErrorSchema, 414: apiErrorSchema } } },
    async (request) => {
      if (request.params.reason === 'too-long') throw new HttpError(414, 'A path segment of the URL is too long', 'URL_TOO_LONG');
      throw new HttpError(400, 'Malformed URL: it holds an invalid percent-encoding', 'BAD_URL');
    },
  );
});

/**
 * Fastify answers a URL it cannot route (an invalid percent-encoding such as `/%ff%fe`, an overlong
 * path parameter) outside the request lifecycle: no hook runs, so helmet's headers would be missing.
 * Set as the `frameworkErrors` option, this sends such a request through the router again, to a
 * route of this plugin that refuses it, so that it gets every hook and the usual JSON error.
 */
export function routeFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const reason: RejectedUrlReason = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'too-long' : 'malformed';
  request.raw.url = `${REJECTED_URL_PATH}/${reason}`;
  request.server.routing(request.raw, reply.raw);
}

function describe(error: FastifyError): { status: number; body: ApiError } {
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: withoutUndefined({ message: error.message, code: error.code, details: error.details }) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, body: validationBody(error.validation as unknown as ValidationEntry[], error.validationContext) };
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
