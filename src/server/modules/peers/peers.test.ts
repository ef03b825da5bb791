import { eq } from 'drizzle-orm';
import type { PeerComparison, PeerMetric, PeerMetricKey } from '../../../shared/peers';
import { peerMetrics } from '../../db/schema';
import { bearer, type ApiError } from '../../test/helpers';
import { useRouteApp } from '../analytics/testing/routeApp';
import { seedAccount } from '../analytics/testing/seedAccount';
import { insertAccount, insertDemoPeer, insertPlatformPeer, insertUser } from './testing/peerRows';

const DAY_MS = 86_400_000;
const route = useRouteApp('/api/analytics/peers');
const db = route.db;
const peers = route.get;
const metric = (comparison: PeerComparison, key: PeerMetricKey): PeerMetric => comparison.metrics.find((candidate) => candidate.key === key)!;

async function signedInUser() {
  const auth = await route.signUp();
  return { token: auth.accessToken, userId: auth.user.id };
}

describe('GET /api/analytics/peers with a live cohort', () => {
  it('ranks the account among fixed peer rows, each percentile and quantile worked out by hand', async () => {
    const { token, userId } = await signedInUser();
    // corner_cafe: food-drink in DE, 12,300 followers (tier 5–20K), 12 posts in the last 30 days.
    const accountId = await seedAccount(db(), userId);
    const rows = [
      { publicEr: 0.01, followerGrowthPct: -1, postsPerWeek: 1, avgInteractions: null },
      { publicEr: 0.02, followerGrowthPct: 0, postsPerWeek: 2, avgInteractions: 100 },
      { publicEr: 0.03, followerGrowthPct: 1, postsPerWeek: 3, avgInteractions: 200 },
      { publicEr: 0.04, followerGrowthPct: 2, postsPerWeek: 4, avgInteractions: 400 },
      { publicEr: 0.05, followerGrowthPct: 3, postsPerWeek: 5, avgInteractions: 800 },
      { publicEr: 0.06, followerGrowthPct: 4, postsPerWeek: 6, avgInteractions: 1_600 },
    ];
    for (const [index, figures] of rows.entries()) {
      await insertPlatformPeer(db(), { nicheId: 'food-drink', countryCode: 'DE', followers: 5_000 + index * 2_000, ...figures });
    }
    // Outside the cohort: the next tier up, another country, another niche.
    await insertPlatformPeer(db(), { nicheId: 'food-drink', countryCode: 'DE', followers: 20_000, publicEr: 0.001 });
    await insertPlatformPeer(db(), { nicheId: 'food-drink', countryCode: 'AT', followers: 12_000, publicEr: 0.001 });
    await insertPlatformPeer(db(), { nicheId: 'fitness', countryCode: 'DE', followers: 12_000, publicEr: 0.001 });

    const response = await peers(token, `accountId=${accountId}`);
    expect(response.statusCode).toBe(200);
    const comparison = response.json<PeerComparison>();
    expect(comparison).toMatchObject({
      accountId,
      username: 'corner_cafe',
      nicheId: 'food-drink',
      countryCode: 'DE',
      tier: { label: '5–20K', benchmarkEr: 0.0228 },
    });
    expect(comparison.window.days).toBe(30);
    // The window is the last 30 days on the account's own clock, and the answer says which clock.
    expect(comparison.timezone).toBe('Asia/Tokyo');
    expect(comparison.cohort).toEqual({
      kind: 'live',
      size: 6,
      description: expect.stringContaining('6 other Food & Drink accounts in Germany with 5–20K followers'),
    });

    // Own public ER: the mean over the 12 posts of (likes + comments) ÷ followers that day, about 2.85%.
    const publicEr = metric(comparison, 'publicEr');
    expect(publicEr.value).toBeCloseTo(0.02853, 4);
    // 0.01 and 0.02 are below: 2 of 6.
    expect(publicEr.percentile).toBeCloseTo(100 / 3, 6);
    // n = 6: the q-quantile sits at rank 5q, interpolated (p10 halfway between the 1st and 2nd value…).
    expectDistribution(publicEr, { p10: 0.015, p25: 0.0225, p50: 0.035, p75: 0.0475, p90: 0.055 });
    expect(publicEr.benchmark).toBe(0.0228);

    // Own growth, from the end of the day before the window (30 days ago): 12,000 → 12,300 = 2.5%; -1, 0, 1 and 2 % are below: 4 of 6.
    const growth = metric(comparison, 'followerGrowth');
    expect(growth.value).toBeCloseTo(300 / 12_000, 8);
    expect(growth.percentile).toBeCloseTo(200 / 3, 6);
    expectDistribution(growth, { p10: -0.005, p25: 0.0025, p50: 0.015, p75: 0.0275, p90: 0.035 });
    expect(growth.benchmark).toBeNull();

    // 12 posts ÷ 30 days × 7 = 2.8 a week; 1 and 2 are below.
    const frequency = metric(comparison, 'postingFrequency');
    expect(frequency.value).toBeCloseTo(2.8, 8);
    expect(frequency.percentile).toBeCloseTo(100 / 3, 6);
    expectDistribution(frequency, { p10: 1.5, p25: 2.25, p50: 3.5, p75: 4.75, p90: 5.5 });

    // The peer without posts has no average: 5 values remain. 4,171 interactions ÷ 12 posts = 347.6; 100 and 200 are below.
    const interactions = metric(comparison, 'avgInteractions');
    expect(interactions.value).toBeCloseTo(4_171 / 12, 8);
    expect(interactions.percentile).toBeCloseTo(40, 6);
    expectDistribution(interactions, { p10: 140, p25: 200, p50: 400, p75: 800, p90: 1_280 });
    // Likes and comments only: named apart from the dashboard's average interactions, which adds saves and shares.
    expect(interactions.label).toBe('Average public interactions per post');

    for (const entry of comparison.metrics) expect(entry.formula).toMatch(/over the last 30 days/);
  });

  it('goes live at exactly 5 other accounts, leaving out stale rows and the requester’s accounts, and counting a shared account once', async () => {
    const { token, userId } = await signedInUser();
    const place = { nicheId: 'pets-animals', countryCode: 'NZ' };
    const accountId = await insertAccount(db(), userId, { ...place, followersCount: 3_000 });
    // The requester's second account, and his own account connected by someone else too: never his peers.
    const second = await insertAccount(db(), userId, { ...place, followersCount: 2_000, igUserId: 'ig-requester-second' });
    await db()
      .insert(peerMetrics)
      .values({ accountId: second, igUserId: 'ig-requester-second', source: 'platform', ...place, followers: 2_000, postsPerWeek: 3 });
    await insertPlatformPeer(db(), { ...place, followers: 2_000, postsPerWeek: 3, igUserId: 'ig-requester-second' });
    // One account connected by two users: two rows, one peer.
    const sharedOwner = await insertUser(db());
    await insertPlatformPeer(db(), { ...place, followers: 4_000, postsPerWeek: 1, igUserId: 'ig-shared', userId: sharedOwner });
    await insertPlatformPeer(db(), { ...place, followers: 4_000, postsPerWeek: 1, igUserId: 'ig-shared' });
    // Not synced for 15 days: no longer counts.
    await insertPlatformPeer(db(), { ...place, followers: 1_500, postsPerWeek: 2, computedAt: new Date(Date.now() - 15 * DAY_MS) });
    for (const postsPerWeek of [2, 4, 5]) await insertPlatformPeer(db(), { ...place, followers: 1_200, postsPerWeek });

    const four = (await peers(token, `accountId=${accountId}`)).json<PeerComparison>();
    expect(four.cohort.kind).toBe('benchmark');

    await insertPlatformPeer(db(), { ...place, followers: 4_999, postsPerWeek: 6 });
    const five = (await peers(token, `accountId=${accountId}`)).json<PeerComparison>();
    expect(five.cohort).toMatchObject({ kind: 'live', size: 5 });
    expect(metric(five, 'postingFrequency').distribution).toEqual({ p10: 1.4, p25: 2, p50: 4, p75: 5, p90: 5.6 });
    // No posts of its own: 0 a week, below every peer.
    expect(metric(five, 'postingFrequency')).toMatchObject({ value: 0, percentile: 0 });
    // Neither the account nor any peer has a public ER: a live cohort still shows nothing for that metric.
    expect(metric(five, 'publicEr')).toMatchObject({ value: null, percentile: null, distribution: null });
  });
});

