import type { AuthResponse } from '../../../../shared/auth';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { SignInBrowser } from './signInBrowser';

export const GOOGLE_TEST_PUBLIC_URL = 'http://localhost:8080';

/** Any OpenID provider the tests stand up for Google: where it is and the client registered with it. */
export type GoogleStandIn = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

export type GoogleSignInHarness<Provider extends GoogleStandIn> = { provider: Provider; app: TestApp };

/**
 * Starts the provider and an app that signs in with it as Google before the file's tests, and
 * closes both after them. The fields are filled in by `beforeAll`, so read them inside tests.
 */
export function useGoogleSignInHarness<Provider extends GoogleStandIn>(start: () => Promise<Provider>): GoogleSignInHarness<Provider> {
  const harness = {} as GoogleSignInHarness<Provider>;
  beforeAll(async () => {
    harness.provider = await start();
    const { issuer, clientId, clientSecret } = harness.provider;
    harness.app = await createTestApp({ publicUrl: GOOGLE_TEST_PUBLIC_URL, googleIssuer: issuer, google: { clientId, clientSecret } });
    // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
  }, 60_000);
  afterAll(async () => {
    await harness.app?.close();
    await harness.provider?.close();
  });
  return harness;
}

/** A whole Google sign-in as a browser makes it: the SPA page it lands on, and the session its code buys (null without a code). */
export async function signInWithGoogle({ app }: TestApp): Promise<{ landing: URL; session: AuthResponse | null }> {
  const browser = new SignInBrowser(app, GOOGLE_TEST_PUBLIC_URL);
  const landing = await browser.returnTo(await browser.consent(await browser.leave('google')));
  const code = landing.searchParams.get('code');
  const session = code ? (await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } })).json<AuthResponse>() : null;
  return { landing, session };
}
