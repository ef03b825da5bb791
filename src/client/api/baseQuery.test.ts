import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { makeStore, type AppStore } from '../app/store';
import { SESSION_STORAGE_KEY } from './tokenStorage';
import { signedInState } from '../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../test/loopbackServer';
import { api } from './api';
import { setApiBaseUrl } from './apiBaseUrl';
import { baseQueryWithReauth, refreshAfterUnauthorized } from './baseQuery';

type RefreshMode = 'rotate' | 401 | 403 | 'hold';

/** A tiny auth server: one valid access token at a time, rotating refresh tokens. */
function authFake() {
  const state = {
    validAccess: 'access-2',
    validRefresh: 'refresh-1',
    generation: 1,
    refreshMode: 'rotate' as RefreshMode,
    releaseHeld: [] as Array<() => void>,
    refreshDone: null as null | (() => void),
  };
  const refreshFinished = new Promise<void>((resolve) => (state.refreshDone = resolve));
  const rotate = (res: Parameters<typeof sendJson>[0]) => {
    state.generation += 1;
    state.validAccess = `access-${state.generation + 1}`;
    state.validRefresh = `refresh-${state.generation}`;
    sendJson(res, 200, { accessToken: state.validAccess, refreshToken: state.validRefresh });
    state.refreshDone?.();
  };
  return { state, refreshFinished, rotate };
}

function queryApi(store: AppStore, type: 'query' | 'mutation' = 'query'): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: () => store.getState(),
    extra: undefined,
    endpoint: 'test',
    type,
  };
}