describe('GET /api/analytics/peers keeps the demo world and real accounts apart', () => {
  it('never counts generated peers or demo-transport accounts for a real account, nor real accounts for a demo one', async () => {
    const { token, userId } = await signedInUser();
    const place = { nicheId: 'travel', countryCode: 'PT' };
    const realAccount = await insertAccount(db(), userId, { ...place, followersCount: 3_000 });
    const demoAccount = await insertAccount(db(), userId, { ...place, followersCount: 3_000, loginFlavour: 'demo' });
    const cohortOf = async (accountId: string) => (await peers(token, `accountId=${accountId}`)).json<PeerComparison>().cohort;
    // Five generated peers and five demo-transport accounts (someone else's "Try the demo"), all in the cohort's place and tier.
    for (const postsPerWeek of [1, 2, 3, 4, 5]) {
      await insertDemoPeer(db(), { ...place, followers: 2_000, postsPerWeek });
      await insertPlatformPeer(db(), { ...place, followers: 2_500, postsPerWeek, loginFlavour: 'demo' });
    }

    expect(await cohortOf(realAccount)).toMatchObject({ kind: 'benchmark' });
    expect(await cohortOf(demoAccount)).toMatchObject({ kind: 'live', size: 10 });

    for (const postsPerWeek of [1, 2, 3, 4, 5]) await insertPlatformPeer(db(), { ...place, followers: 4_000, postsPerWeek });

    expect(await cohortOf(realAccount)).toMatchObject({ kind: 'live', size: 5 });
    expect(await cohortOf(demoAccount)).toMatchObject({ kind: 'live', size: 10 });
  });
});

