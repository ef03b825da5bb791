import { eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../../shared/auth';
import type { InstagramProfile } from '../../../../shared/connectors';
import { igAccounts, users as usersTable } from '../../../db/schema';
import { SignInBrowser } from '../../../modules/auth/testing/signInBrowser';
import { bearer, registerUser, type TestApp } from '../../../test/helpers';
import {
  DOCUMENTED_APP,
  DOCUMENTED_CODE,
  DOCUMENTED_EXPIRES_IN,
  facebookDebugToken,
  facebookLongLived,
  IG_USER_ID,
  IG_USERNAME,
  instagramCode,
  TOKENS,
} from './oauthAnswers';
import { accountRows, connectThroughMeta, PUBLIC_URL, startDocumentedApp } from './oauthHarness';
import type { DocumentedMeta } from './oauthServer';

let meta: DocumentedMeta;
let harness: TestApp;

beforeAll(async () => {
  ({ meta, harness } = await startDocumentedApp());
}, 60_000);
afterAll(async () => {
  await harness.close();
  await meta.close();
});
beforeEach(() => meta.reset());

const DAY_MS = 86_400_000;
const seconds = (ms: number) => Math.floor(ms / 1000);
/** The requests Meta saw, as "METHOD host/path". */
const seen = () => meta.requests.map((request) => `${request.method} ${request.host}${request.path}`);
const profileOf = async (user: AuthResponse, accountId: string) =>
  (
    await harness.app.inject({ method: 'GET', url: `/api/connectors/instagram/profile/${accountId}`, headers: bearer(user.accessToken) })
  ).json<InstagramProfile>();

/** Asserts a stored expiry lies `ms` after some moment within [before, after]. */
function expectExpiryAbout(expiresAt: Date | null, before: number, after: number, ms: number) {
  expect(expiresAt).not.toBeNull();
  expect(expiresAt!.getTime()).toBeGreaterThanOrEqual(before + ms);
  expect(expiresAt!.getTime()).toBeLessThanOrEqual(after + ms);
}

describe('Instagram Login against the answers Meta documents', () => {
  it('connects with the documented code-exchange answer (token in data[0]), over the unversioned token endpoint', async () => {
    const user = await registerUser(harness.app);
    const before = Date.now();
    const { dialog, response } = await connectThroughMeta(harness, user.accessToken, 'instagram');
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ accountName: IG_USERNAME, pageId: null })]);
    expect(dialog.searchParams.get('scope')).toBe('instagram_business_basic,instagram_business_manage_insights,instagram_business_manage_comments');

    expect(seen()).toEqual(['POST igapi/oauth/access_token', 'GET ig/access_token', 'GET ig/v23.0/me']);
    expect(meta.requests[0].form).toMatchObject({ grant_type: 'authorization_code', redirect_uri: `${PUBLIC_URL}/auth/instagram-connect` });
    expect(meta.requests[1].query).toMatchObject({ grant_type: 'ig_exchange_token', access_token: TOKENS.instagramShort });

    const [row] = await accountRows(harness, user.user.id);
    expect(row).toMatchObject({ igUserId: IG_USER_ID, loginFlavour: 'instagram', needsReconnect: false });
    expect(harness.app.tokenCipher.decrypt(row.accessTokenEnc!)).toBe(TOKENS.instagramLong);
    expectExpiryAbout(row.tokenExpiresAt, before, after, DOCUMENTED_EXPIRES_IN * 1000);
    expect(row.tokenRefreshedAt!.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("connects with the flat answer too, taking the account id from /me, never the exchange's rounded number", async () => {
    meta.choices.instagramCode = instagramCode.flat;
    const user = await registerUser(harness.app);
    const { response } = await connectThroughMeta(harness, user.accessToken, 'instagram');
    expect(response.statusCode).toBe(200);
    const [row] = await accountRows(harness, user.user.id);
    // JSON.parse turns the documented 17841405793187218 into …216: the id comes from /me's string.
    expect(row.igUserId).toBe(IG_USER_ID);
  });

  it('says what is missing when the exchange answers in neither shape, and stores nothing', async () => {
    meta.choices.instagramCode = instagramCode.unknown;
    const user = await registerUser(harness.app);
    const { response } = await connectThroughMeta(harness, user.accessToken, 'instagram');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'META_UNEXPECTED_ANSWER', message: expect.stringContaining('access_token') });
    expect(seen()).toEqual(['POST igapi/oauth/access_token']);
    expect(await accountRows(harness, user.user.id)).toEqual([]);
  });

  it("answers Meta's documented rejection of a spent code as a refused code", async () => {
    const user = await registerUser(harness.app);
    const { response } = await connectThroughMeta(harness, user.accessToken, 'instagram', 'AQ-already-used');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'META_CODE_REFUSED' });
  });
});

