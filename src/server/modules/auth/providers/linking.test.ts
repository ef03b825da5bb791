import type { AuthResponse, LinkStartResponse, User } from '../../../../shared/auth';
import { bearer, registerUser, type FieldErrorBody } from '../../../test/helpers';
import { GOOGLE_TEST_PUBLIC_URL, signInWithGoogle, useGoogleSignInHarness } from '../testing/googleSignInHarness';
import { startOidcFake } from '../testing/oidcFakeServer';
import { SignInBrowser } from '../testing/signInBrowser';

const env = useGoogleSignInHarness(() => startOidcFake({ redirectUris: [`${GOOGLE_TEST_PUBLIC_URL}/api/auth/google/callback`] }));

let counter = 0;
function nextGoogleAccount() {
  counter += 1;
  const account = { sub: `2000000000000000${counter}`, email: `linker-${counter}@gmail.example`, email_verified: true, name: `Linker ${counter}` };
  env.provider.signInAs(account);
  return account;
}

/** Settings' "Link Google": the start call (with the bearer), Google's consent, and the return to Settings. */
async function linkGoogle(accessToken: string): Promise<URL> {
  const browser = new SignInBrowser(env.app.app, GOOGLE_TEST_PUBLIC_URL);
  const start = await env.app.app.inject({ method: 'POST', url: '/api/auth/google/link', headers: bearer(accessToken) });
  expect(start.statusCode).toBe(200);
  browser.keepStateCookie(start.headers['set-cookie']);
  return browser.returnTo(await browser.consent(start.json<LinkStartResponse>().url));
}

const profileOf = async (accessToken: string) =>
  (await env.app.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })).json<User>();
const unlink = (accessToken: string, provider: string) =>
  env.app.app.inject({ method: 'DELETE', url: `/api/users/identities/${provider}`, headers: bearer(accessToken) });

async function signedInWithGoogle(): Promise<AuthResponse> {
  const { session } = await signInWithGoogle(env.app);
  if (!session) throw new Error('the Google sign-in did not end with a session');
  return session;
}

describe('linking Google from Settings', () => {
  it('links the Google account to the signed-in user, who can then sign in with it', async () => {
    const user = await registerUser(env.app.app);
    nextGoogleAccount();
    const landing = await linkGoogle(user.accessToken);
    expect(`${landing.pathname}${landing.search}`).toBe('/app/settings?linked=google');
    expect((await profileOf(user.accessToken)).providers).toEqual(['password', 'google']);
    expect((await signedInWithGoogle()).user.id).toBe(user.user.id);
  });

  it('refuses a Google account already linked to another user, and leaves it there', async () => {
    const first = await registerUser(env.app.app);
    nextGoogleAccount();
    await linkGoogle(first.accessToken);
    const second = await registerUser(env.app.app);
    const landing = await linkGoogle(second.accessToken);
    expect(landing.pathname).toBe('/app/settings');
    expect(landing.searchParams.get('linkError')).toBe('This Google account is already linked to another user. Sign in with it, or unlink it there first.');
    expect((await profileOf(second.accessToken)).providers).toEqual(['password']);
    expect((await signedInWithGoogle()).user.id).toBe(first.user.id);
  });

  it('refuses a second Google account while one is linked', async () => {
    const user = await registerUser(env.app.app);
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    nextGoogleAccount();
    const landing = await linkGoogle(user.accessToken);
    expect(landing.searchParams.get('linkError')).toBe('Another Google account is already linked to you. Unlink it first to link this one.');
  });

  it('needs a signed-in user to start', async () => {
    const response = await env.app.app.inject({ method: 'POST', url: '/api/auth/google/link' });
    expect(response.statusCode).toBe(401);
  });
});

