import { z } from 'zod';
import { apiErrorSchema } from '../../shared/errors';

/**
 * The pieces a route adds to its schema so that the OpenAPI document (plugins/external/openapi.ts)
 * states who may call it and every answer it gives. They are plain schema values: Fastify
 * validates and serialises with them as well, so the document cannot drift from the code.
 */

/** A route that needs `Authorization: Bearer <access token>`. */
export const SIGNED_IN: Array<Record<string, string[]>> = [{ bearerAuth: [] }];
/** A route anyone may call (an explicit empty list, so the document says so instead of staying silent). */
export const PUBLIC: Array<Record<string, string[]>> = [];

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** What each error status means across the API; the document shows it beside the shared error shape. */
export const ERROR_MEANINGS: Record<ErrorStatus, string> = {
  400: 'Invalid input: `message` names the first field at fault, `details` lists every field',
  401: 'Not signed in: the access token (or the credentials sent) was missing, expired or refused',
  403: 'Signed in, but not allowed to do this',
  404: 'No such object, or it belongs to another user',
  409: 'Conflicts with what is stored (see `code`)',
  410: 'Gone: a single-use link was already used or has expired (`message` says which)',
  413: 'The request body is too large',
  415: 'The body is not application/json',
  429: 'Too many attempts: `Retry-After` says how many seconds to wait',
  502: 'The upstream service (Meta, the sign-in provider) could not be reached',
  503: 'A part the server needs (the database, the job queue, Redis) does not answer: `message` names it; try again shortly',
};

/** The error answers a route can give, each in the one `{message, code?, details?}` shape. */
export function errorAnswers<Status extends ErrorStatus>(...statuses: Status[]): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<Status, typeof apiErrorSchema>;
}

// Answers without a body are z.undefined(): `reply.send()` then type-checks, and the document shows no content.

/** 204: done, nothing to send back. */
export const noContent = z.undefined().describe('Done; the answer has no body');

/** A 302 to `Location`; browsers follow it, scripts read the header. */
export const redirect = (where: string) => z.undefined().describe(`Redirect ${where}; the target is in the Location header`);

/** A `text/event-stream` answer (Server-Sent Events): its `data:` lines are described in words. */
export const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: z.string().describe('`data: <JSON>` lines separated by blank lines, then `data: [DONE]`') } },
});