describe('Facebook Login against the answers Meta documents', () => {
  it('asks for ads_read and keeps the real expiry of the long-lived exchange', async () => {
    const user = await registerUser(harness.app);
    const before = Date.now();
    const { dialog, response } = await connectThroughMeta(harness, user.accessToken, 'facebook');
    const after = Date.now();
    expect(response.statusCode).toBe(200);
    expect(dialog.searchParams.get('scope')?.split(',')).toContain('ads_read');
    expect(seen()).toEqual(['GET fb/v23.0/oauth/access_token', 'GET fb/v23.0/oauth/access_token', 'GET fb/v23.0/me/accounts']);
    const [row] = await accountRows(harness, user.user.id);
    expect(row).toMatchObject({ igUserId: '17841405822304914', pageId: '134895793791914', loginFlavour: 'facebook' });
    expectExpiryAbout(row.tokenExpiresAt, before, after, DOCUMENTED_EXPIRES_IN * 1000);
  });

  it('without expires_in, takes the end from debug_token (the earlier of expires_at and data_access_expires_at)', async () => {
    const end = seconds(Date.now() + 40 * DAY_MS);
    meta.choices.facebookLongLived = facebookLongLived.withoutExpiry;
    meta.choices.facebookDebugToken = facebookDebugToken(end + 30 * 86_400, end);
    const user = await registerUser(harness.app);
    const { response } = await connectThroughMeta(harness, user.accessToken, 'facebook');
    expect(response.statusCode).toBe(200);
    const debug = meta.requests.find((request) => request.path.endsWith('/debug_token'));
    expect(debug?.query).toMatchObject({ input_token: TOKENS.facebookLong, access_token: `${DOCUMENTED_APP.appId}|${DOCUMENTED_APP.appSecret}` });
    const [row] = await accountRows(harness, user.user.id);
    expect(row.tokenExpiresAt?.getTime()).toBe(end * 1000);
  });

  it('without expires_in and with debug_token refused, records the documented 60 days rather than nothing', async () => {
    meta.choices.facebookLongLived = facebookLongLived.withoutExpiry;
    meta.choices.facebookDebugToken = {
      source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
      status: 400,
      body: { error: { message: '(#100) The App_id in the input_token did not match the Viewing App', type: 'OAuthException', code: 100 } },
    };
    const user = await registerUser(harness.app);
    const before = Date.now();
    await connectThroughMeta(harness, user.accessToken, 'facebook');
    const [row] = await accountRows(harness, user.user.id);
    expectExpiryAbout(row.tokenExpiresAt, before, Date.now(), 60 * DAY_MS);
  });

  it('warns through the profile within 7 days of the end, and not before', async () => {
    meta.choices.facebookLongLived = facebookLongLived.withoutExpiry;
    const soon = seconds(Date.now() + 5 * DAY_MS);
    meta.choices.facebookDebugToken = facebookDebugToken(soon, soon + 85 * 86_400);
    const ending = await registerUser(harness.app);
    const [endingAccount] = (await connectThroughMeta(harness, ending.accessToken, 'facebook')).response.json<Array<{ accountId: string }>>();
    expect(await profileOf(ending, endingAccount.accountId)).toMatchObject({
      tokenExpiresAt: new Date(soon * 1000).toISOString(),
      reconnectBy: new Date(soon * 1000).toISOString(),
    });

    const later = seconds(Date.now() + 8 * DAY_MS);
    meta.choices.facebookDebugToken = facebookDebugToken(later, later + 85 * 86_400);
    const fine = await registerUser(harness.app);
    const [fineAccount] = (await connectThroughMeta(harness, fine.accessToken, 'facebook')).response.json<Array<{ accountId: string }>>();
    expect(await profileOf(fine, fineAccount.accountId)).toMatchObject({ tokenExpiresAt: new Date(later * 1000).toISOString(), reconnectBy: null });
  });

  it('warns about an Instagram Login token only once its automatic renewal is overdue (2 days left)', async () => {
    const user = await registerUser(harness.app);
    const [account] = (await connectThroughMeta(harness, user.accessToken, 'instagram')).response.json<Array<{ accountId: string }>>();
    const endIn = async (ms: number) => {
      const end = new Date(Date.now() + ms);
      await harness.database.db.update(igAccounts).set({ tokenExpiresAt: end }).where(eq(igAccounts.id, account.accountId));
      return end.toISOString();
    };
    const inFiveDays = await endIn(5 * DAY_MS);
    expect(await profileOf(user, account.accountId)).toMatchObject({ tokenExpiresAt: inFiveDays, reconnectBy: null });
    const tomorrow = await endIn(DAY_MS);
    expect(await profileOf(user, account.accountId)).toMatchObject({ tokenExpiresAt: tomorrow, reconnectBy: tomorrow });
  });
});

