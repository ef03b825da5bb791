import { userIdentities, users } from '../../../db/schema';
import { bearer, registerUser } from '../../../test/helpers';
import { GOOGLE_ID_TOKEN_EXAMPLE, OIDC_CORE_ID_TOKEN_EXAMPLE, OIDC_CORE_USERINFO_EXAMPLE } from '../testing/documentedOidcAnswers';
import { startDocumentedOidcProvider, type DocumentedOidcProvider } from '../testing/documentedOidcProvider';
import { signInWithGoogle, useGoogleSignInHarness, type GoogleSignInHarness } from '../testing/googleSignInHarness';

/*
 * Google sign-in against answers copied from Google's and OIDC Core's documentation (each fixture
 * names its source in documentedOidcAnswers.ts), served by a loopback provider over real HTTP.
 */

const REFUSED = "Google's answer could not be verified, so sign-in was refused. Please start again.";

type Harness = GoogleSignInHarness<DocumentedOidcProvider>;

const signIn = (harness: Harness) => signInWithGoogle(harness.app);

const countRows = async ({ app }: Harness) => ({
  users: (await app.database.db.select().from(users)).length,
  identities: (await app.database.db.select().from(userIdentities)).length,
});

describe('with a UserInfo endpoint', () => {
  const harness = useGoogleSignInHarness(() => startDocumentedOidcProvider({ withUserInfoEndpoint: true }));

  it("completes Google's documented ID token (no name) from OIDC Core's documented UserInfo answer", async () => {
    harness.provider.answer({ idToken: GOOGLE_ID_TOKEN_EXAMPLE, userInfo: { ...OIDC_CORE_USERINFO_EXAMPLE, sub: GOOGLE_ID_TOKEN_EXAMPLE.sub } });
    const before = harness.provider.userInfoRequests();
    const { session } = await signIn(harness);
    // The signed ID token's e-mail (verified as the string "true", as Google documents it) wins over
    // UserInfo's; the name comes from UserInfo; its http picture cannot be an avatar under the CSP.
    expect(session?.user).toMatchObject({ name: 'Jane Doe', email: 'jsmith@example.com', image: null, providers: ['google'] });
    expect(harness.provider.userInfoRequests()).toBe(before + 1);
  });

  it("refuses the sign-in when UserInfo's sub is not the ID token's (OIDC Core's two documented examples), and creates nothing", async () => {
    harness.provider.answer({ idToken: OIDC_CORE_ID_TOKEN_EXAMPLE, userInfo: OIDC_CORE_USERINFO_EXAMPLE });
    const before = await countRows(harness);
    const { landing, session } = await signIn(harness);
    expect(session).toBeNull();
    expect(landing.searchParams.get('error')).toBe(REFUSED);
    expect(await countRows(harness)).toEqual(before);
  });

  it("does not join the owner of UserInfo's e-mail when it is not stated verified, and leaves the owner untouched", async () => {
    const owner = await registerUser(harness.app.app, { name: 'Jane Doe (owner)', email: OIDC_CORE_USERINFO_EXAMPLE.email });
    harness.provider.answer({ idToken: OIDC_CORE_ID_TOKEN_EXAMPLE, userInfo: { ...OIDC_CORE_USERINFO_EXAMPLE, sub: OIDC_CORE_ID_TOKEN_EXAMPLE.sub } });
    const { landing, session } = await signIn(harness);
    expect(landing.searchParams.get('separateAccount')).toBe('1');
    expect(session?.user).toMatchObject({ name: 'Jane Doe', email: `google-${OIDC_CORE_ID_TOKEN_EXAMPLE.sub}@users.invalid`, providers: ['google'] });
    expect(session?.user.id).not.toBe(owner.user.id);
    const ownerNow = await harness.app.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(owner.accessToken) });
    expect(ownerNow.json()).toEqual(owner.user);
  });

  it('does not ask UserInfo when the ID token already carries every claim it needs', async () => {
    const complete = { ...GOOGLE_ID_TOKEN_EXAMPLE, sub: '10769150350006150715113099999', email: 'complete@example.com', name: 'Complete Person' };
    harness.provider.answer({ idToken: complete, userInfo: { status: 500 } });
    const before = harness.provider.userInfoRequests();
    const { session } = await signIn(harness);
    expect(session?.user).toMatchObject({ name: 'Complete Person', email: 'complete@example.com' });
    expect(harness.provider.userInfoRequests()).toBe(before);
  });

  it('says Google could not be reached when UserInfo fails with a server error, and creates nothing', async () => {
    harness.provider.answer({ idToken: { ...OIDC_CORE_ID_TOKEN_EXAMPLE, sub: 'userinfo-down-1' }, userInfo: { status: 503 } });
    const before = await countRows(harness);
    const { landing } = await signIn(harness);
    expect(landing.searchParams.get('error')).toBe('Google could not be reached. Please try again in a few minutes.');
    expect(await countRows(harness)).toEqual(before);
  });

  it('stores a name with control characters cleaned instead of refusing the sign-in', async () => {
    const name = '\u0007Jane\u0000\r\nDoe\u001b ';
    harness.provider.answer({
      idToken: { ...GOOGLE_ID_TOKEN_EXAMPLE, sub: 'control-characters-1', email: 'controls@example.com', name },
      userInfo: { status: 500 },
    });
    const { session } = await signIn(harness);
    expect(session?.user.name).toBe('Jane Doe');
  });
});

describe('without a UserInfo endpoint in the discovery document', () => {
  const harness = useGoogleSignInHarness(() => startDocumentedOidcProvider({ withUserInfoEndpoint: false }));

  it("signs in with what Google's documented ID token has, without asking UserInfo", async () => {
    harness.provider.answer({ idToken: GOOGLE_ID_TOKEN_EXAMPLE, userInfo: OIDC_CORE_USERINFO_EXAMPLE });
    const { session } = await signIn(harness);
    expect(session?.user).toMatchObject({ name: 'Google user', email: 'jsmith@example.com', providers: ['google'] });
    expect(harness.provider.userInfoRequests()).toBe(0);
  });
});
