import { eq } from 'drizzle-orm';
import { igAccounts } from '../../db/schema';
import { GraphApiError } from '../../meta/graphErrors';
import { DOCUMENTED_EXPIRES_IN, TOKENS } from '../../meta/testing/documented/oauthAnswers';
import { accountRows, connectThroughMeta, startDocumentedApp } from '../../meta/testing/documented/oauthHarness';
import type { DocumentedMeta } from '../../meta/testing/documented/oauthServer';
import { registerUser, type TestApp } from '../../test/helpers';
import { freshAccessToken } from './accessToken';
import type { AccountRow } from './store';
import type { SyncDeps } from './context';

let meta: DocumentedMeta;
let harness: TestApp;
let deps: SyncDeps;
let instagram: AccountRow;
let facebook: AccountRow;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Accounts connected through the real connect flow against Meta's documented answers. */
beforeAll(async () => {
  ({ meta, harness } = await startDocumentedApp());
  deps = { db: harness.app.db, gateway: harness.app.metaGateway, cipher: harness.app.tokenCipher };
  const user = await registerUser(harness.app);
  await connectThroughMeta(harness, user.accessToken, 'instagram');
  await connectThroughMeta(harness, user.accessToken, 'facebook');
  const rows = await accountRows(harness, user.user.id);
  instagram = rows.find((row) => row.loginFlavour === 'instagram')!;
  facebook = rows.find((row) => row.loginFlavour === 'facebook')!;
}, 60_000);
afterAll(async () => {
  await harness.close();
  await meta.close();
});
beforeEach(() => meta.reset());

const NOW = new Date();
/** The stored account as it would look with this token age and time left, at NOW. */
const aged = (row: AccountRow, age: number | null, left: number): AccountRow => ({
  ...row,
  tokenRefreshedAt: age === null ? null : new Date(NOW.getTime() - age),
  tokenExpiresAt: new Date(NOW.getTime() + left),
});
const stored = async (id: string) => (await harness.database.db.select().from(igAccounts).where(eq(igAccounts.id, id)))[0];
const restore = (row: AccountRow) =>
  harness.database.db
    .update(igAccounts)
    .set({ accessTokenEnc: row.accessTokenEnc, tokenExpiresAt: row.tokenExpiresAt, tokenRefreshedAt: row.tokenRefreshedAt, needsReconnect: false })
    .where(eq(igAccounts.id, row.id));
afterEach(async () => {
  await restore(instagram);
  await restore(facebook);
});

describe('Instagram Login renewal, as Meta documents refresh_access_token', () => {
  it('renews a token at least 24 h old in its last week, at the unversioned endpoint, and stores it with its new age and end', async () => {
    const token = await freshAccessToken(deps, aged(instagram, 25 * HOUR_MS, 5 * DAY_MS), NOW);
    expect(token).toBe(TOKENS.instagramRefreshed);
    expect(meta.requests.map((request) => `${request.method} ${request.host}${request.path}`)).toEqual(['GET ig/refresh_access_token']);
    expect(meta.requests[0].query).toEqual({ grant_type: 'ig_refresh_token', access_token: TOKENS.instagramLong });
    const row = await stored(instagram.id);
    expect(deps.cipher.decrypt(row.accessTokenEnc!)).toBe(TOKENS.instagramRefreshed);
    expect(row.tokenExpiresAt?.getTime()).toBe(NOW.getTime() + DOCUMENTED_EXPIRES_IN * 1000);
    expect(row.tokenRefreshedAt?.getTime()).toBe(NOW.getTime());
  });

  it('does not call Meta for a token younger than 24 h, even in its last week', async () => {
    expect(await freshAccessToken(deps, aged(instagram, 23 * HOUR_MS, 5 * DAY_MS), NOW)).toBe(TOKENS.instagramLong);
    expect(meta.requests).toEqual([]);
  });

  it('does not renew a token with more than a week left', async () => {
    expect(await freshAccessToken(deps, aged(instagram, 40 * DAY_MS, 8 * DAY_MS), NOW)).toBe(TOKENS.instagramLong);
    expect(meta.requests).toEqual([]);
  });

  it('renews a token of unknown age (stored before its age was kept) within the margin, as before', async () => {
    expect(await freshAccessToken(deps, aged(instagram, null, 3 * DAY_MS), NOW)).toBe(TOKENS.instagramRefreshed);
    expect(meta.requests).toHaveLength(1);
  });

  it('keeps the current, still valid token when Meta fails the renewal, changing nothing stored', async () => {
    meta.choices.instagramRefresh = {
      source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
      status: 500,
      body: { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, is_transient: true } },
    };
    const before = await stored(instagram.id);
    expect(await freshAccessToken(deps, aged(instagram, 30 * HOUR_MS, 2 * DAY_MS), NOW)).toBe(TOKENS.instagramLong);
    expect(await stored(instagram.id)).toEqual(before);
  });

  it('marks the account needs-reconnect when Meta says the token is no longer valid (190)', async () => {
    meta.choices.instagramRefresh = {
      source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling',
      status: 400,
      body: { error: { message: 'Error validating access token: Session has expired', type: 'OAuthException', code: 190 } },
    };
    const error = await freshAccessToken(deps, aged(instagram, 30 * HOUR_MS, 2 * DAY_MS), NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect(error).toMatchObject({ kind: 'expired' });
    expect((await stored(instagram.id)).needsReconnect).toBe(true);
  });
});

describe('tokens past their end, and tokens that are never renewed', () => {
  it('marks an expired token needs-reconnect without calling Meta', async () => {
    for (const row of [instagram, facebook]) {
      const error = await freshAccessToken(deps, aged(row, 61 * DAY_MS, -60_000), NOW).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'expired', message: expect.stringMatching(/Reconnect the account\.$/) });
      expect((await stored(row.id)).needsReconnect).toBe(true);
    }
    expect(meta.requests).toEqual([]);
  });

  it('never re-exchanges a Facebook Login token, even on its last day, and keeps its expiry', async () => {
    const lastDay = aged(facebook, 59 * DAY_MS, 20 * HOUR_MS);
    expect(await freshAccessToken(deps, lastDay, NOW)).toBe(TOKENS.facebookLong);
    expect(meta.requests).toEqual([]);
    const row = await stored(facebook.id);
    expect(row.tokenExpiresAt?.getTime()).toBe(facebook.tokenExpiresAt?.getTime());
    expect(row.needsReconnect).toBe(false);
  });

  it("leaves the demo world's token alone whatever its stored end", async () => {
    const demo = { ...aged(facebook, 90 * DAY_MS, -DAY_MS), loginFlavour: 'demo' as const };
    expect(await freshAccessToken(deps, demo, NOW)).toBe(TOKENS.facebookLong);
    expect(meta.requests).toEqual([]);
    expect((await stored(facebook.id)).needsReconnect).toBe(false);
  });
});