describe('GET /api/analytics/peers below MIN_COHORT', () => {
  it('tells nothing about the 1–4 other accounts that narrow filters isolate', async () => {
    const { token, userId } = await signedInUser();
    const place = { nicheId: 'weddings-events', countryCode: 'IS' };
    const accountId = await insertAccount(db(), userId, { ...place, followersCount: 800 });
    const second = await insertAccount(db(), userId, { ...place, followersCount: 900, igUserId: 'ig-own-wedding' });
    await db()
      .insert(peerMetrics)
      .values({ accountId: second, igUserId: 'ig-own-wedding', source: 'platform', ...place, followers: 900, publicEr: 0.2, postsPerWeek: 9 });
    const lonely = { publicEr: 0.123456, followerGrowthPct: 7.654321, postsPerWeek: 3.141592, avgInteractions: 98_765 };
    await insertPlatformPeer(db(), { ...place, followers: 700, ...lonely });

    for (let others = 1; others <= 4; others += 1) {
      if (others > 1) await insertPlatformPeer(db(), { ...place, followers: 600 + others, ...lonely });
      const response = await peers(token, `accountId=${accountId}`);
      expect(response.statusCode).toBe(200);
      const comparison = response.json<PeerComparison>();
      expect(comparison.cohort).toEqual({ kind: 'benchmark', reason: expect.stringContaining('Fewer than 5'), source: expect.stringContaining('HypeAuditor') });
      expect(comparison.cohort).not.toHaveProperty('size');
      for (const entry of comparison.metrics) expect(entry).toMatchObject({ percentile: null, distribution: null });
      expect(metric(comparison, 'publicEr').benchmark).toBe(0.1058);
      // No figure of the others, nor how many they are, appears anywhere in the answer.
      const text = response.body;
      for (const hint of ['0.1234', '7.654', '0.0765', '3.1415', '98765', `"size"`, ` ${others} `]) expect(text).not.toContain(hint);
    }
  });

  it('falls back when the chosen niche and country have no peers, and names why when the account has no niche', async () => {
    const { token, userId } = await signedInUser();
    const accountId = await insertAccount(db(), userId, { nicheId: null, countryCode: null, followersCount: 50 });
    const unplaced = (await peers(token, `accountId=${accountId}`)).json<PeerComparison>();
    expect(unplaced).toMatchObject({ nicheId: null, countryCode: null, cohort: { kind: 'benchmark', reason: expect.stringContaining('niche and country') } });
    const chosen = (await peers(token, `accountId=${accountId}&nicheId=gaming&countryCode=JP`)).json<PeerComparison>();
    expect(chosen).toMatchObject({
      nicheId: 'gaming',
      countryCode: 'JP',
      tier: { label: '0–1K' },
      cohort: { kind: 'benchmark', reason: expect.stringContaining('Gaming accounts in Japan with 0–1K followers') },
    });
  });
});

