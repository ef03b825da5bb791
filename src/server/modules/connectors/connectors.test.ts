import { eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../shared/auth';
import type { AccountSyncStatus, ConnectedAccount, InstagramProfile } from '../../../shared/connectors';
import type { PostsPage } from '../../../shared/posts';
import { igAccounts } from '../../db/schema';
import { createDemoWorld } from '../../meta/demo/world';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError } from '../../test/helpers';
import { waitForSyncs } from '../../test/syncWaits';

let harness: TestApp;
let demo: AuthResponse;
let stranger: AuthResponse;
let accounts: ConnectedAccount[];

const get = (url: string, token: string) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });

beforeAll(async () => {
  harness = await createTestApp();
  const answer = await harness.app.inject({ method: 'POST', url: '/api/auth/demo' });
  demo = answer.json<AuthResponse>();
  stranger = await registerUser(harness.app);
  accounts = (await get('/api/connectors/accounts', demo.accessToken)).json<ConnectedAccount[]>();
  await waitForSyncs(harness.app, demo.accessToken);
}, 120_000);
afterAll(() => harness.close());

describe('demo sign-in connects the demo accounts through the sync pipeline', () => {
  it('lists three demo accounts in the contract shape, for every platform form of the path', async () => {
    const world = createDemoWorld();
    expect(accounts).toHaveLength(3);
    expect(accounts.map((account) => account.accountName).sort()).toEqual(world.accounts.map((account) => account.username).sort());
    for (const account of accounts) {
      expect(Object.keys(account).sort()).toEqual(['accountId', 'accountName', 'pageId', 'pageName', 'platform', 'profilePicUrl']);
      expect(account.platform).toBe('INSTAGRAM');
    }
    expect((await get('/api/connectors/instagram/accounts', demo.accessToken)).json()).toEqual(accounts);
    expect((await get('/api/connectors/tiktok/accounts', demo.accessToken)).statusCode).toBe(400);
  });

  it('syncs every account to completion, with progress that reached the end', async () => {
    const status = (await get('/api/connectors/sync/status', demo.accessToken)).json<{ accounts: AccountSyncStatus[] }>();
    expect(status.accounts).toHaveLength(3);
    for (const account of status.accounts) {
      expect(account).toMatchObject({ state: 'succeeded', stage: 'done', lastError: null, needsReconnect: false });
      expect(account.itemsDone).toBe(account.itemsExpected);
      expect(account.lastSuccessAt).not.toBeNull();
    }
  });

  it('stores every post of each demo account, readable through media and posts', async () => {
    const world = createDemoWorld();
    for (const account of accounts) {
      const expected = world.accounts.find((candidate) => candidate.username === account.accountName)!;
      const posts = (await get(`/api/posts?accountId=${account.accountId}&limit=1`, demo.accessToken)).json<PostsPage>();
      expect(posts.total).toBe(expected.media.length);
    }
    const media = (await get(`/api/connectors/instagram/media/${accounts[0].accountId}`, demo.accessToken)).json<PostsPage>();
    expect(media.data).toHaveLength(10); // the default page size (MEDIA_DEFAULT_LIMIT)
    expect(media.paging.cursors.after).toEqual(expect.any(String));
    const next = (
      await get(`/api/connectors/instagram/media/${accounts[0].accountId}?limit=10&after=${media.paging.cursors.after}`, demo.accessToken)
    ).json<PostsPage>();
    expect(next.data[0].id).not.toBe(media.data[0].id);
    expect(new Date(next.data[0].timestamp).getTime()).toBeLessThanOrEqual(new Date(media.data[9].timestamp).getTime());
  });

  it('answers the profile, and keeps niche, country and time zone that exist', async () => {
    const id = accounts[0].accountId;
    const profile = (await get(`/api/connectors/instagram/profile/${id}`, demo.accessToken)).json<InstagramProfile>();
    expect(profile).toMatchObject({ accountId: id, username: accounts[0].accountName, loginFlavour: 'demo', needsReconnect: false });
    // The demo world's token never ends, so no end and no reconnection is ever announced for it.
    expect(profile).toMatchObject({ tokenExpiresAt: null, reconnectBy: null });
    expect(profile.followersCount).toBeGreaterThan(1000);
    expect(profile.lastSyncedAt).not.toBeNull();
    // Demo accounts come placed in their niche, country and time zone, for peer comparison.
    const demoAccount = createDemoWorld().accounts.find((account) => account.username === profile.username)!;
    expect(profile).toMatchObject({ nicheId: demoAccount.nicheId, countryCode: demoAccount.countryCode, timezone: demoAccount.timezone });

    const patch = (payload: object) =>
      harness.app.inject({ method: 'PATCH', url: `/api/connectors/instagram/accounts/${id}`, headers: bearer(demo.accessToken), payload });
    const saved = await patch({ nicheId: 'travel', countryCode: 'PT', timezone: 'Europe/Lisbon' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ nicheId: 'travel', countryCode: 'PT', timezone: 'Europe/Lisbon' });
    expect((await patch({ nicheId: 'underwater-basket-weaving' })).json()).toMatchObject({ message: expect.stringMatching(/^nicheId: /) });
    expect((await patch({ countryCode: 'XX' })).json()).toMatchObject({ message: expect.stringMatching(/^countryCode: /) });
    expect((await patch({ countryCode: 'portugal' })).statusCode).toBe(400);
    expect((await patch({ timezone: 'Mars/Olympus' })).json()).toMatchObject({ message: expect.stringMatching(/^timezone: /) });
    expect((await patch({})).statusCode).toBe(400);
  });

  it('queues at most one waiting sync per account and answers its job id at once', async () => {
    const first = await harness.app.inject({ method: 'POST', url: '/api/connectors/instagram/sync', headers: bearer(demo.accessToken) });
    const second = await harness.app.inject({ method: 'POST', url: '/api/connectors/sync', headers: bearer(demo.accessToken) });
    expect(first.statusCode).toBe(200);
    const jobsOf = (response: typeof first) => response.json<{ jobs: Array<{ accountId: string; jobId: string }> }>().jobs;
    expect(
      jobsOf(first)
        .map((job) => job.accountId)
        .sort(),
    ).toEqual(accounts.map((account) => account.accountId).sort());
    // Within the same moment no job has started yet, so the second request gets the same waiting jobs.
    const running = (await get('/api/connectors/sync/status', demo.accessToken)).json<{ accounts: AccountSyncStatus[] }>();
    if (running.accounts.every((account) => account.state === 'queued')) {
      expect(jobsOf(second)).toEqual(jobsOf(first));
    }
    await waitForSyncs(harness.app, demo.accessToken);
  });
});