describe('signing in with Meta against the documented answers', () => {
  /** Meta's dialog, played by the test: approved, it returns to the callback with the documented code. */
  async function approveDialog(provider: 'facebook' | 'instagram') {
    const browser = new SignInBrowser(harness.app, PUBLIC_URL);
    const dialog = new URL(await browser.leave(provider));
    const back = new URL(dialog.searchParams.get('redirect_uri')!);
    back.searchParams.set('code', DOCUMENTED_CODE);
    back.searchParams.set('state', dialog.searchParams.get('state')!);
    return browser.returnTo(back.toString());
  }

  async function signIn(provider: 'facebook' | 'instagram') {
    const landing = await approveDialog(provider);
    const session = (
      await harness.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: landing.searchParams.get('code') } })
    ).json<AuthResponse>();
    const accepted = await harness.app.inject({
      method: 'POST',
      url: `/api/connectors/instagram/offers/${landing.searchParams.get('offer')}/accept`,
      headers: bearer(session.accessToken),
    });
    return { landing, session, accepted };
  }

  it("Instagram: the documented data[0] answer signs in and connects the account with its token's age and end", async () => {
    const before = Date.now();
    const { landing, session, accepted } = await signIn('instagram');
    expect(landing.searchParams.get('error')).toBeNull();
    expect(accepted.statusCode).toBe(200);
    expect(session.user.name).toBe(IG_USERNAME);
    const [row] = await accountRows(harness, session.user.id);
    expect(row).toMatchObject({ igUserId: IG_USER_ID, loginFlavour: 'instagram' });
    expectExpiryAbout(row.tokenExpiresAt, before, Date.now(), DOCUMENTED_EXPIRES_IN * 1000);
    // The token was issued when the sign-in made its offer, before it was accepted.
    expect(row.tokenRefreshedAt!.getTime()).toBeGreaterThanOrEqual(before);
    expect(row.tokenRefreshedAt!.getTime()).toBeLessThanOrEqual(row.createdAt.getTime());
  });

  it('Facebook: a long-lived exchange without expires_in still stores the real end, from debug_token', async () => {
    const end = seconds(Date.now() + 33 * DAY_MS);
    meta.choices.facebookLongLived = facebookLongLived.withoutExpiry;
    meta.choices.facebookDebugToken = facebookDebugToken(end, end + 60 * 86_400);
    const { session, accepted } = await signIn('facebook');
    expect(accepted.statusCode).toBe(200);
    expect(session.user.name).toBe('Jay Posiris');
    const [row] = await accountRows(harness, session.user.id);
    expect(row.tokenExpiresAt?.getTime()).toBe(end * 1000);
  });

  it('Instagram: an answer in neither shape refuses the sign-in and creates nobody', async () => {
    meta.choices.instagramCode = instagramCode.unknown;
    const users = (await harness.database.db.select().from(usersTable)).length;
    const landing = await approveDialog('instagram');
    expect((await harness.database.db.select().from(usersTable)).length).toBe(users);
    expect(landing.searchParams.get('error')).toBe("Instagram's answer could not be verified, so sign-in was refused. Please start again.");
  });
});
