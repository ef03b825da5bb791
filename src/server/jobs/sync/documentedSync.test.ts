import { and, eq } from 'drizzle-orm';
import { igAccountDaily, igAccounts, igAudienceSnapshots, igComments, igMedia } from '../../db/schema';
import { DOCUMENTED_IG_USER, DOCUMENTED_MEDIA, documentedAccountRoutes } from '../../meta/testing/documented/accountAnswers';
import { documentedGateway } from '../../meta/testing/documented/documentedGateway';
import { startDocumentedServer } from '../../meta/testing/documented/documentedServer';
import { computeOverview, lastDaysOn, ownPublicFigures, periodScopeFor } from '../../modules/analytics/public';
import { findPosts, toMedia } from '../../modules/posts/public';
import { insertConnectedAccount, useDocumentedWorld } from '../testing/syncFixtures';
import { readStatus } from './progress';
import { syncAccount } from './syncAccount';

const NOW = new Date('2026-11-20T12:00:00Z');

const world = useDocumentedWorld(documentedAccountRoutes(NOW), NOW);

const isDemographics = (request: { path: string; query: Record<string, string> }) => /_demographics$/.test(request.query.metric ?? '');
const audienceRows = async (accountId: string) =>
  new Map((await world.database.db.select().from(igAudienceSnapshots).where(eq(igAudienceSnapshots.accountId, accountId))).map((row) => [row.audience, row]));