describe('connecting', () => {
  it('says which flavours this server can connect', async () => {
    expect((await get('/api/connectors/instagram/options', demo.accessToken)).json()).toEqual({ facebook: false, instagram: false, demo: true });
  });

  it('refuses a flavour that is not set up, naming it', async () => {
    const response = await get('/api/connectors/instagram/auth-url?flavour=facebook', demo.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe('Facebook Login is not set up on this server');
    expect((await get('/api/connectors/instagram/auth-url?flavour=myspace', demo.accessToken)).statusCode).toBe(400);
  });

  it('binds the state to its user, and spends it once', async () => {
    const { state, url } = (await get('/api/connectors/instagram/auth-url?flavour=demo', stranger.accessToken)).json<{ state: string; url: string }>();
    expect(url).toBe(`http://localhost:8080/auth/instagram-connect?code=demo-code&state=${state}`);
    const connect = (token: string) =>
      harness.app.inject({ method: 'POST', url: '/api/connectors/instagram/connect', headers: bearer(token), payload: { code: 'demo-code', state } });

    const someoneElse = await connect(demo.accessToken);
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json<ApiError>().message).toMatch(/^state: /);

    const own = await connect(stranger.accessToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveLength(3);
    expect((await connect(stranger.accessToken)).statusCode).toBe(400);
  });

  it('validates the connect body field by field', async () => {
    const post = (payload: unknown) =>
      harness.app.inject({ method: 'POST', url: '/api/connectors/instagram/connect', headers: bearer(stranger.accessToken), payload: payload as object });
    expect((await post({ state: 'x' })).json<ApiError>().message).toBe('code: code is required');
    expect((await post({ code: 'x', state: 7 })).json<ApiError>().message).toBe('state: state must be text');
    expect((await post({ code: 'x'.repeat(3000), state: 'y' })).statusCode).toBe(400);
  });

  it('keeps Meta tokens encrypted at rest', async () => {
    const rows = await harness.database.db.select({ token: igAccounts.accessTokenEnc }).from(igAccounts).where(eq(igAccounts.userId, demo.user.id));
    expect(rows.length).toBe(3);
    for (const row of rows) {
      expect(row.token).toMatch(/^v1\./);
      expect(row.token).not.toContain('demo-access-token');
    }
  });
});

describe('another user and bad input', () => {
  it("answers 404 for another user's account everywhere", async () => {
    const id = accounts[1].accountId;
    const paths = [`/api/connectors/instagram/profile/${id}`, `/api/connectors/instagram/media/${id}`, `/api/posts?accountId=${id}`];
    for (const path of paths) expect((await get(path, stranger.accessToken)).statusCode).toBe(404);
    const patch = await harness.app.inject({
      method: 'PATCH',
      url: `/api/connectors/instagram/accounts/${id}`,
      headers: bearer(stranger.accessToken),
      payload: { nicheId: 'travel' },
    });
    expect(patch.statusCode).toBe(404);
    const disconnect = await harness.app.inject({
      method: 'DELETE',
      url: `/api/connectors/instagram/disconnect?accountId=${id}`,
      headers: bearer(stranger.accessToken),
    });
    expect(disconnect.statusCode).toBe(404);
    expect((await get('/api/connectors/accounts', demo.accessToken)).json()).toHaveLength(3);
  });

  it('answers 400 naming the field for malformed ids and paging', async () => {
    expect((await get('/api/connectors/instagram/profile/not-a-uuid', demo.accessToken)).json<ApiError>().message).toMatch(/^accountId: /);
    expect((await get(`/api/connectors/instagram/media/${accounts[0].accountId}?limit=0`, demo.accessToken)).json<ApiError>().message).toMatch(/^limit: /);
    expect((await get(`/api/connectors/instagram/media/${accounts[0].accountId}?limit=101`, demo.accessToken)).statusCode).toBe(400);
    expect((await get(`/api/connectors/instagram/media/${accounts[0].accountId}?after=bogus`, demo.accessToken)).json<ApiError>().message).toMatch(/^after: /);
  });

  it('refuses every connectors path without a session', async () => {
    for (const url of ['/api/connectors/accounts', '/api/connectors/sync/status', '/api/connectors/instagram/options']) {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await harness.app.inject({ method: 'POST', url: '/api/connectors/sync' })).statusCode).toBe(401);
  });
});

