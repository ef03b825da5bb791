import { eq } from 'drizzle-orm';
import { connectionOffers, userIdentities, users } from '../../../db/schema';
import { startGraphFake, type GraphFake } from '../../../meta/testing/graphFakeServer';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../../../test/helpers';
import { SignInBrowser } from '../testing/signInBrowser';
import type { AuthResponse } from '../../../../shared/auth';
import type { ConnectedAccount, ConnectionOffer, SyncStatusResponse } from '../../../../shared/connectors';

const PUBLIC_URL = 'http://localhost:8080';
let graph: GraphFake;
let harness: TestApp;

beforeAll(async () => {
  graph = await startGraphFake();
  const app = { appId: graph.world.appId, appSecret: graph.world.appSecret };
  harness = await createTestApp({
    publicUrl: PUBLIC_URL,
    metaGraphUrl: graph.url,
    instagramGraphUrl: `${graph.url}/ig`,
    instagramApiUrl: `${graph.url}/igapi`,
    facebook: app,
    instagram: app,
  });
  // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
}, 60_000);

afterAll(async () => {
  await harness.close();
  await graph.close();
});

afterEach(() => graph.clearFaults());

/** Meta's dialog, played by the test: the user approves and Meta returns to the redirect URI with a code. */
async function approveDialog(provider: 'facebook' | 'instagram', answer: Record<string, string> = { code: 'demo-code-sign-in' }, app = harness.app) {
  const browser = new SignInBrowser(app, PUBLIC_URL);
  const dialog = new URL(await browser.leave(provider));
  const back = new URL(dialog.searchParams.get('redirect_uri') ?? '');
  for (const [name, value] of Object.entries({ ...answer, state: dialog.searchParams.get('state') ?? '' })) back.searchParams.set(name, value);
  return { dialog, landing: await browser.returnTo(back.toString()) };
}

const exchange = async (landing: URL) =>
  (await harness.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: landing.searchParams.get('code') } })).json<AuthResponse>();
const countRows = async () => ({
  users: (await harness.database.db.select().from(users)).length,
  identities: (await harness.database.db.select().from(userIdentities)).length,
  offers: (await harness.database.db.select().from(connectionOffers)).length,
});

describe('Facebook sign-in', () => {
  it('sends the browser to the Facebook dialog with the exact callback URI, state and the sign-in scopes', async () => {
    const { dialog } = await approveDialog('facebook');
    expect(`${dialog.origin}${dialog.pathname}`).toMatch(/^https:\/\/www\.facebook\.com\/v\d+\.\d+\/dialog\/oauth$/);
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/facebook/callback`);
    expect(dialog.searchParams.get('client_id')).toBe(graph.world.appId);
    expect(dialog.searchParams.get('scope')?.split(',')).toEqual(expect.arrayContaining(['email', 'public_profile', 'instagram_basic', 'pages_show_list']));
  });

  it('signs in as the Facebook user and offers the business accounts the login reaches', async () => {
    const { landing } = await approveDialog('facebook');
    expect(landing.pathname).toBe('/auth/facebook/callback');
    const session = await exchange(landing);
    const owner = graph.world.accounts[0];
    // Meta promises no verification of the e-mail it hands out, so a new user does not take it on.
    const [identity] = await harness.database.db.select().from(userIdentities).where(eq(userIdentities.userId, session.user.id));
    expect(session.user).toMatchObject({ name: owner.name, email: `facebook-${identity.subject}@users.invalid`, providers: ['facebook'] });

    const offerId = landing.searchParams.get('offer');
    const offer = await harness.app.inject({ method: 'GET', url: `/api/connectors/instagram/offers/${offerId}`, headers: bearer(session.accessToken) });
    expect(offer.statusCode).toBe(200);
    expect(offer.json<ConnectionOffer>().accounts.map((account) => account.username)).toEqual(graph.world.accounts.map((account) => account.username));
    expect(JSON.stringify(offer.json())).not.toContain('demo-access-token');

    const accepted = await harness.app.inject({
      method: 'POST',
      url: `/api/connectors/instagram/offers/${offerId}/accept`,
      headers: bearer(session.accessToken),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toHaveLength(3);
    const connected = await harness.app.inject({ method: 'GET', url: '/api/connectors/accounts', headers: bearer(session.accessToken) });
    expect(
      connected
        .json<ConnectedAccount[]>()
        .map((account) => account.accountName)
        .sort(),
    ).toEqual(graph.world.accounts.map((a) => a.username).sort());
    const status = await harness.app.inject({ method: 'GET', url: '/api/connectors/sync/status', headers: bearer(session.accessToken) });
    expect(status.json<SyncStatusResponse>().accounts.every((account) => account.state !== 'idle')).toBe(true);

    const again = await harness.app.inject({ method: 'POST', url: `/api/connectors/instagram/offers/${offerId}/accept`, headers: bearer(session.accessToken) });
    expect(again.statusCode).toBe(404);
  });

  it('signs the same Facebook user into the same account next time', async () => {
    const first = await exchange((await approveDialog('facebook')).landing);
    const second = await exchange((await approveDialog('facebook')).landing);
    expect(second.user.id).toBe(first.user.id);
  });

  it('keeps an offer private to its user, and a declined offer is gone with its token', async () => {
    const { landing } = await approveDialog('facebook');
    const session = await exchange(landing);
    const offerId = landing.searchParams.get('offer');
    const stranger = await registerUser(harness.app);
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `/api/connectors/instagram/offers/${offerId}`;
      await harness.app.inject({ method, url, headers: bearer(stranger.accessToken) });
    }
    const strangerAccept = await harness.app.inject({
      method: 'POST',
      url: `/api/connectors/instagram/offers/${offerId}/accept`,
      headers: bearer(stranger.accessToken),
    });
    expect(strangerAccept.statusCode).toBe(404);
    // The stranger's DELETE did not remove the owner's offer.
    expect(
      (await harness.app.inject({ method: 'GET', url: `/api/connectors/instagram/offers/${offerId}`, headers: bearer(session.accessToken) })).statusCode,
    ).toBe(200);

    const declined = await harness.app.inject({ method: 'DELETE', url: `/api/connectors/instagram/offers/${offerId}`, headers: bearer(session.accessToken) });
    expect(declined.statusCode).toBe(204);
    expect(
      (await harness.app.inject({ method: 'GET', url: `/api/connectors/instagram/offers/${offerId}`, headers: bearer(session.accessToken) })).statusCode,
    ).toBe(404);
  });

  it('answers 400 naming the field for an offer id that is not one', async () => {
    const user = await registerUser(harness.app);
    const response = await harness.app.inject({ method: 'GET', url: '/api/connectors/instagram/offers/not-an-id', headers: bearer(user.accessToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrorBody>().details).toEqual([{ field: 'offerId', message: 'offerId must be an offer id' }]);
  });

  it('says so when the user cancels the dialog, and creates nothing', async () => {
    const before = await countRows();
    const { landing } = await approveDialog('facebook', { error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error' });
    expect(landing.searchParams.get('error')).toBe('You did not allow Facebook to sign you in, so nothing was changed.');
    expect(await countRows()).toEqual(before);
  });

  it('refuses a code Meta does not accept, and creates nothing', async () => {
    const before = await countRows();
    const { landing } = await approveDialog('facebook', { code: 'forged-code' });
    expect(landing.searchParams.get('error')).toBe("Facebook's answer could not be verified, so sign-in was refused. Please start again.");
    expect(await countRows()).toEqual(before);
  });

  it('says Facebook is unreachable when Graph keeps failing, and creates nothing', async () => {
    graph.inject({ kind: 'server', status: 503 }, { match: /oauth\/access_token/, times: 20 });
    const before = await countRows();
    const { landing } = await approveDialog('facebook');
    expect(landing.searchParams.get('error')).toBe('Facebook could not be reached. Please try again in a few minutes.');
    expect(await countRows()).toEqual(before);
  });
});

describe('Instagram sign-in', () => {
  it('signs in as the Instagram account, with a reserved placeholder e-mail, and offers that account', async () => {
    const { dialog, landing } = await approveDialog('instagram');
    expect(dialog.origin).toBe('https://www.instagram.com');
    expect(dialog.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/instagram/callback`);
    const session = await exchange(landing);
    const account = graph.world.accounts[0];
    expect(session.user).toMatchObject({ name: account.name, email: `instagram-${account.igUserId}@users.invalid`, providers: ['instagram'] });
    const offer = await harness.app.inject({
      method: 'GET',
      url: `/api/connectors/instagram/offers/${landing.searchParams.get('offer')}`,
      headers: bearer(session.accessToken),
    });
    expect(offer.json()).toMatchObject({ flavour: 'instagram', accounts: [{ igUserId: account.igUserId, username: account.username }] });
  });
});