describe('baseQueryWithReauth against a loopback server', () => {
  let server: LoopbackServer;
  let fake: ReturnType<typeof authFake>;

  beforeEach(async () => {
    fake = authFake();
    server = await startLoopbackServer(async (req, res, body) => {
      const authorized = req.headers.authorization === `Bearer ${fake.state.validAccess}`;
      if (req.url === '/api/auth/refresh') {
        const { refreshToken } = JSON.parse(body) as { refreshToken: string };
        if (req.headers.authorization) return sendJson(res, 400, { message: 'refresh carries no bearer' });
        if (fake.state.refreshMode === 401 || fake.state.refreshMode === 403) {
          return sendJson(res, fake.state.refreshMode, { message: 'Session expired' });
        }
        if (refreshToken !== fake.state.validRefresh) return sendJson(res, 401, { message: 'Refresh token reused' });
        if (fake.state.refreshMode === 'hold') await new Promise<void>((r) => fake.state.releaseHeld.push(r));
        return fake.rotate(res);
      }
      if (req.url === '/api/data') return authorized ? sendJson(res, 200, { ok: true }) : sendJson(res, 401, { message: 'Unauthorized' });
      if (req.url === '/api/always-401') return sendJson(res, 401, { message: 'Unauthorized' });
      if (req.url === '/api/slow') {
        // Answers only after the refresh finished, with the verdict for the token it was sent with.
        await fake.refreshFinished;
        return authorized ? sendJson(res, 200, { ok: 'slow' }) : sendJson(res, 401, { message: 'Unauthorized' });
      }
      sendJson(res, 404, { message: 'Not found' });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const expiredStore = () => makeStore(signedInState({ accessToken: 'access-1', refreshToken: 'refresh-1' }));

  it.each([50, 200])('%i concurrent 401s lead to exactly one refresh and all succeed', async (n) => {
    const store = expiredStore();
    const results = await Promise.all(Array.from({ length: n }, async () => baseQueryWithReauth('/data', queryApi(store), {})));
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
    expect(results.filter((r) => 'data' in r && r.data !== undefined)).toHaveLength(n);
    expect(server.count('GET', '/api/data')).toBe(2 * n);
    expect(store.getState().session).toMatchObject({ accessToken: 'access-3', refreshToken: 'refresh-2', status: 'signedIn' });
  });

  it('returns a second 401 after the retry instead of looping', async () => {
    const store = expiredStore();
    const result = await baseQueryWithReauth('/always-401', queryApi(store), {});
    expect(result.error?.status).toBe(401);
    expect(server.count('GET', '/api/always-401')).toBe(2);
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it.each([401, 403] as const)('signs out when the refresh answers %i', async (status) => {
    fake.state.refreshMode = status;
    const store = expiredStore();
    const results = await Promise.all([1, 2, 3].map(async () => baseQueryWithReauth('/data', queryApi(store), {})));
    expect(results.every((r) => r.error?.status === 401)).toBe(true);
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
    expect(store.getState().session).toMatchObject({
      status: 'signedOut',
      accessToken: null,
      refreshToken: null,
      user: null,
      signOutReason: 'expired',
    });
  });

  it('a request in flight during the refresh is retried with the new token without refreshing again', async () => {
    fake.state.refreshMode = 'hold';
    const store = expiredStore();
    const first = baseQueryWithReauth('/data', queryApi(store), {});
    const inFlight = baseQueryWithReauth('/slow', queryApi(store), {});
    while (fake.state.releaseHeld.length === 0) await new Promise((r) => setTimeout(r, 5));
    fake.state.releaseHeld.forEach((release) => release());
    const [a, b] = await Promise.all([first, inFlight]);
    expect(a.data).toEqual({ ok: true });
    expect(b.data).toEqual({ ok: 'slow' });
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
    expect(server.count('GET', '/api/slow')).toBe(2);
  });

  it('never re-authenticates the public auth calls', async () => {
    const store = expiredStore();
    const result = await baseQueryWithReauth({ url: '/auth/refresh', method: 'POST', body: { refreshToken: 'nope' } }, queryApi(store, 'mutation'), {});
    expect(result.error?.status).toBe(401);
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('adopts tokens another tab already rotated instead of spending the old refresh token', async () => {
    const store = expiredStore();
    // The other tab refreshed: storage holds the new pair, the server already rotated.
    fake.state.validAccess = 'access-from-tab-b';
    fake.state.validRefresh = 'refresh-from-tab-b';
    window.localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ accessToken: '"access-from-tab-b"', refreshToken: '"refresh-from-tab-b"', user: 'null' }),
    );
    const result = await baseQueryWithReauth('/data', queryApi(store), {});
    expect(result.data).toEqual({ ok: true });
    expect(server.count('POST', '/api/auth/refresh')).toBe(0);
    expect(store.getState().session.refreshToken).toBe('refresh-from-tab-b');
  });

  it('writes the rotated tokens to storage before releasing the lock', async () => {
    const store = expiredStore();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: '"access-1"', refreshToken: '"refresh-1"', user: 'null' }));
    await baseQueryWithReauth('/data', queryApi(store), {});
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(stored.refreshToken)).toBe('refresh-2');
  });

  it('refreshAfterUnauthorized returns the already-rotated token without a second refresh', async () => {
    const store = expiredStore();
    const [first, second] = await Promise.all([refreshAfterUnauthorized(store, 'access-1'), refreshAfterUnauthorized(store, 'access-1')]);
    expect(first).toBe('access-3');
    expect(second).toBe('access-3');
    expect(server.count('POST', '/api/auth/refresh')).toBe(1);
  });

  it('refreshAfterUnauthorized returns null and signs out when the session ended', async () => {
    fake.state.refreshMode = 403;
    const store = expiredStore();
    await expect(refreshAfterUnauthorized(store, 'access-1')).resolves.toBeNull();
    expect(store.getState().session.status).toBe('signedOut');
  });
});

describe('query defaults through the api slice', () => {
  let server: LoopbackServer;
  let failuresLeft = 0;
  let failStatus = 500;

  const testApi = api.injectEndpoints({
    endpoints: (build) => ({
      flaky: build.query<{ ok: boolean }, string>({ query: (path) => path }),
      noRetry: build.query<{ ok: boolean }, string>({ query: (path) => path, extraOptions: { maxRetries: 0 } }),
    }),
  });

  beforeEach(async () => {
    server = await startLoopbackServer((_req, res) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return sendJson(res, failStatus, { message: 'failure' });
      }
      sendJson(res, 200, { ok: true });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  it('retries a failed query once', async () => {
    failuresLeft = 1;
    failStatus = 503;
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.flaky.initiate('/retry-once'));
    expect(result.data).toEqual({ ok: true });
    expect(server.count('GET', '/api/retry-once')).toBe(2);
  });

  it('gives up after one retry', async () => {
    failuresLeft = 5;
    failStatus = 500;
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.flaky.initiate('/retry-limit'));
    expect(result.error).toMatchObject({ status: 500 });
    expect(server.count('GET', '/api/retry-limit')).toBe(2);
  });

  it('never retries a 4xx', async () => {
    failuresLeft = 1;
    failStatus = 404;
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.flaky.initiate('/not-found'));
    expect(result.error).toMatchObject({ status: 404 });
    expect(server.count('GET', '/api/not-found')).toBe(1);
  });

  it('lets an endpoint opt out of retries (connector queries)', async () => {
    failuresLeft = 1;
    failStatus = 503;
    const store = makeStore();
    const result = await store.dispatch(testApi.endpoints.noRetry.initiate('/connectors/accounts'));
    expect(result.error).toMatchObject({ status: 503 });
    expect(server.count('GET', '/api/connectors/accounts')).toBe(1);
  });

  it('keeps unused data for 300 s and does not refetch on focus', () => {
    const store = makeStore();
    const config = store.getState().api.config;
    expect(config.keepUnusedDataFor).toBe(300);
    expect(config.refetchOnFocus).toBe(false);
  });
});