describe('disconnecting', () => {
  it('deletes one account with all its stored data, leaving the others whole', async () => {
    const [gone, ...kept] = accounts;
    const response = await harness.app.inject({
      method: 'DELETE',
      url: `/api/connectors/instagram/disconnect?accountId=${gone.accountId}`,
      headers: bearer(demo.accessToken),
    });
    expect(response.json()).toEqual({ disconnected: 1 });
    const remaining = (await get('/api/connectors/accounts', demo.accessToken)).json<ConnectedAccount[]>();
    expect(remaining.map((account) => account.accountId)).toEqual(kept.map((account) => account.accountId));
    expect((await get(`/api/posts?accountId=${gone.accountId}`, demo.accessToken)).statusCode).toBe(404);
    const leftovers = await harness.database.executeSql(
      `select (select count(*) from ig_media where account_id = $1)::int
            + (select count(*) from ig_account_daily where account_id = $1)::int
            + (select count(*) from ig_sync_status where account_id = $1)::int as n`,
      [gone.accountId],
    );
    expect(Number(leftovers.rows[0].n)).toBe(0);
    const keptPosts = (await get(`/api/posts?accountId=${kept[0].accountId}&limit=1`, demo.accessToken)).json<PostsPage>();
    expect(keptPosts.total).toBeGreaterThan(100);
  });

  it('disconnects every account at once', async () => {
    const response = await harness.app.inject({ method: 'DELETE', url: '/api/connectors/instagram/disconnect', headers: bearer(demo.accessToken) });
    expect(response.json()).toEqual({ disconnected: 2 });
    expect((await get('/api/connectors/accounts', demo.accessToken)).json()).toEqual([]);
    expect((await get('/api/posts', demo.accessToken)).json<PostsPage>().total).toBe(0);
  });
});
