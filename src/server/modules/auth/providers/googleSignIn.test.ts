import { loginStates, userIdentities, users } from '../../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../../../test/helpers';
import { startOidcFake, type OidcFake } from '../testing/oidcFakeServer';
import { SignInBrowser } from '../testing/signInBrowser';
import type { AuthResponse, User } from '../../../../shared/auth';

const PUBLIC_URL = 'http://localhost:8080';
let google: OidcFake;
let harness: TestApp;

beforeAll(async () => {
  google = await startOidcFake({ redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
  harness = await createTestApp({
    publicUrl: PUBLIC_URL,
    googleIssuer: google.issuer,
    google: { clientId: google.clientId, clientSecret: google.clientSecret },
  });
  // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
}, 60_000);

afterAll(async () => {
  await harness.close();
  await google.close();
});

let accountCounter = 0;
function newGoogleAccount(overrides: Partial<{ email: string; email_verified: boolean; name: string }> = {}) {
  accountCounter += 1;
  const account = {
    sub: `1000000000000000${String(accountCounter).padStart(5, '0')}`,
    email: `google-user-${accountCounter}@example.com`,
    email_verified: true,
    name: `Google User ${accountCounter}`,
    ...overrides,
  };
  google.signInAs(account);
  return account;
}

/** The whole round trip up to the SPA page the API sends the browser to. */
async function roundTrip(browser = new SignInBrowser(harness.app, PUBLIC_URL)) {
  const callback = await browser.consent(await browser.leave('google'));
  return { landing: await browser.returnTo(callback), callback, browser };
}

const exchange = (code: string | null) => harness.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });
const countRows = async () => ({
  users: (await harness.database.db.select().from(users)).length,
  identities: (await harness.database.db.select().from(userIdentities)).length,
});

