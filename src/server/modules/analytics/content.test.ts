import type { ContentAnalysis } from '../../../shared/analytics';
import { igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import { buildSystemPrompt } from '../../ai/systemPrompt';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { getAccountInsights } from './service';

/**
 * June 2025 on a 1,000-follower account (UTC clock), every figure worked out by hand (a past month:
 * periods may not end after tomorrow; it has November 2026's calendar, 30 days from a Sunday):
 * 5 reels on Mondays 18:00 (reach 2,000, public ER 10%, long captions with 2 hashtags, an emoji and a
 * call to action), 5 images on Wednesdays 08:00 (reach 800, ER 4%, one-word captions) and 1 carousel
 * (reach 1,000, ER 5%, "#fit" only) on a Friday: too few to be reliable on its own.
 */
let harness: TestApp;
let token: string;
let ownerId: string;
let accountId: string;
const LONG_CAPTION = `💪 ${'x'.repeat(150)} Link in bio #fit #Gym`;

beforeAll(async () => {
  harness = await createTestApp();
  const user = await registerUser(harness.app);
  token = user.accessToken;
  ownerId = user.user.id;
  const db = harness.database.db;
  const [account] = await db.insert(igAccounts).values({ userId: user.user.id, igUserId: 'ig-content', username: 'content', followersCount: 1_000, timezone: 'UTC' }).returning();
  accountId = account.id;
  await db.insert(igAccountDaily).values(Array.from({ length: 30 }, (_, i) => ({ accountId, date: `2025-06-${String(i + 1).padStart(2, '0')}`, followers: 1_000 })));
  const mondays = ['02', '09', '16', '23', '30'];
  const wednesdays = ['04', '11', '18', '25', '04'];
  await db.insert(igMedia).values([
    ...mondays.map((day, i) => ({ accountId, igMediaId: `r${i}`, mediaType: 'REELS' as const, caption: LONG_CAPTION, postedAt: new Date(`2025-06-${day}T18:00:00Z`), likes: 80, comments: 20, reach: 2_000 })),
    ...wednesdays.map((day, i) => ({ accountId, igMediaId: `i${i}`, mediaType: 'IMAGE' as const, caption: 'Morning', postedAt: new Date(`2025-06-${day}T08:0${i}:00Z`), likes: 30, comments: 10, reach: 800 })),
    { accountId, igMediaId: 'c0', mediaType: 'CAROUSEL_ALBUM' as const, caption: '#fit', postedAt: new Date('2025-06-06T12:00:00Z'), likes: 50, comments: 0, reach: 1_000 },
  ]);
  // Opening a database, migrating it and hashing a password can take seconds on a loaded CI machine.
}, 60_000);

afterAll(() => harness.close());

async function analysis(from = '2025-06-01', to = '2025-06-30'): Promise<ContentAnalysis> {
  const response = await harness.app.inject({ method: 'GET', url: `/api/analytics/content?accountId=${accountId}&from=${from}&to=${to}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const pick = (groups: ContentAnalysis['formats']) => groups.map(({ label, posts, avgPublicEr, avgReach, reliable }) => [label, posts, avgPublicEr === null ? null : Number(avgPublicEr.toFixed(6)), avgReach, reliable]);

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
    expect(weekdays.map(({ label, posts }) => [label, posts])).toEqual([['Monday', 5], ['Wednesday', 5], ['Friday', 1]]);
    expect(hours.map(({ label, posts }) => [label, posts])).toEqual([['08:00', 5], ['12:00', 1], ['18:00', 5]]);
  });

  it('ranks concrete recommendations drawn from those figures, strongest first', async () => {
    const { recommendations } = await analysis();
    expect(recommendations.map((r) => r.id)).toEqual(['format', 'weekday', 'hour', 'caption-length', 'emoji', 'call-to-action']);
    expect(recommendations[0]).toEqual({
      id: 'format',
      text: 'Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels.',
      basis: 'Mean reach: Reels 2,000 over 5 posts, Images 800 over 5 posts.',
    });
    expect(recommendations[1].text).toBe('Post on Mondays: they engage 2.5× better than Wednesdays.');
    expect(recommendations[3].text).toBe('Write captions of 150–299 characters: they engage 2.4× better than under 50 characters.');
  });

  it('makes no recommendation from a period with too few posts', async () => {
    const result = await analysis('2025-06-01', '2025-06-06');
    expect(result.sampleSize).toBe(4);
    expect(result.formats.every((group) => !group.reliable)).toBe(true);
    expect(result.recommendations).toEqual([]);
  });

  it("answers 404 for another user's account and names a bad field", async () => {
    const stranger = await registerUser(harness.app);
    const foreign = await harness.app.inject({ method: 'GET', url: `/api/analytics/content?accountId=${accountId}&from=2025-06-01&to=2025-06-30`, headers: bearer(stranger.accessToken) });
    expect(foreign.statusCode).toBe(404);
    const bad = await harness.app.inject({ method: 'GET', url: `/api/analytics/content?accountId=nope&from=2025-06-01&to=2025-06-30`, headers: bearer(token) });
    expect(bad.json().details).toEqual([{ field: 'accountId', message: 'accountId must be an account id' }]);
  });
});

describe('the chat grounding', () => {
  it('quotes the content page’s own figures for its default 90 days', async () => {
    const now = new Date('2025-06-30T12:00:00Z');
    const page = await analysis('2025-04-02', '2025-06-30');
    const insights = await getAccountInsights(harness.database.db, ownerId, accountId, now);
    expect(insights?.contentFindings).toEqual({
      from: '2025-04-02',
      to: '2025-06-30',
      sampleSize: 11,
      formula: page.formula,
      recommendations: page.recommendations.map(({ text, basis }) => ({ text, basis })),
    });
    const prompt = buildSystemPrompt({ topic: 'AI Assistant', insights });
    expect(prompt).toContain('- Reels reach 2.5× more accounts than images for you; 5 of your last 11 posts were reels. (Mean reach: Reels 2,000 over 5 posts, Images 800 over 5 posts.)');
  });
});