describe('a sync against answers shaped as Meta documents them (no demo world behind)', () => {
  it('stores what Meta served, leaves what it withheld unknown, and says which source was refused', async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');

    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');

    const media = new Map((await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId))).map((row) => [row.igMediaId, row]));
    expect(media.get(DOCUMENTED_MEDIA[0])).toMatchObject({ views: 400, reach: 12, saves: 3, shares: 0, totalInteractions: 14, likes: 10, comments: 1 });
    // An empty data set and "not enough viewers" are unknown, never 0; the public counts are still stored.
    for (const id of DOCUMENTED_MEDIA.slice(1)) {
      expect(media.get(id)).toMatchObject({ views: null, reach: null, saves: null, shares: null, totalInteractions: null });
      expect(media.get(id)?.likes).toBeGreaterThan(0);
    }
    const comments = await world.database.db
      .select()
      .from(igComments)
      .innerJoin(igMedia, eq(igMedia.id, igComments.mediaId))
      .where(eq(igMedia.accountId, accountId));
    expect(comments.map((row) => row.ig_comments.igCommentId)).toEqual(['17870913679156914']);

    const days = await world.database.db.select().from(igAccountDaily).where(eq(igAccountDaily.accountId, accountId));
    expect(days.find((day) => day.date === '2026-11-20')).toMatchObject({ followers: 267788 });
    expect(days.filter((day) => day.newFollowers === 30)).toHaveLength(30);
    expect(days.every((day) => day.onlineFollowers === null)).toBe(true);

    const status = await readStatus(world.database.db, accountId);
    expect(status?.refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'media_insights', kind: 'not_offered', code: 10, count: 1 }),
        expect.objectContaining({ source: 'online_followers', kind: 'permission', permission: 'instagram_manage_insights' }),
      ]),
    );
    expect(world.server.requests.map((request) => request.query.metric ?? '').join(',')).not.toMatch(/impressions|plays|video_views/);
  });

  it('stores the audience Meta served, each breakdown it answered empty as not offered, and an audience it returned nothing of as not offered', async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');
    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');

    const rows = await audienceRows(accountId);
    expect(rows.get('followers')).toMatchObject({ notOffered: null, timeframe: 'this_month' });
    expect(rows.get('followers')?.ageGender).toContainEqual({ age: '25-34', gender: 'F', value: 5210 });
    expect(rows.get('followers')?.countries?.[0]).toEqual({ key: 'US', value: 9020 });
    expect(rows.get('followers')?.cities?.[0]).toEqual({ key: 'Los Angeles, California', value: 1315 });
    // The engaged audience's age and city reads answered Meta's empty data set: not offered ([]), not unknown (null).
    expect(rows.get('engaged')).toMatchObject({ ageGender: [], cities: [], notOffered: null });
    expect(rows.get('engaged')?.countries?.[0]).toEqual({ key: 'US', value: 3 });
    expect(rows.get('reached')).toMatchObject({ ageGender: null, countries: null, cities: null });
    expect(rows.get('reached')?.notOffered).toMatch(/reached_audience_demographics/);
    const status = await readStatus(world.database.db, accountId);
    expect(status?.refusals).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'audience', kind: 'not_offered' })]));
    expect(status?.refusals.some((refusal) => refusal.source === 'audience' && refusal.kind !== 'not_offered')).toBe(false);

    // Settled for the day: a later sync that day asks Meta for no demographics again.
    const before = world.server.requests.length;
    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');
    expect(world.server.requests.slice(before).filter(isDemographics)).toEqual([]);
  });

  it("asks for a partly offered audience once a day of the account's clock, and again the next day there", async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');
    // São Paulo (UTC−3): 12:00 UTC on 20 November is 09:00 there, and 01:00 UTC on the 21st still the 20th.
    await world.database.db.update(igAccounts).set({ timezone: 'America/Sao_Paulo' }).where(eq(igAccounts.id, accountId));
    const syncAt = async (iso: string) => {
      const before = world.server.requests.length;
      await expect(syncAccount({ ...world.deps, now: () => new Date(iso) }, accountId)).resolves.toBe('succeeded');
      return world.server.requests.slice(before).filter(isDemographics);
    };

    expect(await syncAt('2026-11-20T12:00:00Z')).toHaveLength(9);
    expect((await audienceRows(accountId)).get('engaged')).toMatchObject({ takenOn: '2026-11-20', ageGender: [], cities: [] });
    // Past UTC midnight, still the 20th in São Paulo: nothing asked again.
    expect(await syncAt('2026-11-21T01:00:00Z')).toEqual([]);
    // 03:00 UTC is midnight there: the 21st is a new day, read anew, the 20th kept to compare with.
    expect(await syncAt('2026-11-21T03:30:00Z')).toHaveLength(9);
    const days = await world.database.db
      .select({ takenOn: igAudienceSnapshots.takenOn })
      .from(igAudienceSnapshots)
      .where(eq(igAudienceSnapshots.accountId, accountId));
    expect([...new Set(days.map((row) => row.takenOn))].sort()).toEqual(['2026-11-20', '2026-11-21']);
  });

  /**
   * https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-media, like_count: "If indirectly
   * querying an IG Media through another endpoint or field expansion, the like_count field will be omitted from API responses
   * if the media owner has hidden like counts on it. Directly querying the IG Media (which can only be done by the IG Media
   * owner) will return the actual like count". The media list is such an endpoint: the first two posts come without it.
   */
  it('stores a post whose like_count Meta left out (likes hidden) with unknown likes, shows them unknown, and leaves it out of the figures', async () => {
    const routes = documentedAccountRoutes(NOW);
    const withoutLikeCount = (path: string, query: URLSearchParams, origin: string) => {
      const answer = path === `/${DOCUMENTED_IG_USER}/media` ? routes[1](path, query, origin) : null;
      if (!answer || answer.status !== 200) return answer;
      const body = structuredClone(answer.body) as { data: Array<{ id: string; like_count?: number }> };
      for (const post of body.data) if (post.id !== DOCUMENTED_MEDIA[2]) delete post.like_count;
      return { ...answer, body };
    };
    // The post's comment comes without its like_count too.
    const commentWithoutLikeCount = (path: string, query: URLSearchParams, origin: string) => {
      const answer = path === `/${DOCUMENTED_MEDIA[0]}/comments` ? routes[5](path, query, origin) : null;
      if (!answer) return null;
      const body = structuredClone(answer.body) as { data: Array<{ like_count?: number }> };
      for (const comment of body.data) delete comment.like_count;
      return { ...answer, body };
    };
    const hiddenServer = await startDocumentedServer([withoutLikeCount, commentWithoutLikeCount, ...routes]);
    try {
      const deps = { ...world.deps, gateway: documentedGateway(hiddenServer.url) };
      const accountId = await insertConnectedAccount(deps, DOCUMENTED_IG_USER, 'documented-token');
      await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

      const rows = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
      const likes = new Map(rows.map((row) => [row.igMediaId, row.likes]));
      // The first post's likes insight is the owner's own count; the second has none (an empty data set): unknown, not 0.
      expect(likes).toEqual(
        new Map<string, number | null>([
          [DOCUMENTED_MEDIA[0], 10],
          [DOCUMENTED_MEDIA[1], null],
          [DOCUMENTED_MEDIA[2], 12],
        ]),
      );

      // Shown unknown: the posts API answers null, never 0, and sorting by likes puts it last.
      const byLikes = await findPosts(world.database.db, { accountIds: [accountId], sort: 'likes' }, 0, 10);
      const shown = byLikes.rows.map(toMedia);
      expect(shown.map((post) => [post.igMediaId, post.likeCount, post.insights.likes])).toEqual([
        [DOCUMENTED_MEDIA[2], 12, 12],
        [DOCUMENTED_MEDIA[0], 10, 10],
        [DOCUMENTED_MEDIA[1], null, null],
      ]);
      expect(shown[2].engagementRate).toBeNull();
      const [comment] = await world.database.db
        .select({ likeCount: igComments.likeCount })
        .from(igComments)
        .innerJoin(igMedia, eq(igMedia.id, igComments.mediaId))
        .where(eq(igMedia.accountId, accountId));
      expect(comment).toEqual({ likeCount: null });

      // The figures: over the two posts with known likes, the third said to be left out.
      const [account] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
      const scope = periodScopeFor(account);
      const period = lastDaysOn(scope, 30, NOW);
      const followers = account.followersCount;
      const publicEr = (11 / followers + 12 / followers) / 2;
      expect(await ownPublicFigures(world.database.db, account, period)).toMatchObject({
        posts: 3,
        avgLikes: 11,
        postsWithHiddenLikes: 1,
        avgComments: 1 / 3,
        publicEr: expect.closeTo(publicEr, 12),
      });
      const overview = await computeOverview(world.database.db, scope, period);
      expect(overview.postsWithHiddenLikes).toBe(1);
      expect(overview.kpis.posts.value).toBe(3);
      expect(overview.kpis.publicEr.value).toBeCloseTo(publicEr, 12);
      // With 0 likes and 0 comments it was the weakest post (public ER 0); unknown, it is ranked neither way.
      const ranked = [...overview.topPosts, ...overview.bottomPosts].map((post) => post.permalink);
      expect(ranked).not.toContain('https://www.instagram.com/p/Example1/');
      expect([...overview.topPosts, ...overview.bottomPosts].every((post) => post.likes !== null && post.publicEr !== null)).toBe(true);
    } finally {
      await hiddenServer.close();
    }
  });

  it('stores names, captions and comments that carry control characters without failing the sync', async () => {
    const routes = documentedAccountRoutes(NOW);
    // The fields edited below: the profile's name and the media page's captions.
    type EditableBody = { name?: string; data?: { caption?: string }[] };
    const withNul = (answer: ReturnType<(typeof routes)[number]>, edit: (body: EditableBody) => void) => {
      const body = structuredClone(answer!.body) as EditableBody;
      edit(body);
      return { ...answer!, body };
    };
    const nulServer = await startDocumentedServer([
      (path, query, origin) =>
        path === `/${DOCUMENTED_IG_USER}` ? withNul(routes[0](path, query, origin), (body) => (body.name = 'Jay\u0000Pizza\u0007')) : null,
      (path, query, origin) =>
        path === `/${DOCUMENTED_IG_USER}/media`
          ? withNul(routes[1](path, query, origin), (body) => body.data && (body.data[0].caption = 'Line one\nline\u0000two'))
          : null,
      ...routes,
    ]);
    try {
      const nulDeps = { ...world.deps, gateway: documentedGateway(nulServer.url) };
      const accountId = await insertConnectedAccount(nulDeps, DOCUMENTED_IG_USER, 'documented-token');
      await expect(syncAccount(nulDeps, accountId)).resolves.toBe('succeeded');
      const [account] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
      expect(account.name).toBe('Jay Pizza');
      const [post] = await world.database.db
        .select()
        .from(igMedia)
        .where(and(eq(igMedia.accountId, accountId), eq(igMedia.igMediaId, DOCUMENTED_MEDIA[0])));
      expect(post.caption).toBe('Line one\nlinetwo');
    } finally {
      await nulServer.close();
    }
  });
});