describe('a Facebook e-mail that belongs to an existing user', () => {
  let separate: TestApp;
  let separateGraph: GraphFake;
  beforeAll(async () => {
    separateGraph = await startGraphFake();
    const app = { appId: separateGraph.world.appId, appSecret: separateGraph.world.appSecret };
    separate = await createTestApp({
      publicUrl: PUBLIC_URL,
      metaGraphUrl: separateGraph.url,
      instagramGraphUrl: `${separateGraph.url}/ig`,
      instagramApiUrl: `${separateGraph.url}/igapi`,
      facebook: app,
      instagram: app,
    });
  }, 60_000);
  afterAll(async () => {
    await separate.close();
    await separateGraph.close();
  });

  it("never joins that user: the sign-in makes a separate account and the owner's data is untouched", async () => {
    // The e-mail the Graph fake's Facebook user has, registered here first by its rightful owner.
    const owner = await registerUser(separate.app, { name: 'Address Owner', email: 'mayamoves.fit@example.com' });
    const ownerRow = await separate.database.db.select().from(users).where(eq(users.id, owner.user.id));

    const { landing } = await approveDialog('facebook', undefined, separate.app);
    expect(landing.searchParams.get('separateAccount')).toBe('1');
    const session = (
      await separate.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: landing.searchParams.get('code') } })
    ).json<AuthResponse>();
    expect(session.user.id).not.toBe(owner.user.id);
    expect(session.user.email).toMatch(/^facebook-\d+@users\.invalid$/);
    expect(session.user.providers).toEqual(['facebook']);

    expect(await separate.database.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual(ownerRow);
    const ownerIdentities = await separate.database.db.select().from(userIdentities).where(eq(userIdentities.userId, owner.user.id));
    expect(ownerIdentities.map((identity) => identity.provider)).toEqual(['password']);
    const ownerProfile = await separate.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(owner.accessToken) });
    expect(ownerProfile.json()).toEqual(owner.user);
  });

  it('cleans control characters out of the name Meta hands out instead of refusing the sign-in', async () => {
    separateGraph.world.accounts[0].name = '\u0007Maya\u0000Moves\r\n';
    const { landing } = await approveDialog('instagram', undefined, separate.app);
    const session = (
      await separate.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code: landing.searchParams.get('code') } })
    ).json<AuthResponse>();
    expect(session.user.name).toBe('Maya Moves');
    const offer = await separate.app.inject({
      method: 'GET',
      url: `/api/connectors/instagram/offers/${landing.searchParams.get('offer')}`,
      headers: bearer(session.accessToken),
    });
    expect(offer.json<ConnectionOffer>().accounts[0].name).toBe('Maya Moves');
  });
});
