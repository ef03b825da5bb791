import type { FieldIssue } from '../../shared/errors';

/** An error whose message is safe to show the client; the error handler answers with it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized', 'UNAUTHORIZED');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');

/** A 400 naming one field, shaped like the schema-validation answers. */
export function fieldError(field: string, message: string, code = 'VALIDATION_ERROR'): HttpError {
  const details: FieldIssue[] = [{ field, message }];
  return new HttpError(400, `${field}: ${message}`, code, details);
}
