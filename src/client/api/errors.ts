import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { z } from 'zod';
import type { ApiError, FieldIssue } from '../../shared/errors';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

function apiErrorBody(error: QueryError): Partial<ApiError> | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as Partial<ApiError> | undefined;
  return data && typeof data === 'object' ? data : null;
}

/** The server's message (every error answer is `{message, code?, details?}`: docs/api.md), or a plain sentence for network failures. */
export function errorMessage(error: QueryError, fallback = 'Something went wrong. Please try again.'): string {
  if (error && 'status' in error && error.status === 'FETCH_ERROR') return 'Cannot reach the server. Check your connection.';
  const body = apiErrorBody(error);
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (error && 'message' in error && error.message) return error.message;
  return fallback;
}

/** A 400's `details: [{field, message}]` as field → message, for inline form errors. */
export function fieldErrors(error: QueryError): Record<string, string> {
  const details = apiErrorBody(error)?.details;
  if (!Array.isArray(details)) return {};
  const result: Record<string, string> = {};
  for (const issue of details as FieldIssue[]) {
    const field = typeof issue?.field === 'string' ? issue.field.split('.')[0] : null;
    if (field && typeof issue.message === 'string' && !result[field]) result[field] = issue.message;
  }
  return result;
}

export function statusOf(error: QueryError): number | string | null {
  return error && 'status' in error ? error.status : null;
}

/** The same field → message map from a zod check in the browser (the forms run the server's own rules). */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}
