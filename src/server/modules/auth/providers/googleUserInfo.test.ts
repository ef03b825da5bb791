import { eq } from 'drizzle-orm';
import { userIdentities, users } from '../../../db/schema';
import { bearer, registerUser } from '../../../test/helpers';
import { GOOGLE_TEST_PUBLIC_URL, signInWithGoogle, useGoogleSignInHarness } from '../testing/googleSignInHarness';
import { startOidcFake } from '../testing/oidcFakeServer';
import type { User } from '../../../../shared/auth';

/*
 * Google sign-in against a standard OpenID provider (oidc-provider) that, as OIDC Core §5.4 has it
 * when an access token is issued, puts only `sub` in the ID token and serves e-mail and profile
 * claims from the UserInfo endpoint (https://openid.net/specs/openid-connect-core-1_0.html#ScopeClaims).
 */

const google = useGoogleSignInHarness(() => startOidcFake({ redirectUris: [`${GOOGLE_TEST_PUBLIC_URL}/api/auth/google/callback`], claimsIn: 'userinfo' }));

let counter = 0;
function personAt(overrides: Partial<{ email: string; email_verified: boolean; name: string; picture: string }> = {}) {
  counter += 1;
  const account = {
    sub: `google-person-${counter}`,
    email: `person-${counter}@example.com`,
    email_verified: true,
    name: `Person Number ${counter}`,
    ...overrides,
  };
  google.provider.signInAs(account);
  return account;
}

const signIn = () => signInWithGoogle(google.app);
const profileOf = async (accessToken: string) =>
  (await google.app.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })).json<User>();

describe('Google sign-in with the claims only in UserInfo', () => {
  it("ends with the person's real name, e-mail and picture, asking UserInfo once", async () => {
    const person = personAt({ name: 'Ada Lovelace', picture: 'https://lh3.example.com/a/ada.png' });
    const before = google.provider.userInfoRequests();
    const { landing, session } = await signIn();
    expect(landing.searchParams.get('separateAccount')).toBeNull();
    expect(session?.user).toMatchObject({ name: 'Ada Lovelace', email: person.email, image: 'https://lh3.example.com/a/ada.png', providers: ['google'] });
    expect(google.provider.userInfoRequests()).toBe(before + 1);
  });

  it('joins an existing account when UserInfo says the e-mail is verified', async () => {
    const existing = await registerUser(google.app.app, { email: 'joined-by-userinfo@example.com' });
    personAt({ email: 'joined-by-userinfo@example.com', email_verified: true });
    const { session } = await signIn();
    expect(session?.user.id).toBe(existing.user.id);
    expect(session?.user.providers).toEqual(['password', 'google']);
  });

  it("never joins an existing account on an unverified e-mail: a separate account is made and the owner's data is untouched", async () => {
    const existing = await registerUser(google.app.app, { name: 'Rightful Owner', email: 'owner-of-address@example.com' });
    const person = personAt({ email: 'owner-of-address@example.com', email_verified: false, name: 'Someone Else' });
    const ownerRowBefore = await google.app.database.db.select().from(users).where(eq(users.id, existing.user.id));

    const { landing, session } = await signIn();
    expect(landing.searchParams.get('separateAccount')).toBe('1');
    expect(session?.user.id).not.toBe(existing.user.id);
    // The new account gets a reserved placeholder instead of the owner's address.
    expect(session?.user).toMatchObject({ name: 'Someone Else', email: `google-${person.sub}@users.invalid`, providers: ['google'] });

    expect(await google.app.database.db.select().from(users).where(eq(users.id, existing.user.id))).toEqual(ownerRowBefore);
    expect(await profileOf(existing.accessToken)).toEqual(existing.user);
    const ownerIdentities = await google.app.database.db.select().from(userIdentities).where(eq(userIdentities.userId, existing.user.id));
    expect(ownerIdentities.map((identity) => identity.provider)).toEqual(['password']);

    // The same Google account then keeps signing in to the separate account, not the owner's.
    const again = await signIn();
    expect(again.session?.user.id).toBe(session?.user.id);
    expect(again.landing.searchParams.get('separateAccount')).toBeNull();
  });

  it('an unverified e-mail nobody has is not taken on either', async () => {
    const person = personAt({ email: 'unclaimed-address@example.com', email_verified: false });
    const { session } = await signIn();
    expect(session?.user.email).toBe(`google-${person.sub}@users.invalid`);
    const registered = await google.app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Real Owner', email: 'unclaimed-address@example.com', password: 'a long enough passphrase' },
    });
    expect(registered.statusCode).toBe(201);
  });
});