describe('GET /api/analytics/peers input', () => {
  it('answers 400 naming the field, 404 for another user’s account and 401 without a session', async () => {
    const { token, userId } = await signedInUser();
    const accountId = await insertAccount(db(), userId, { nicheId: 'travel', countryCode: 'BR', followersCount: 1_000 });
    const stranger = await signedInUser();
    const cases: Array<[string, number, string | null]> = [
      [`accountId=${accountId}&nicheId=underwater-basket-weaving`, 400, 'nicheId'],
      [`accountId=${accountId}&countryCode=XX`, 400, 'countryCode'],
      [`accountId=${accountId}&countryCode=bra`, 400, 'countryCode'],
      [`accountId=${accountId}&nicheId=${'n'.repeat(65)}`, 400, 'nicheId'],
      ['accountId=not-a-uuid', 400, 'accountId'],
      ['', 400, 'accountId'],
      [`accountId=${accountId}&extra=1`, 400, 'extra'],
    ];
    for (const [query, status, field] of cases) {
      const response = await peers(token, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status });
      expect(response.json<ApiError>().message).toMatch(new RegExp(`^${field}`));
    }
    expect((await peers(stranger.token, `accountId=${accountId}`)).statusCode).toBe(404);
    const anonymous = await route.getSignedOut(`accountId=${accountId}`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the account’s peer row in the niche and country the user sets', async () => {
    const { token, userId } = await signedInUser();
    const accountId = await insertAccount(db(), userId, { nicheId: 'travel', countryCode: 'BR', followersCount: 1_000 });
    await db()
      .insert(peerMetrics)
      .values({ accountId, igUserId: `ig-${accountId}`, source: 'platform', nicheId: 'travel', countryCode: 'BR', followers: 1_000, postsPerWeek: 2 });
    const patch = (payload: object) =>
      route.harness().app.inject({ method: 'PATCH', url: `/api/connectors/instagram/accounts/${accountId}`, headers: bearer(token), payload });
    expect((await patch({ nicheId: 'photography', countryCode: 'PT' })).statusCode).toBe(200);
    const [moved] = await db().select().from(peerMetrics).where(eq(peerMetrics.accountId, accountId));
    expect(moved).toMatchObject({ nicheId: 'photography', countryCode: 'PT' });
    expect((await patch({ timezone: 'Europe/Lisbon' })).statusCode).toBe(200);
    expect((await patch({ nicheId: null })).statusCode).toBe(200);
    const [cleared] = await db().select().from(peerMetrics).where(eq(peerMetrics.accountId, accountId));
    expect(cleared).toMatchObject({ nicheId: null, countryCode: 'PT' });
  });
});

function expectDistribution(entry: PeerMetric, expected: Record<'p10' | 'p25' | 'p50' | 'p75' | 'p90', number>) {
  expect(entry.distribution).not.toBeNull();
  for (const [key, value] of Object.entries(expected)) expect(entry.distribution![key as keyof typeof expected]).toBeCloseTo(value, 6);
}
