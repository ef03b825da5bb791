/** Meta error codes that mean "slow down" (DESIGN §6): app, user, business-use-case and API-level throttling. */
export const THROTTLE_CODES = new Set([4, 17, 32, 613]);
/** 190: the access token expired or was revoked; only a new connection helps. */
export const EXPIRED_TOKEN_CODE = 190;

export type GraphErrorKind = 'throttled' | 'expired' | 'server' | 'network' | 'request';

/** One failed Graph call, classified so callers decide between retry, reconnect and give up. */
export class GraphApiError extends Error {
  constructor(
    readonly kind: GraphErrorKind,
    message: string,
    readonly status: number | null = null,
    readonly code: number | null = null,
    /** How long Meta says to wait before calling again (throttling), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }

  get retriable(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }
}

type GraphErrorBody = { error?: { message?: unknown; code?: unknown } };

/** Turns a non-2xx Graph answer into a GraphApiError. */
export function graphErrorFrom(status: number, body: unknown, retryAfterMs: number | null): GraphApiError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  const message = typeof error?.message === 'string' ? error.message : `Graph API answered HTTP ${status}`;
  if (code === EXPIRED_TOKEN_CODE) return new GraphApiError('expired', message, status, code);
  if (code !== null && THROTTLE_CODES.has(code)) return new GraphApiError('throttled', message, status, code, retryAfterMs);
  if (status >= 500) return new GraphApiError('server', message, status, code);
  return new GraphApiError('request', message, status, code);
}
