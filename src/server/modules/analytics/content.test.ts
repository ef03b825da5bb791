import type { ContentAnalysis } from '../../../shared/analytics';
import { igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import { buildSystemPrompt } from '../../ai/systemPrompt';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../../test/helpers';
import { getAccountInsights } from '../assistant/public';

/**
 * June 2025 on a 1,000-follower account (UTC clock), every figure worked out by hand (a past month:
 * periods may not end after tomorrow; it has November 2026's calendar, 30 days from a Sunday):
 * 5 reels on Mondays 18:00 (mean reach 2,000, mean public ER 10%, long captions with 2 hashtags, an emoji
 * and a call to action), 5 images on Wednesdays 08:00 (mean reach 800, ER 4%, one-word captions) and 1 carousel
 * (reach 1,000, ER 5%, "#fit" only) on a Friday: too few to be reliable on its own.
 */
let harness: TestApp;
let token: string;
let ownerId: string;
let accountId: string;
const LONG_CAPTION = `💪 ${'x'.repeat(150)} Link in bio #fit #Gym`;
// Spread around the group means (80 likes and 2,000 reach per reel, 30 and 800 per image), so the
// recommendations' intervals have a variance to work with.
const REEL_LIKES = [70, 80, 90, 75, 85];
const REEL_REACH = [1_800, 2_000, 2_200, 1_900, 2_100];
const IMAGE_LIKES = [25, 30, 35, 28, 32];
const IMAGE_REACH = [700, 800, 900, 750, 850];

beforeAll(async () => {
  harness = await createTestApp();
  const user = await registerUser(harness.app);
  token = user.accessToken;
  ownerId = user.user.id;
  const db = harness.database.db;
  const [account] = await db
    .insert(igAccounts)
    .values({ userId: user.user.id, igUserId: 'ig-content', username: 'content', followersCount: 1_000, timezone: 'UTC' })
    .returning();
  accountId = account.id;
  await db
    .insert(igAccountDaily)
    .values(Array.from({ length: 30 }, (_, i) => ({ accountId, date: `2025-06-${String(i + 1).padStart(2, '0')}`, followers: 1_000 })));
  const mondays = ['02', '09', '16', '23', '30'];
  const wednesdays = ['04', '11', '18', '25', '04'];
  await db.insert(igMedia).values([
    ...mondays.map((day, i) => ({
      accountId,
      igMediaId: `r${i}`,
      mediaType: 'REELS' as const,
      caption: LONG_CAPTION,
      postedAt: new Date(`2025-06-${day}T18:00:00Z`),
      likes: REEL_LIKES[i],
      comments: 20,
      reach: REEL_REACH[i],
    })),
    ...wednesdays.map((day, i) => ({
      accountId,
      igMediaId: `i${i}`,
      mediaType: 'IMAGE' as const,
      caption: 'Morning',
      postedAt: new Date(`2025-06-${day}T08:0${i}:00Z`),
      likes: IMAGE_LIKES[i],
      comments: 10,
      reach: IMAGE_REACH[i],
    })),
    {
      accountId,
      igMediaId: 'c0',
      mediaType: 'CAROUSEL_ALBUM' as const,
      caption: '#fit',
      postedAt: new Date('2025-06-06T12:00:00Z'),
      likes: 50,
      comments: 0,
      reach: 1_000,
    },
  ]);
  // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
}, 60_000);

afterAll(() => harness.close());

async function analysis(from = '2025-06-01', to = '2025-06-30'): Promise<ContentAnalysis> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/analytics/content?accountId=${accountId}&from=${from}&to=${to}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const pick = (groups: ContentAnalysis['formats']) =>
  groups.map(({ label, posts, avgPublicEr, avgReach, reliable }) => [
    label,
    posts,
    avgPublicEr === null ? null : Number(avgPublicEr.toFixed(6)),
    avgReach,
    reliable,
  ]);

describe('GET /api/analytics/content', () => {
  it('compares formats with their sample sizes, marking groups under 5 posts as not reliable', async () => {
    const { formats, sampleSize } = await analysis();
    expect(sampleSize).toBe(11);
    expect(pick(formats)).toEqual([
      ['Images', 5, 0.04, 800, true],
      ['Reels', 5, 0.1, 2_000, true],
      ['Carousels', 1, 0.05, 1_000, false],
    ]);
  });

  it('groups by caption length, hashtag count, emoji and call to action', async () => {
    const result = await analysis();
    expect(pick(result.captionLengths)).toEqual([
      ['Under 50 characters', 6, 0.041667, 833.3333333333334, true],
      ['150–299 characters', 5, 0.1, 2_000, true],
    ]);
    expect(pick(result.hashtagCounts)).toEqual([
      ['No hashtags', 5, 0.04, 800, true],
      ['1–3 hashtags', 6, 0.091667, 1_833.3333333333333, true],
    ]);
    expect(pick(result.emoji)).toEqual([
      ['With emoji', 5, 0.1, 2_000, true],
      ['Without emoji', 6, 0.041667, 833.3333333333334, true],
    ]);
    expect(pick(result.callToAction).map(([label, posts]) => [label, posts])).toEqual([
      ['With a call to action', 5],
      ['Without a call to action', 6],
    ]);
  });

  it('ranks hashtags case-insensitively by the public ER of the posts that used them', async () => {
    const { topHashtags, bottomHashtags } = await analysis();
    expect(pick(topHashtags)).toEqual([
      ['#gym', 5, 0.1, 2_000, true],
      ['#fit', 6, 0.091667, 1_833.3333333333333, true],
    ]);
    expect(bottomHashtags).toEqual([]);
  });

  it('reads weekdays (Monday first) and hours on the account’s clock', async () => {
    const { weekdays, hours } = await analysis();
    expect(weekdays.map(({ label, posts }) => [label, posts])).toEqual([
      ['Monday', 5],
      ['Wednesday', 5],
      ['Friday', 1],
    ]);
    expect(hours.map(({ label, posts }) => [label, posts])).toEqual([
      ['08:00', 5],
      ['12:00', 1],
      ['18:00', 5],
    ]);
  });

  it('recommends only what the evidence settles, each with its interval, surest effect first', async () => {
    const { recommendations, undecided } = await analysis();
    expect(recommendations.map((r) => r.id)).toEqual(['weekday', 'hour', 'format', 'caption-length', 'emoji', 'call-to-action']);
    const format = recommendations[2];
    expect(format.text).toBe('Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels.');
    // Reach: reels 1,800–2,200 (mean 2,000, variance 25,000), images 700–900 (mean 800, variance 6,250).
    expect(format.basis).toBe('Mean reach: Reels 2,000 over 5 posts, Images 800 over 5 posts; ratio 2.50×, 95% CI 2.19–2.85×.');
    expect(format.effect).toMatchObject({
      metric: 'reach',
      ratio: 2.5,
      confidence: 0.95,
      comparisons: 1,
      better: { label: 'Reels', posts: 5, mean: 2_000 },
      worse: { label: 'Images', posts: 5, mean: 800 },
    });
    expect(recommendations[0].text).toBe('Post on Mondays: they engage 2.5× better than Wednesdays.');
    expect(recommendations[1].text).toBe('Post around 18:00, your best hour: it engages 2.5× better than 08:00.');
    expect(recommendations[3].text).toBe('Write captions of 150–299 characters: they engage 2.4× better than under 50 characters.');
    for (const r of recommendations) expect(r.effect.low).toBeGreaterThan(1);
    // The carousel is the only other format: one post cannot be compared, and nothing else is left open.
    expect(undecided).toEqual([]);
  });

  it('names the same best hour as the dashboard, from the same ranking', async () => {
    const { bestTimes } = await analysis();
    expect(bestTimes.hours.map((h) => [h.hour, h.posts])).toEqual([
      [18, 5],
      [8, 5],
    ]);
    expect(bestTimes).toMatchObject({ priorPosts: 5, minPosts: 3, postsRated: 11, timezone: 'UTC' });
    // (5 × 10% + 5 × the account's 6.82%) ÷ 10
    expect(bestTimes.hours[0].estimatedPublicEr).toBeCloseTo((5 * 0.1 + 5 * (0.75 / 11)) / 10, 10);
  });

  it('makes no recommendation from a period with too few posts', async () => {
    const result = await analysis('2025-06-01', '2025-06-06');
    expect(result.sampleSize).toBe(4);
    expect(result.formats.every((group) => !group.reliable)).toBe(true);
    expect(result.recommendations).toEqual([]);
    // Each comparison the page would make says why it cannot yet, with its counts.
    const format = result.undecided.find((u) => u.id === 'format');
    expect(format).toEqual({
      id: 'format',
      text: 'Format: not enough posts yet to tell (each side needs 5 posts; Images: 2, Carousels: 1, Reels: 1).',
      groups: [
        { label: 'Images', posts: 2 },
        { label: 'Carousels', posts: 1 },
        { label: 'Reels', posts: 1 },
      ],
      effect: null,
    });
  });

  it("answers 404 for another user's account and names a bad field", async () => {
    const stranger = await registerUser(harness.app);
    const foreign = await harness.app.inject({
      method: 'GET',
      url: `/api/analytics/content?accountId=${accountId}&from=2025-06-01&to=2025-06-30`,
      headers: bearer(stranger.accessToken),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await harness.app.inject({ method: 'GET', url: `/api/analytics/content?accountId=nope&from=2025-06-01&to=2025-06-30`, headers: bearer(token) });
    expect(bad.json<FieldErrorBody>().details).toEqual([{ field: 'accountId', message: 'accountId must be an account id' }]);
  });
});

describe('the chat grounding', () => {
  it('quotes the content page’s own figures for the dashboard’s default 30 days, the days of every other figure it quotes', async () => {
    const now = new Date('2025-06-30T12:00:00Z');
    const page = await analysis('2025-06-01', '2025-06-30');
    const insights = await getAccountInsights(harness.database.db, ownerId, accountId, now);
    expect(insights?.period).toMatchObject({ from: '2025-06-01', to: '2025-06-30' });
    expect(insights?.contentFindings).toEqual({
      from: '2025-06-01',
      to: '2025-06-30',
      sampleSize: page.sampleSize,
      formula: page.formula,
      recommendations: page.recommendations.map(({ text, basis }) => ({ text, basis })),
    });
    expect(page.recommendations.length).toBeGreaterThan(0);
    const prompt = buildSystemPrompt({ topic: 'AI Assistant', insights });
    for (const { text, basis } of page.recommendations) expect(prompt).toContain(`- ${text} (${basis})`);
  });
});
