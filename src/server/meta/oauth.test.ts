import { DEMO_ACCESS_TOKEN } from './demo/world';
import { MetaGateway } from './gateway';
import { GraphApiError } from './graphErrors';
import { completeConnection, dialogUrl, FACEBOOK_SCOPES, INSTAGRAM_SCOPES, refreshLongLivedToken } from './oauth';
import { startGraphFake, type GraphFake } from './testing/graphFakeServer';

let fake: GraphFake;
let gateway: MetaGateway;
const NOW = Date.parse('2026-11-23T08:00:00Z');

beforeAll(async () => {
  fake = await startGraphFake();
  const app = { appId: fake.world.appId, appSecret: fake.world.appSecret };
  gateway = new MetaGateway(
    {
      metaGraphUrl: `${fake.url}/v23.0`,
      // Versioned like production: the two Instagram token endpoints must still be called without it.
      instagramGraphUrl: `${fake.url}/ig/v23.0`,
      instagramApiUrl: `${fake.url}/igapi`,
      publicUrl: 'https://analytics.example.com',
      facebook: app,
      instagram: app,
      demo: true,
      retry: { maxAttempts: 2, baseDelayMs: 1, maxDelayMs: 10 },
    },
    undefined,
    () => fake.world,
  );
});
afterAll(() => fake.close());
/** The fake records paths as sent; the Facebook base here carries Meta's version prefix. */
const unversioned = (path: string) => path.replace(/^\/v\d+\.\d+/, '');
afterEach(() => {
  fake.requests.length = 0;
});

describe('connecting through Meta against the loopback Graph fake', () => {
  it("sends the browser to each flavour's dialog with its scopes, the exact redirect URI and the state", () => {
    const facebook = new URL(dialogUrl(gateway, 'facebook', 'st-1'));
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/v23.0/dialog/oauth');
    expect(facebook.searchParams.get('redirect_uri')).toBe('https://analytics.example.com/auth/instagram-connect');
    expect(facebook.searchParams.get('scope')).toBe(FACEBOOK_SCOPES.join(','));
    expect(facebook.searchParams.get('state')).toBe('st-1');
    const instagram = new URL(dialogUrl(gateway, 'instagram', 'st-2'));
    expect(instagram.host).toBe('www.instagram.com');
    expect(instagram.searchParams.get('scope')).toBe(INSTAGRAM_SCOPES.join(','));
    expect(dialogUrl(gateway, 'demo', 'st-3')).toBe('https://analytics.example.com/auth/instagram-connect?code=demo-code&state=st-3');
  });

  it("Facebook Login: code → short-lived → long-lived token, then the Pages' business accounts", async () => {
    const connection = await completeConnection(gateway, 'facebook', 'demo-code-abc', { now: NOW });
    expect(connection.accessToken).toBe(DEMO_ACCESS_TOKEN);
    expect(connection.expiresAt?.toISOString()).toBe(new Date(NOW + 60 * 86_400_000).toISOString());
    expect(connection.accounts.map((account) => account.username)).toEqual(fake.world.accounts.map((account) => account.username));
    expect(connection.accounts[0]).toMatchObject({ pageId: fake.world.accounts[0].pageId, pageName: fake.world.accounts[0].pageName });
    const exchanges = fake.requests.filter((request) => unversioned(request.path) === '/oauth/access_token');
    expect(exchanges.map((request) => request.query.grant_type ?? 'authorization_code')).toEqual(['authorization_code', 'fb_exchange_token']);
    expect(exchanges[0].query.redirect_uri).toBe('https://analytics.example.com/auth/instagram-connect');
  });

  it('Instagram Login: the code is posted as a form to the exchange host, then ig_exchange_token and /me', async () => {
    const connection = await completeConnection(gateway, 'instagram', 'demo-code-xyz', { now: NOW });
    expect(connection.accounts).toEqual([
      expect.objectContaining({ igUserId: fake.world.accounts[0].igUserId, username: fake.world.accounts[0].username, pageId: null }),
    ]);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /oauth/access_token', 'GET /access_token', 'GET /v23.0/me']);
  });

  it("refuses a code Meta does not know, as a request error naming Meta's reason", async () => {
    const error = await completeConnection(gateway, 'facebook', 'stolen-code', { now: NOW }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect(error).toMatchObject({ kind: 'request', code: 100 });
  });

  it('renews an Instagram Login token at the unversioned refresh endpoint, and never a Facebook or demo one', async () => {
    const renewed = await refreshLongLivedToken(gateway, 'instagram', DEMO_ACCESS_TOKEN, NOW);
    expect(renewed?.expiresAt.getTime()).toBe(NOW + 60 * 86_400_000);
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /refresh_access_token']);
    expect(fake.requests[0].query).toMatchObject({ grant_type: 'ig_refresh_token', access_token: DEMO_ACCESS_TOKEN });
    // Meta documents no renewal of a Facebook Login long-lived token: no fb_exchange_token of one.
    expect(await refreshLongLivedToken(gateway, 'facebook', DEMO_ACCESS_TOKEN, NOW)).toBeNull();
    expect(await refreshLongLivedToken(gateway, 'demo', DEMO_ACCESS_TOKEN, NOW)).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });
});
