import { and, eq } from 'drizzle-orm';
import { igAccountDaily, igAccounts, igAudienceSnapshots, igComments, igMedia } from '../../db/schema';
import { DOCUMENTED_IG_USER, DOCUMENTED_MEDIA, documentedAccountRoutes } from '../../meta/testing/documented/accountAnswers';
import { documentedGateway } from '../../meta/testing/documented/documentedGateway';
import { startDocumentedServer } from '../../meta/testing/documented/documentedServer';
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
