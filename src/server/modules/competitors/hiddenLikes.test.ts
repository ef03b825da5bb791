/**
 * A competitor post whose owner hides its like count: Meta leaves like_count out of business_discovery's media
 * ("If indirectly querying an IG Media through another endpoint or field expansion, the like_count field will be
 * omitted from API responses if the media owner has hidden like counts on it",
 * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media). The real app
 * looks the competitor up through the real Graph client against documented answers on loopback (no demo world),
 * stores the post's likes unknown, answers them unknown, and leaves the post out of average likes and public ER.
 */
import { eq } from 'drizzle-orm';
import type { CompetitorAnalytics, CompetitorList, CompetitorPostsPage, CompetitorRow } from '../../../shared/competitors';
import { calendarDateIn } from '../../../shared/period';
import { competitorMedia } from '../../db/schema';
import {
  DISCOVERED_FOLLOWERS,
  DISCOVERED_MEDIA,
  DISCOVERED_USERNAME,
  DISCOVERY_ASKER,
  documentedDiscoveryRoutes,
} from '../../meta/testing/documented/businessDiscoveryAnswers';
import { startDocumentedServer, type DocumentedServer } from '../../meta/testing/documented/documentedServer';
import { createTestApp, type TestApp } from '../../test/helpers';
import { saveConnection } from '../connectors/testing/savedConnection';
import { signIn, type SignedIn } from './testing/competitorApp';

jest.setTimeout(90_000);

const NOW = new Date();
let server: DocumentedServer;
let testApp: TestApp;
let owner: SignedIn;
let accountId: string;

beforeAll(async () => {
  server = await startDocumentedServer(documentedDiscoveryRoutes(NOW));
  const metaApp = { appId: 'documented-app', appSecret: 'documented-secret' };
  testApp = await createTestApp({
    metaGraphUrl: server.url,
    instagramGraphUrl: server.url,
    instagramApiUrl: server.url,
    facebook: metaApp,
    instagram: metaApp,
    sync: { sweepCron: '0 0 1 1 *' },
  });
  owner = await signIn(testApp.app);
  const [saved] = await saveConnection(testApp.app.db, owner.userId, {
    flavour: 'facebook',
    accessTokenEnc: testApp.app.tokenCipher.encrypt('documented-token'),
    tokenExpiresAt: null,
    tokenIssuedAt: new Date(),
    accounts: [{ igUserId: DISCOVERY_ASKER, username: 'asker', name: null, profilePicUrl: null, pageId: null, pageName: null }],
  });
  accountId = saved.id;
});
afterAll(async () => {
  await testApp?.close();
  await server?.close();
});

const get = <T>(url: string) => testApp.app.inject({ method: 'GET', url, headers: owner.headers }).then((response) => response.json<T>());

describe('a competitor post whose likes its owner hides (like_count left out of business_discovery)', () => {
  it('is stored and answered with unknown likes, and left out of average likes and public ER, never counted as 0', async () => {
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/competitors',
      headers: owner.headers,
      payload: { accountId, username: DISCOVERED_USERNAME },
    });
    expect(added.statusCode).toBe(201);
    const { id } = added.json<CompetitorRow>();

    const stored = await testApp.app.db
      .select({ igMediaId: competitorMedia.igMediaId, likes: competitorMedia.likes, comments: competitorMedia.comments })
      .from(competitorMedia)
      .where(eq(competitorMedia.competitorId, id));
    expect(new Map(stored.map((post) => [post.igMediaId, post.likes]))).toEqual(
      new Map<string, number | null>([
        [DISCOVERED_MEDIA[0].id, 5837],
        [DISCOVERED_MEDIA[1].id, null],
        [DISCOVERED_MEDIA[2].id, 4203],
      ]),
    );

    const posts = await get<CompetitorPostsPage>(`/api/competitors/${id}/posts`);
    const hidden = posts.data.find((post) => post.igMediaId === DISCOVERED_MEDIA[1].id);
    expect(hidden).toMatchObject({ likes: null, comments: 11, publicEr: null, breakout: false });

    // The last week on the tracking account's clock (UTC, the default): every post of the lookup is in it.
    const to = calendarDateIn(NOW, 'UTC');
    const from = calendarDateIn(new Date(NOW.getTime() - 6 * 86_400_000), 'UTC');
    const list = await get<CompetitorList>(`/api/competitors?accountId=${accountId}&from=${from}&to=${to}`);
    const row = list.rows.find((candidate) => candidate.id === id)!;
    const rate = (likes: number, comments: number) => (likes + comments) / DISCOVERED_FOLLOWERS;
    expect(row).toMatchObject({
      posts: 3,
      // (5,837 + 4,203) ÷ 2, not ÷ 3 as if the hidden post had 0 likes.
      avgLikes: 5020,
      postsWithHiddenLikes: 1,
      avgComments: (50 + 11 + 37) / 3,
      publicEr: expect.closeTo((rate(5837, 50) + rate(4203, 37)) / 2, 12),
    });

    const analytics = await get<CompetitorAnalytics>(`/api/competitors/${id}/analytics?from=${from}&to=${to}`);
    expect(analytics.sideBySide.competitor).toMatchObject({ avgLikes: 5020, postsWithHiddenLikes: 1 });
    // The format counts the post; its average public ER is over the two whose likes are known.
    expect(analytics.formats).toEqual([{ mediaType: 'IMAGE', posts: 3, avgPublicEr: expect.closeTo((rate(5837, 50) + rate(4203, 37)) / 2, 12) }]);
  });
});
