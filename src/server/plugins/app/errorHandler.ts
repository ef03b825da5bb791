import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, FieldIssue } from '../../../shared/errors';
import { HttpError } from '../../http/httpError';
import { sharedPlugin } from '../sharedPlugin';

type ValidationEntry = { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> };

/** One error handler for the whole API: every answer is `{message, code?, details?}`, 5xx text is hidden. */
export const errorHandlerPlugin = sharedPlugin({ name: 'error-handler' }, async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode: status, code: body.code }, body.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
});

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
