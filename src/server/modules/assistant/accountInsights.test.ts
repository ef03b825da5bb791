import { randomUUID } from 'node:crypto';
import { createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { getAccountInsights } from './accountInsights';
import { seedAccount } from '../analytics/testing/seedAccount';

jest.setTimeout(30_000);

describe('getAccountInsights', () => {
  let testApp: TestApp;
  let userId: string;
  let accountId: string;
  const now = new Date();

  beforeAll(async () => {
    testApp = await createTestApp();
    userId = (await registerUser(testApp.app)).user.id;
    accountId = await seedAccount(testApp.app.db, userId, now);
  }, 60_000);
  afterAll(() => testApp.close());

  it('computes every figure from the stored rows', async () => {
    const insights = await getAccountInsights(testApp.app.db, userId, accountId, now);
    expect(insights).not.toBeNull();
    const i = insights!;
    expect(i.account).toMatchObject({ username: 'corner_cafe', timezone: 'Asia/Tokyo', nicheId: 'food-drink', countryCode: 'DE' });
    expect(i.followers.value).toBe(12_300);
    expect(i.growth).toMatchObject({ net: 300, percent: 2.5, days: 30 });
    expect(i.topPosts.posts[0]).toMatchObject({ captionExcerpt: '5 mistakes that kill your morning routine', mediaType: 'REELS' });
    expect(i.topPosts.posts[0].publicEr).toBeCloseTo(976 / 12_200, 6);
    expect(i.topPosts.posts).toHaveLength(5);
    expect(i.publicEr.postsCounted).toBe(12);
    // Own ER: every post has saves 20 + shares 10 on a reach of 5,000.
    expect(i.ownEr.value).toBeCloseTo((3_900 + 271 + 12 * 30) / 12 / 5_000, 6);
    expect(i.postingFrequency.postsPerWeek).toBeCloseTo((12 / 30) * 7, 6);
    expect(i.formatMix.formats.map((f) => [f.mediaType, f.posts])).toEqual([
      ['REELS', 3],
      ['CAROUSEL_ALBUM', 3],
      ['VIDEO', 1],
      ['IMAGE', 5],
    ]);
    // Best time is the dashboard's ranking over the content assistant's 90 days (bestTime.ts). Every seeded
    // post was made at the hour `now` is in Tokyo, so that hour holds all 12 and its estimate is the account's mean.
    const tokyoHour = Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Tokyo' }).format(now));
    expect(i.bestTimes).toMatchObject({ timezone: 'Asia/Tokyo', postsRated: 12, priorPosts: 5, minPosts: 3 });
    expect(i.bestTimes.hours.map((h) => [h.hour, h.posts])).toEqual([[tokyoHour, 12]]);
    expect(i.bestTimes.hours[0].estimatedPublicEr).toBeCloseTo(i.bestTimes.accountMeanPublicEr!, 12);
    expect(i.bestTimes.hours[0].meanPublicEr).toBeCloseTo(i.bestTimes.accountMeanPublicEr!, 12);
    // The account's real competitors on the public formulas over the last 30 days (seedAccount's RIVALS):
    // bean_there 13 posts of 560 ÷ 40,000; rival_roasters 28 posts of (320 − d) ÷ (8,000 − 25d) = 4%,
    // its 5,000-like post of 40 days ago left out.
    expect(i.competitors.items).toEqual([
      { username: 'bean_there', followers: 40_000, publicEr: expect.closeTo(560 / 40_000, 12), postsPerWeek: expect.closeTo((13 / 30) * 7, 12) },
      { username: 'rival_roasters', followers: 8_000, publicEr: expect.closeTo(0.04, 12), postsPerWeek: expect.closeTo((28 / 30) * 7, 12) },
    ]);
    expect(i.competitors.formula).toContain('business_discovery');
    expect(i.tier).toEqual({ label: '5–20K', benchmarkEr: 0.0228, source: expect.stringContaining('HypeAuditor') });
    for (const formula of [
      i.publicEr.formula,
      i.ownEr.formula,
      i.bestTimes.formula,
      i.topPosts.formula,
      i.formatMix.formula,
      i.postingFrequency.formula,
      i.competitors.formula,
      i.growth!.formula,
    ]) {
      expect(formula.length).toBeGreaterThan(10);
    }
  });

  it('is null for an account of another user, an unknown id and a malformed id', async () => {
    const other = (await registerUser(testApp.app)).user.id;
    expect(await getAccountInsights(testApp.app.db, other, accountId)).toBeNull();
    expect(await getAccountInsights(testApp.app.db, userId, randomUUID())).toBeNull();
    expect(await getAccountInsights(testApp.app.db, userId, "1' OR '1'='1")).toBeNull();
  });

  it('reports missing figures as unknown for an account without posts or history', async () => {
    const { user } = await registerUser(testApp.app);
    const { igAccounts } = await import('../../db/schema');
    const [empty] = await testApp.app.db
      .insert(igAccounts)
      .values({ userId: user.id, igUserId: 'empty', username: 'new_account', timezone: 'Not/AZone' })
      .returning();
    const insights = await getAccountInsights(testApp.app.db, user.id, empty.id);
    expect(insights).toMatchObject({
      growth: null,
      publicEr: { value: null, postsCounted: 0 },
      ownEr: { value: null, postsCounted: 0 },
      bestTimes: { hours: [], postsRated: 0, accountMeanPublicEr: null, timezone: 'UTC' },
      topPosts: { posts: [] },
      competitors: { items: [] },
      tier: { label: '0–1K', benchmarkEr: 0.1058 },
    });
  });
});
