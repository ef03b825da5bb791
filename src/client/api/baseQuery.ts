import { WORKSPACE_HEADER } from '../../shared/workspaceRoles';
import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import type { TokenPair } from '../../shared/auth';
import { sessionExpired, tokensRefreshed } from './sessionEvents';
import { readPersistedTokens, writePersistedTokens } from './tokenStorage';
import { apiUrl } from './apiBaseUrl';
import { createMutex, withCrossTabLock } from './mutex';

/** The part of the session the renewal reads (the session slice's shape). */
type SessionHolder = { session: { accessToken: string | null; refreshToken: string | null } };
/** What the refresh needs from a store: RTK Query's BaseQueryApi and the listener API both fit. */
export interface RefreshApi {
  getState(): unknown;
  dispatch(action: { type: string }): unknown;
}
/** Per-endpoint options: `extraOptions: { maxRetries: 0 }` opts out of the retry (connector queries). */
export interface AppExtraOptions {
  maxRetries?: number;
}

const REFRESH_LOCK = 'auth-refresh';
/** Calls that never carry a bearer token and whose 401 means "wrong credentials", never "renew". */
const PUBLIC_AUTH_PATHS = ['/auth/login', '/auth/register', '/auth/demo', '/auth/refresh', '/auth/exchange'];

const refreshMutex = createMutex();
const sessionOf = (api: RefreshApi) => (api.getState() as SessionHolder).session;

// Made once; the URL is made absolute per call (apiUrl) because tests move the API origin after load.
const fetchQuery = fetchBaseQuery({ headers: { Accept: 'application/json' } });
const rawBaseQuery = (request: FetchArgs, api: BaseQueryApi, extraOptions: object) => fetchQuery({ ...request, url: apiUrl(request.url) }, api, extraOptions);

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0];

/** The part of the state naming the selected workspace (the workspaces slice's shape; absent in some test stores). */
type WorkspaceHolder = { workspaces?: { selectedWorkspaceId: string | null } };
/** Every call names the selected workspace: list and connect routes work in it; without it, the personal one (docs/workspaces.md). */

function withBearer(args: string | FetchArgs, token: string | null, workspaceId: string | null = null): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  if (!token || PUBLIC_AUTH_PATHS.includes(pathOf(request))) return request;
  const headers = new Headers(request.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  if (workspaceId) headers.set(WORKSPACE_HEADER, workspaceId);
  return { ...request, headers };
}

const workspaceOf = (api: RefreshApi) => (api.getState() as WorkspaceHolder).workspaces?.selectedWorkspaceId ?? null;

type RefreshOutcome = { tokens: TokenPair } | { ended: true } | { failed: true };

async function postRefresh(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const response = await fetch(apiUrl('/auth/refresh'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    if (response.status === 401 || response.status === 403) return { ended: true };
    if (!response.ok) return { failed: true };
    const body = (await response.json()) as Partial<TokenPair>;
    if (typeof body.accessToken !== 'string' || typeof body.refreshToken !== 'string') return { failed: true };
    return { tokens: { accessToken: body.accessToken, refreshToken: body.refreshToken } };
  } catch (error) {
    console.error('Token refresh failed', error);
    return { failed: true };
  }
}

/** Runs with the in-tab mutex and the cross-tab lock held. */
async function renewWhileLocked(api: RefreshApi, failedAccessToken: string | null): Promise<string | null> {
  const session = sessionOf(api);
  if (!session.refreshToken) return null;
  // A call queued behind the refresh that already happened: replay it with the new token.
  if (session.accessToken && session.accessToken !== failedAccessToken) return session.accessToken;
  // Another tab rotated the tokens while we waited for the lock: adopt them instead of spending a dead token.
  const persisted = readPersistedTokens();
  if (persisted && persisted.refreshToken !== session.refreshToken && persisted.accessToken !== failedAccessToken) {
    api.dispatch(tokensRefreshed(persisted));
    return persisted.accessToken;
  }
  const outcome = await postRefresh(session.refreshToken);
  if ('tokens' in outcome) {
    writePersistedTokens(outcome.tokens);
    api.dispatch(tokensRefreshed(outcome.tokens));
    return outcome.tokens.accessToken;
  }
  // The router follows `sessionExpired` to /login (unless already on a login path).
  if ('ended' in outcome) api.dispatch(sessionExpired());
  return null;
}

/**
 * The one way to renew the session, shared by RTK Query and the chat stream. Returns the access token
 * to retry with (fresh, or already rotated by a concurrent call or another tab), or null when no
 * retry makes sense: the session ended (and it has signed out) or the refresh endpoint was unreachable.
 */
export function refreshAfterUnauthorized(api: RefreshApi, failedAccessToken: string | null): Promise<string | null> {
  return refreshMutex.runExclusive(() => withCrossTabLock(REFRESH_LOCK, () => renewWhileLocked(api, failedAccessToken)));
}

/**
 * Remember the token a request used; on a 401 take the mutex, renew unless another call
 * already did, and retry exactly once. A second 401 is returned to the caller, never looped (docs/architecture.md#renewing-the-session).
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, AppExtraOptions, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const usedToken = sessionOf(api).accessToken;
  const result = await rawBaseQuery(withBearer(args, usedToken, workspaceOf(api)), api, extraOptions);
  const renewable = result.error?.status === 401 && !PUBLIC_AUTH_PATHS.includes(pathOf(args));
  if (!renewable || !sessionOf(api).refreshToken) return result;
  const freshToken = await refreshAfterUnauthorized(api, usedToken);
  if (!freshToken) return result;
  return rawBaseQuery(withBearer(args, freshToken, workspaceOf(api)), api, extraOptions);
};

const isClientError = (error: FetchBaseQueryError) => typeof error.status === 'number' && error.status < 500;

/**
 * One retry for queries, none for 4xx (they will not change) nor for mutations (not idempotent).
 * Endpoints pass `extraOptions: { maxRetries: 0 }` to opt out entirely.
 */
export const appBaseQuery = retry(baseQueryWithReauth, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    const maxRetries = (extraOptions as AppExtraOptions | undefined)?.maxRetries ?? 1;
    return attempt <= maxRetries && baseQueryApi.type === 'query' && !isClientError(error as FetchBaseQueryError);
  },
});