describe('unlinking', () => {
  it('unlinks a provider, but never the last way to sign in', async () => {
    nextGoogleAccount();
    const googleOnly = await signedInWithGoogle();
    const refused = await unlink(googleOnly.accessToken, 'google');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: 'Google is your only way to sign in, so it cannot be unlinked. Link another provider first.',
    });
    expect((await profileOf(googleOnly.accessToken)).providers).toEqual(['google']);
  });

  it('unlinking the password removes it: the password no longer signs in, Google still does', async () => {
    const user = await registerUser(env.app.app, { email: 'drops-password@example.com', password: 'a long enough passphrase' });
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    const response = await unlink(user.accessToken, 'password');
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().providers).toEqual(['google']);
    const login = await env.app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'drops-password@example.com', password: 'a long enough passphrase' },
    });
    expect(login.statusCode).toBe(401);
    expect((await signedInWithGoogle()).user.id).toBe(user.user.id);
    expect((await unlink(user.accessToken, 'google')).statusCode).toBe(409);
  });

  it('unlinks Google from a user who also has a password', async () => {
    const user = await registerUser(env.app.app);
    nextGoogleAccount();
    await linkGoogle(user.accessToken);
    const response = await unlink(user.accessToken, 'google');
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().providers).toEqual(['password']);
  });

  it('answers 404 for a provider that is not linked and 400 naming the field for one that does not exist', async () => {
    const user = await registerUser(env.app.app);
    expect((await unlink(user.accessToken, 'facebook')).json()).toMatchObject({ message: 'Facebook is not linked to your account' });
    const bad = await unlink(user.accessToken, 'myspace');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<FieldErrorBody>().details).toEqual([{ field: 'provider', message: 'provider must be password, google, facebook or instagram' }]);
  });
});

describe('setting a password', () => {
  const update = (accessToken: string, payload: object) =>
    env.app.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(accessToken), payload });
  const login = (email: string, password: string) => env.app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('a Google-only user sets one without a current password, signs in with it, and can then drop Google but not both', async () => {
    const account = nextGoogleAccount();
    const googleOnly = await signedInWithGoogle();
    expect((await login(account.email, 'my first real password')).statusCode).toBe(401);

    const set = await update(googleOnly.accessToken, { newPassword: 'my first real password' });
    expect(set.statusCode).toBe(200);
    expect(set.json<User>().providers).toEqual(['google', 'password']);

    const signedIn = await login(account.email, 'my first real password');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<AuthResponse>().user.id).toBe(googleOnly.user.id);

    // One of two ways removed: Google goes, the password stays and still signs in.
    const dropped = await unlink(googleOnly.accessToken, 'google');
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json<User>().providers).toEqual(['password']);
    expect((await login(account.email, 'my first real password')).statusCode).toBe(200);
    // The last way is refused.
    const last = await unlink(googleOnly.accessToken, 'password');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: 'Password is your only way to sign in, so it cannot be unlinked. Link another provider first.',
    });
  });

  it('once there is a password, changing it needs the current one again', async () => {
    const account = nextGoogleAccount();
    const user = await signedInWithGoogle();
    expect((await update(user.accessToken, { newPassword: 'the password I set' })).statusCode).toBe(200);

    const withoutCurrent = await update(user.accessToken, { newPassword: 'a takeover attempt' });
    expect(withoutCurrent.statusCode).toBe(400);
    expect(withoutCurrent.json()).toMatchObject({
      message: 'currentPassword: currentPassword is required to change the password',
      details: [{ field: 'currentPassword', message: 'currentPassword is required to change the password' }],
    });
    const wrongCurrent = await update(user.accessToken, { currentPassword: 'not the one', newPassword: 'a takeover attempt' });
    expect(wrongCurrent.json<FieldErrorBody>().details).toEqual([{ field: 'currentPassword', message: 'current password is incorrect' }]);
    expect((await login(account.email, 'a takeover attempt')).statusCode).toBe(401);
    expect((await login(account.email, 'the password I set')).statusCode).toBe(200);
  });

  it('a password too common is refused for a first password too, and nothing is stored', async () => {
    nextGoogleAccount();
    const user = await signedInWithGoogle();
    const common = await update(user.accessToken, { newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json<FieldErrorBody>().details).toEqual([{ field: 'newPassword', message: expect.stringMatching(/too common/) }]);
    expect((await profileOf(user.accessToken)).providers).toEqual(['google']);
  });
});
