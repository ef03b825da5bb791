/**
 * One error model for every Graph call, from Meta's own pages:
 * - "Handling Errors", https://developers.facebook.com/docs/graph-api/guides/error-handling :
 *   the error body ({message, type, code, error_subcode, is_transient, error_user_title, error_user_msg,
 *   fbtrace_id}); 1 (API Unknown) and 2 (API Service) are temporary, "wait and retry"; 4 (app), 17 (user),
 *   341 (application limit reached) are throttling, "wait and retry or review volume"; 10 and 200–299 are
 *   missing or revoked permissions; 102 and 190 are an expired, revoked or invalid session or token.
 * - "Rate Limits", https://developers.facebook.com/docs/graph-api/overview/rate-limiting/ : Instagram
 *   Platform calls are counted per Business Use Case; a throttled BUC answers its own code (80002 for
 *   Instagram, 80001 Pages, 80000 Ads Insights, 80003–80014 other use cases), and 32 (Page) and 613
 *   (custom) are throttling too; X-Business-Use-Case-Usage carries estimated_time_to_regain_access.
 * - Instagram Platform "Error Codes",
 *   https://developers.facebook.com/documentation/instagram-platform/instagram-graph-api/reference/error-codes :
 *   Instagram answers carry `is_transient`, true where retrying the same call can succeed.
 */

/** Throttling codes: platform (4, 17, 32, 613, 341) and every Business Use Case code Meta lists. */
const THROTTLE_CODES = new Set([4, 17, 32, 341, 613, 80000, 80001, 80002, 80003, 80004, 80005, 80006, 80008, 80009, 80014]);
/** 1 API Unknown, 2 API Service: Meta-side trouble, retried with backoff. */
const TRANSIENT_CODES = new Set([1, 2]);
/** 190 (token expired or revoked) and 102 (API session): only a new connection helps. */
const EXPIRED_TOKEN_CODES = new Set([190, 102]);
export const EXPIRED_TOKEN_CODE = 190;
/** 10 (permission denied) and 200–299 (a named permission not granted or revoked). */
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);

/**
 * The documented "not available for this object" answers that mean "Meta does not offer it here", as
 * opposed to a refusal: 2108006, media posted before the account's conversion to a business account
 * (Instagram media insights reference, "Limitations":
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights ).
 */
const NOT_OFFERED_SUBCODES = new Set([2108006]);
/**
 * The same reference documents "(#10) Not enough viewers for the media to show insights": code 10 is
 * otherwise a missing permission, but this one is Meta withholding figures for a small audience.
 */
const NOT_ENOUGH_VIEWERS = /not enough viewers/i;
/**
 * The account insights reference's limitation "not available on Instagram business or creator accounts with
 * fewer than 100 followers" (follower_count, online_followers, the demographics): Meta withholding figures of
 * a small account, worded in its refusal, not a request to fix.
 */
const UNDER_100_FOLLOWERS = /fewer than 100 followers/i;

/**
 * `throttled`: wait (Meta's estimate when it gives one) and retry through the queue; `server`: Meta failed,
 * retried with backoff; `network`: no answer; `permission`: a permission is missing (named when Meta names
 * it); `expired`: reconnect needed; `not_offered`: documented as unavailable for this object; `request`:
 * anything else Meta refused (e.g. an invalid parameter), which callers treat case by case.
 */
export type GraphErrorKind = 'throttled' | 'expired' | 'server' | 'network' | 'permission' | 'not_offered' | 'request';

export type GraphErrorDetails = {
  status?: number | null;
  code?: number | null;
  subcode?: number | null;
  /** How long Meta says to wait before calling again (throttling), in ms. */
  retryAfterMs?: number | null;
  /** The missing permission Meta's message names, e.g. instagram_manage_insights. */
  permission?: string | null;
};

/** One failed Graph call, classified so callers decide between retry, pause, reconnect, record and skip. */
export class GraphApiError extends Error {
  readonly status: number | null;
  readonly code: number | null;
  readonly subcode: number | null;
  readonly retryAfterMs: number | null;
  readonly permission: string | null;

  constructor(
    readonly kind: GraphErrorKind,
    message: string,
    details: GraphErrorDetails = {},
  ) {
    super(message);
    this.name = 'GraphApiError';
    this.status = details.status ?? null;
    this.code = details.code ?? null;
    this.subcode = details.subcode ?? null;
    this.retryAfterMs = details.retryAfterMs ?? null;
    this.permission = details.permission ?? null;
  }

  /** Worth another attempt of the same call (after a wait). */
  get retriable(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }
}

type GraphErrorBody = { error?: { message?: unknown; code?: unknown; error_subcode?: unknown; is_transient?: unknown; error_user_msg?: unknown } };
/** Instagram Login's own OAuth errors are flat: {error_type, code, error_message} (Business Login page). */
type InstagramOAuthErrorBody = { error_type?: unknown; code?: unknown; error_message?: unknown };

/** The Graph error object, or Instagram Login's flat OAuth error read into the same shape. */
function errorObjectOf(body: unknown): GraphErrorBody['error'] {
  const graph = (body as GraphErrorBody | null)?.error;
  if (graph && typeof graph === 'object') return graph;
  const flat = body as InstagramOAuthErrorBody | null;
  if (flat && typeof flat.error_message === 'string') return { message: flat.error_message, code: flat.code };
  return undefined;
}

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Permission names as Meta writes them in its messages (instagram_manage_insights, ads_read, pages_read_engagement…). */
const PERMISSION_NAME = /\b((?:instagram|pages|ads|business|read|manage|public|email|user)_[a-z_]+)\b/;

function missingPermissionIn(message: string): string | null {
  return PERMISSION_NAME.exec(message)?.[1] ?? null;
}

/** Turns a non-2xx Graph answer (or a 2xx carrying an error) into a GraphApiError. */
export function graphErrorFrom(status: number, body: unknown, retryAfterMs: number | null): GraphApiError {
  const error = errorObjectOf(body);
  const code = numberOr(error?.code);
  const subcode = numberOr(error?.error_subcode);
  const message = typeof error?.message === 'string' ? error.message : `Graph API answered HTTP ${status}`;
  const details = { status, code, subcode };
  if (code !== null && EXPIRED_TOKEN_CODES.has(code)) return new GraphApiError('expired', message, details);
  if ((code !== null && THROTTLE_CODES.has(code)) || status === 429) return new GraphApiError('throttled', message, { ...details, retryAfterMs });
  if ((subcode !== null && NOT_OFFERED_SUBCODES.has(subcode)) || NOT_ENOUGH_VIEWERS.test(message) || UNDER_100_FOLLOWERS.test(message))
    return new GraphApiError('not_offered', message, details);
  if (code !== null && isPermissionCode(code)) return new GraphApiError('permission', message, { ...details, permission: missingPermissionIn(message) });
  if ((code !== null && TRANSIENT_CODES.has(code)) || status >= 500) return new GraphApiError('server', message, details);
  // Meta marks some errors as worth retrying without a code we know: treat them as throttling, so they wait.
  if (error?.is_transient === true) return new GraphApiError('throttled', message, { ...details, retryAfterMs });
  return new GraphApiError('request', message, details);
}