describe('GET /api/auth/google', () => {
  it('redirects to the discovered authorization endpoint with state, nonce and an S256 PKCE challenge', async () => {
    const browser = new SignInBrowser(harness.app, PUBLIC_URL);
    const url = new URL(await browser.leave('google'));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: `${PUBLIC_URL}/api/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(browser.stateCookie).toBe(`ig_login_state=${url.searchParams.get('state')}`);
  });

  it('lists Google as configured and the Meta providers as not set up', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      providers: [
        { id: 'google', name: 'Google', configured: true },
        { id: 'facebook', name: 'Facebook', configured: false },
        { id: 'instagram', name: 'Instagram', configured: false },
      ],
    });
  });
});

describe('a Google sign-in', () => {
  it('creates the user on first sign-in, and the one-time code signs them in exactly once', async () => {
    const account = newGoogleAccount({ name: 'Grace Hopper' });
    const { landing } = await roundTrip();
    expect(landing.pathname).toBe('/auth/google/callback');
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[\w-]{43}$/);

    // Google puts every claim the sign-in needs in the ID token, so UserInfo is never asked.
    expect(google.userInfoRequests()).toBe(0);

    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json<AuthResponse>();
    expect(session.user).toMatchObject({ name: 'Grace Hopper', email: account.email, providers: ['google'] });
    const profile = await harness.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(session.accessToken) });
    expect(profile.json<User>().id).toBe(session.user.id);

    const replayed = await exchange(code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'INVALID_EXCHANGE_CODE', details: [{ field: 'code' }] });
  });

  it('signs the same Google account into the same user the next time', async () => {
    newGoogleAccount();
    const first = (await exchange((await roundTrip()).landing.searchParams.get('code'))).json<AuthResponse>();
    const second = (await exchange((await roundTrip()).landing.searchParams.get('code'))).json<AuthResponse>();
    expect(second.user.id).toBe(first.user.id);
  });

  it('links to an existing password user when Google vouches for the e-mail', async () => {
    const existing = await registerUser(harness.app, { email: 'verified-owner@example.com' });
    newGoogleAccount({ email: 'Verified-Owner@example.com', email_verified: true });
    const session = (await exchange((await roundTrip()).landing.searchParams.get('code'))).json<AuthResponse>();
    expect(session.user.id).toBe(existing.user.id);
    expect(session.user.providers).toEqual(['password', 'google']);
  });

  it('never joins an existing user on an unverified e-mail: it signs in to a new, separate account and says so', async () => {
    const existing = await registerUser(harness.app, { email: 'unverified-target@example.com' });
    const account = newGoogleAccount({ email: 'unverified-target@example.com', email_verified: false });
    const before = await countRows();
    const { landing } = await roundTrip();
    expect(landing.searchParams.get('separateAccount')).toBe('1');
    const session = (await exchange(landing.searchParams.get('code'))).json<AuthResponse>();
    expect(session.user).toMatchObject({ email: `google-${account.sub}@users.invalid`, providers: ['google'] });
    expect(session.user.id).not.toBe(existing.user.id);
    expect(await countRows()).toEqual({ users: before.users + 1, identities: before.identities + 1 });
    const owner = (await harness.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(existing.accessToken) })).json<User>();
    expect(owner).toEqual(existing.user);
  });

  it('refuses a replayed state: the second return with the same callback URL signs nobody in', async () => {
    newGoogleAccount();
    const { callback, browser } = await roundTrip();
    const replay = await browser.returnTo(callback);
    expect(replay.searchParams.get('code')).toBeNull();
    expect(replay.searchParams.get('error')).toMatch(/expired, was already used, or was started in another browser/);
  });

  it('refuses a callback that comes back to a browser which did not start it (no state cookie)', async () => {
    newGoogleAccount();
    const browser = new SignInBrowser(harness.app, PUBLIC_URL);
    const callback = await browser.consent(await browser.leave('google'));
    const landing = await browser.returnTo(callback, { withCookie: false });
    expect(landing.searchParams.get('error')).toMatch(/started in another browser/);
  });

  it('refuses a wrong nonce', async () => {
    newGoogleAccount();
    const browser = new SignInBrowser(harness.app, PUBLIC_URL);
    const authorizationUrl = new URL(await browser.leave('google'));
    // The nonce kept for this login is no longer the one Google will put in the ID token.
    await harness.database.db.update(loginStates).set({ nonce: 'a-different-nonce' });
    const before = await countRows();
    const landing = await browser.returnTo(await browser.consent(authorizationUrl.toString()));
    expect(landing.searchParams.get('error')).toBe("Google's answer could not be verified, so sign-in was refused. Please start again.");
    expect(await countRows()).toEqual(before);
  });

  it('refuses an ID token altered after signing', async () => {
    newGoogleAccount();
    google.tamperNextIdToken();
    const before = await countRows();
    const { landing } = await roundTrip();
    expect(landing.searchParams.get('error')).toBe("Google's answer could not be verified, so sign-in was refused. Please start again.");
    expect(await countRows()).toEqual(before);
  });

  it('says so when the user denies consent, and creates nothing', async () => {
    newGoogleAccount();
    google.denyNextConsent();
    const before = await countRows();
    const { landing } = await roundTrip();
    expect(landing.pathname).toBe('/auth/google/callback');
    expect(landing.searchParams.get('error')).toBe('You did not allow Google to sign you in, so nothing was changed.');
    expect(await countRows()).toEqual(before);
  });

  it('refuses an exchange code after its 60 seconds', async () => {
    newGoogleAccount();
    const code = (await roundTrip()).landing.searchParams.get('code');
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      expect((await exchange(code)).statusCode).toBe(400);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names the field when the exchange body is bad', async () => {
    const response = await exchange(null);
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrorBody>().details).toEqual([{ field: 'code', message: 'code must be text' }]);
  });
});

describe('when Google is down', () => {
  it('a callback whose token request cannot reach Google says so, and creates nothing', async () => {
    newGoogleAccount();
    const browser = new SignInBrowser(harness.app, PUBLIC_URL);
    const callback = await browser.consent(await browser.leave('google'));
    const before = await countRows();
    await google.goDown();
    try {
      const landing = await browser.returnTo(callback);
      expect(landing.searchParams.get('error')).toBe('Google could not be reached. Please try again in a few minutes.');
      expect(await countRows()).toEqual(before);
    } finally {
      await google.resume();
    }
  });

  it('a start that cannot discover Google answers a clear error: the callback page for a browser, 502 JSON for a script', async () => {
    const down = await startOidcFake({ redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
    await down.goDown();
    const app = await createTestApp({ publicUrl: PUBLIC_URL, googleIssuer: down.issuer, google: { clientId: 'id', clientSecret: 'secret' } });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/api/auth/google', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(302);
      const landing = new URL(String(page.headers.location), PUBLIC_URL);
      expect(landing.pathname).toBe('/auth/google/callback');
      expect(landing.searchParams.get('error')).toBe('Google could not be reached. Please try again in a few minutes.');
      const script = await app.app.inject({ method: 'GET', url: '/api/auth/google', headers: { accept: 'application/json' } });
      expect(script.statusCode).toBe(502);
      expect(script.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', message: 'Google could not be reached. Please try again in a few minutes.' });
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('a provider that is not set up', () => {
  it.each(['facebook', 'instagram'])('GET /api/auth/%s answers 400 naming it, or the callback page with the reason', async (provider) => {
    const name = provider === 'facebook' ? 'Facebook' : 'Instagram';
    const script = await harness.app.inject({ method: 'GET', url: `/api/auth/${provider}` });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({ code: 'PROVIDER_NOT_CONFIGURED', message: `${name} sign-in is not set up on this server.` });
    const page = await harness.app.inject({ method: 'GET', url: `/api/auth/${provider}`, headers: { accept: 'text/html' } });
    expect(page.headers.location).toBe(`/auth/${provider}/callback?${new URLSearchParams({ error: `${name} sign-in is not set up on this server.` })}`);
  });
});
