import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers';
import { startOidcFake, type OidcFake } from '../testing/oidcFakeServer';
import { SignInBrowser } from '../testing/signInBrowser';

const PUBLIC_URL = 'http://localhost:8080';
let google: OidcFake;
let harness: TestApp;

beforeAll(async () => {
  google = await startOidcFake({ redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`] });
  harness = await createTestApp({ publicUrl: PUBLIC_URL, googleIssuer: google.issuer, google: { clientId: google.clientId, clientSecret: google.clientSecret } });
  // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
}, 60_000);

afterAll(async () => {
  await harness.close();
  await google.close();
});

let counter = 0;
function nextGoogleAccount() {
  counter += 1;
  const account = { sub: `2000000000000000${counter}`, email: `linker-${counter}@gmail.example`, email_verified: true, name: `Linker ${counter}` };
  google.signInAs(account);
  return account;
}

/** Settings' "Link Google": the start call (with the bearer), Google's consent, and the return to Settings. */
async function linkGoogle(accessToken: string): Promise<URL> {
  const browser = new SignInBrowser(harness.app, PUBLIC_URL);
  const start = await harness.app.inject({ method: 'POST', url: '/api/auth/google/link', headers: bearer(accessToken) });
  expect(start.statusCode).toBe(200);
  browser.keepStateCookie(start.headers['set-cookie']);
  return browser.returnTo(await browser.consent(start.json().url));
}

const profileOf = async (accessToken: string) =>
  (await harness.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })).json();
const unlink = (accessToken: string, provider: string) =>
  harness.app.inject({ method: 'DELETE', url: `/api/users/identities/${provider}`, headers: bearer(accessToken) });

async function signInWithGoogle() {
  const browser = new SignInBrowser(harness.app, PUBLIC_URL);
  const landing = await browser.returnTo(await browser.consent(await browser.leave('google')));
  return (await harness.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: landing.searchParams.get('code') } })).json();
}

describe('linking Google from Settings', () => {
  it('links the Google account to the signed-in user, who can then sign in with it', async () => {
    const user = await registerUser(harness.app);
    nextGoogleAccount();
    const landing = await linkGoogle(user.accessToken);
    expect(`${landing.pathname}${landing.search}`).toBe('/app/settings?linked=google');
    expect((await profileOf(user.accessToken)).providers).toEqual(['password', 'google']);
    expect((await signInWithGoogle()).user.id).toBe(user.user.id);
  });

  it('refuses a Google account already linked to another user, and leaves it there', async () => {
    const first = await registerUser(harness.app);
    nextGoogleAccount();
    await linkGoogle(first.accessToken);
    const second = await registerUser(harness.app);
    const landing = await linkGoogle(second.accessToken);
    expect(landing.pathname).toBe('/app/settings');
    expect(landing.searchParams.get('linkError')).toBe('This Google account is already linked to another user. Sign in with it, or unlink it there first.');
    expect((await profileOf(second.accessToken)).providers).toEqual(['password']);
    expect((await signInWithGoogle()).user.id).toBe(first.user.id);
  });

  it('refuses a second Google account while one is linked', async () => {
    const user = await registerUser(harness.app);
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    nextGoogleAccount();
    const landing = await linkGoogle(user.accessToken);
    expect(landing.searchParams.get('linkError')).toBe('Another Google account is already linked to you. Unlink it first to link this one.');
  });

  it('needs a signed-in user to start', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/auth/google/link' });
    expect(response.statusCode).toBe(401);
  });
});

describe('unlinking', () => {
  it('unlinks a provider, but never the last way to sign in', async () => {
    nextGoogleAccount();
    const googleOnly = await signInWithGoogle();
    const refused = await unlink(googleOnly.accessToken, 'google');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LAST_SIGN_IN_METHOD', message: 'Google is your only way to sign in, so it cannot be unlinked. Link another provider first.' });
    expect((await profileOf(googleOnly.accessToken)).providers).toEqual(['google']);
  });

  it('unlinking the password removes it: the password no longer signs in, Google still does', async () => {
    const user = await registerUser(harness.app, { email: 'drops-password@example.com', password: 'a long enough passphrase' });
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    const response = await unlink(user.accessToken, 'password');
    expect(response.statusCode).toBe(200);
    expect(response.json().providers).toEqual(['google']);
    const login = await harness.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'drops-password@example.com', password: 'a long enough passphrase' } });
    expect(login.statusCode).toBe(401);
    expect((await signInWithGoogle()).user.id).toBe(user.user.id);
    expect((await unlink(user.accessToken, 'google')).statusCode).toBe(409);
  });

  it('unlinks Google from a user who also has a password', async () => {
    const user = await registerUser(harness.app);
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    const response = await unlink(user.accessToken, 'google');
    expect(response.statusCode).toBe(200);
    expect(response.json().providers).toEqual(['password']);
  });

  it('answers 404 for a provider that is not linked and 400 naming the field for one that does not exist', async () => {
    const user = await registerUser(harness.app);
    expect((await unlink(user.accessToken, 'facebook')).json()).toMatchObject({ message: 'Facebook is not linked to your account' });
    const bad = await unlink(user.accessToken, 'myspace');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'provider', message: 'provider must be password, google, facebook or instagram' }]);
  });
});
