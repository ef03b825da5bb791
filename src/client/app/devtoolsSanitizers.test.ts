import { setApiBaseUrl } from '../api/apiBaseUrl';
import { completeInstagramConnection } from '../features/accounts';
import { signIn } from '../features/auth';
import { sessionApi } from '../features/session';
import { demoAccounts } from '../test/connectorsFake';
import { fakeDevToolsRecord, installFakeDevToolsExtension, removeFakeDevToolsExtension } from '../test/fakeDevToolsExtension';
import { signedInState, testUser } from '../test/fixtures';
import { parsedJson, sendJson, startLoopbackServer, type LoopbackServer } from '../test/loopbackServer';
import { REDACTED, sanitizeAction, sanitizeState } from './devtoolsSanitizers';
import { makeStore } from './store';

/** Every credential this test's fake server hands out or receives, each a distinct string to search for. */
const secrets = {
  password: 'Quiet-Harbor-Secret-2048',
  loginAccess: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJsb2dpbiJ9.login-access-signature',
  loginRefresh: 'login-refresh-0f4c9e2a',
  refreshedAccess: 'refreshed-access-5b7d1c3e',
  refreshedRefresh: 'refreshed-refresh-9a2e6f40',
  oauthCode: 'google-exchange-code-3c8b7a1d',
  exchangeAccess: 'exchange-access-7e1f0b92',
  exchangeRefresh: 'exchange-refresh-2d9c4a85',
  metaCode: 'meta-authorization-code-6f3a2b1c',
};

/**
 * A loopback API (real HTTP): sign-in, the OAuth code exchange, the refresh, the profile and the
 * Instagram connection, answering like src/server. The login's access token is refused once by the
 * profile, so the real renewal in baseQuery runs.
 */
function startAuthApi(): Promise<LoopbackServer> {
  let validAccess = secrets.loginAccess;
  let profileRefusals = 1;
  return startLoopbackServer((req, res, body) => {
    const route = `${req.method} ${req.url}`;
    const bearer = req.headers.authorization === `Bearer ${validAccess}`;
    const tokens = (accessToken: string, refreshToken: string) => {
      validAccess = accessToken;
      return { accessToken, refreshToken };
    };
    switch (route) {
      case 'POST /api/auth/login':
        return sendJson(res, 200, { ...tokens(secrets.loginAccess, secrets.loginRefresh), user: testUser });
      case 'POST /api/auth/exchange':
        if (parsedJson<{ code: string }>(body).code !== secrets.oauthCode) return sendJson(res, 400, { message: 'code is invalid', code: 'VALIDATION_ERROR' });
        return sendJson(res, 200, { ...tokens(secrets.exchangeAccess, secrets.exchangeRefresh), user: testUser });
      case 'POST /api/auth/refresh':
        if (parsedJson<{ refreshToken: string }>(body).refreshToken !== secrets.loginRefresh) return sendJson(res, 401, { message: 'Unauthorized' });
        return sendJson(res, 200, tokens(secrets.refreshedAccess, secrets.refreshedRefresh));
      case 'GET /api/users/profile':
        if (!bearer || profileRefusals-- > 0) return sendJson(res, 401, { message: 'Unauthorized' });
        return sendJson(res, 200, testUser);
      case 'POST /api/connectors/instagram/connect':
        if (!bearer || parsedJson<{ code: string }>(body).code !== secrets.metaCode) return sendJson(res, 401, { message: 'Unauthorized' });
        return sendJson(res, 200, [demoAccounts[0]]);
      case 'POST /api/connectors/instagram/sync':
        return sendJson(res, bearer ? 202 : 401, bearer ? { queued: 1 } : { message: 'Unauthorized' });
      default:
        return sendJson(res, 404, { message: `No route ${route}` });
    }
  });
}

const leaksIn = (json: string) =>
  Object.entries(secrets)
    .filter(([, secret]) => json.includes(secret))
    .map(([name]) => name);

describe('DevTools sanitizers', () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startAuthApi();
    setApiBaseUrl(server.origin);
    installFakeDevToolsExtension();
  });

  afterEach(async () => {
    removeFakeDevToolsExtension();
    await server.close();
  });

  it('show DevTools no credential of a login, a refresh, a code exchange and an Instagram connection, though the actions carried them all', async () => {
    const store = makeStore();
    const login = await store.dispatch(signIn({ kind: 'login', body: { email: testUser.email, password: secrets.password } }));
    expect(login).toEqual({ ok: true });
    const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate());
    expect(profile.data).toEqual(testUser);
    expect(store.getState().session.accessToken).toBe(secrets.refreshedAccess);
    const exchange = await store.dispatch(signIn({ kind: 'exchange', code: secrets.oauthCode }));
    expect(exchange).toEqual({ ok: true });
    const connect = await store.dispatch(completeInstagramConnection({ code: secrets.metaCode, state: 'single-use-state' }));
    expect(connect).toEqual({ ok: true });

    const { entries } = fakeDevToolsRecord();
    const types = entries.map((entry) => entry.type);
    expect(types).toEqual(
      expect.arrayContaining(['session/signedIn', 'session/tokensRefreshed', 'api/executeMutation/fulfilled', 'api/executeQuery/fulfilled']),
    );
    // The test means something: every credential did pass through the store's actions…
    expect(leaksIn(entries.map((entry) => entry.raw).join('\n')).sort()).toEqual(Object.keys(secrets).sort());
    // …and DevTools saw none of them, in no action and in no state.
    for (const entry of entries) {
      expect({ type: entry.type, leaks: leaksIn(entry.shown) }).toEqual({ type: entry.type, leaks: [] });
      expect({ type: entry.type, stateLeaks: leaksIn(entry.shownState) }).toEqual({ type: entry.type, stateLeaks: [] });
    }
    expect(entries.map((entry) => entry.shown).join('\n')).toContain(REDACTED);
    // What is not a credential stays readable: the connect call's state, the signed-in user.
    expect(entries.map((entry) => entry.shown).join('\n')).toContain('single-use-state');
    expect(entries.at(-1)?.shownState).toContain(testUser.email);
  });

  it('replace the tokens of a signed-in state and keep everything else, unchanged parts by identity', () => {
    const state = makeStore(signedInState()).getState();
    const shown = sanitizeState(state);
    expect(shown.session).toEqual({ ...state.session, accessToken: REDACTED, refreshToken: REDACTED });
    expect(JSON.stringify(shown)).not.toMatch(/access-1|refresh-1/);
    expect(shown.theme).toBe(state.theme);
    expect(shown.api).toBe(state.api);
    expect(state.session.accessToken).toBe('access-1');
  });

  it("keep a missing token visible, and a code outside a call's arguments (an API error's code)", () => {
    const signedOut = makeStore().getState();
    expect(sanitizeState(signedOut).session.accessToken).toBeNull();
    const rejected = { type: 'api/executeMutation/rejected', payload: { status: 400, data: { message: 'state is invalid', code: 'VALIDATION_ERROR' } } };
    expect(sanitizeAction(rejected)).toBe(rejected);
  });

  it("redact Meta's token names and a bearer token inside a text", () => {
    const action = {
      type: 'example/received',
      payload: { access_token: 'EAAB-meta-page-token', page: { pageAccessToken: 'EAAB-page' }, note: `Bearer ${secrets.loginAccess} was refused` },
    };
    expect(sanitizeAction(action)).toEqual({
      type: 'example/received',
      payload: { access_token: REDACTED, page: { pageAccessToken: REDACTED }, note: `Bearer ${REDACTED} was refused` },
    });
  });
});
