import { and, eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../shared/auth';
import type { AccountSyncStatus, SyncStatusResponse } from '../../../shared/connectors';
import { decodeEncryptionKey } from '../../config';
import { igAccounts, igMedia } from '../../db/schema';
import { createTokenCipher } from '../../lib/tokenCipher';
import { DOCUMENTED_IG_USER } from '../../meta/testing/documented/accountAnswers';
import { startDocumentedServer, type DocumentedServer } from '../../meta/testing/documented/documentedServer';
import { GAP_MEDIA, PARTIAL_MEDIA, postsWithMetricsMissing, postsWithoutInsights } from '../../meta/testing/documented/mediaGapAnswers';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { waitForSyncs } from '../../test/syncWaits';
import { insertConnectedAccount, useDocumentedWorld } from '../testing/syncFixtures';
import { gapOf, InsightsGapLog } from './insightsGaps';
import { readStatus } from './progress';
import { INSIGHTS_NEVER_READ } from './store';
import { syncAccount } from './syncAccount';

jest.setTimeout(90_000);

const NOW = new Date('2026-11-20T12:00:00Z');
const FIGURE_METRICS = ['views', 'reach', 'saved', 'shares', 'total_interactions'];

describe('posts Meta answers without their nested insights, through the sync health API', () => {
  const meta = postsWithoutInsights(NOW);
  let clock = NOW;
  let server: DocumentedServer;
  let harness: TestApp;
  let user: AuthResponse;
  let accountId: string;

  beforeAll(async () => {
    server = await startDocumentedServer(meta.routes);
    // Every Graph host of the app is the documented-answer server; the sync's clock is the test's.
    harness = await createTestApp({ metaGraphUrl: server.url, instagramGraphUrl: server.url, instagramApiUrl: server.url }, { sync: { now: () => clock } });
    user = await registerUser(harness.app);
    const cipher = createTokenCipher(decodeEncryptionKey(harness.config.tokenEncryptionKey));
    const [account] = await harness.database.db
      .insert(igAccounts)
      .values({
        userId: user.user.id,
        igUserId: DOCUMENTED_IG_USER,
        username: 'pending',
        loginFlavour: 'facebook',
        accessTokenEnc: cipher.encrypt('documented-token'),
      })
      .returning();
    accountId = account.id;
  });
  afterAll(async () => {
    await harness?.close();
    await server?.close();
  });

  const syncNow = async (): Promise<AccountSyncStatus> => {
    const queued = await harness.app.inject({ method: 'POST', url: '/api/connectors/sync', headers: bearer(user.accessToken) });
    expect(queued.statusCode).toBe(200);
    await waitForSyncs(harness.app, user.accessToken);
    const status = (
      await harness.app.inject({ method: 'GET', url: '/api/connectors/sync/status', headers: bearer(user.accessToken) })
    ).json<SyncStatusResponse>();
    return status.accounts.find((account) => account.accountId === accountId)!;
  };
  const storedPosts = async () =>
    new Map((await harness.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId))).map((row) => [row.igMediaId, row]));

  it('keeps their figures unknown and reports both posts with the reason, the figures concerned and the posts by name', async () => {
    const status = await syncNow();

    expect(status.state).toBe('succeeded');
    expect(status.insightsGaps).toEqual({
      postsRead: 3,
      postsMissing: 2,
      gaps: [
        {
          reason: 'no_insights',
          metrics: FIGURE_METRICS,
          count: 2,
          posts: [
            {
              igMediaId: GAP_MEDIA.noInsightsObject,
              caption: 'Dino post 2 #metricsaurus',
              postedAt: new Date(NOW.getTime() - 45 * 86_400_000).toISOString(),
              permalink: `https://www.instagram.com/p/${GAP_MEDIA.noInsightsObject}/`,
            },
            {
              igMediaId: GAP_MEDIA.emptyInsights,
              caption: 'Dino post 3 #metricsaurus',
              postedAt: new Date(NOW.getTime() - 50 * 86_400_000).toISOString(),
              permalink: `https://www.instagram.com/p/${GAP_MEDIA.emptyInsights}/`,
            },
          ],
        },
      ],
    });
    // Meta refused nothing for these posts: the gap is not a refusal, and no refusal stands for it.
    expect(status.refusals.filter((refusal) => refusal.source === 'media_insights')).toEqual([]);

    const posts = await storedPosts();
    expect(posts.get(GAP_MEDIA.complete)).toMatchObject({ views: 400, reach: 12, saves: 3, shares: 0, totalInteractions: 14 });
    for (const id of [GAP_MEDIA.noInsightsObject, GAP_MEDIA.emptyInsights]) {
      expect(posts.get(id)).toMatchObject({ views: null, reach: null, saves: null, shares: null, totalInteractions: null, likes: 10 });
      // Not marked as read: nothing makes the unknown figures final.
      expect(posts.get(id)?.syncedAt).toEqual(INSIGHTS_NEVER_READ);
    }
    expect(posts.get(GAP_MEDIA.complete)?.syncedAt).toEqual(NOW);
  });

  it('asks for those posts again at the next sync, stores what Meta then sends, and reports only what is still missing', async () => {
    meta.answered();
    clock = new Date(NOW.getTime() + 86_400_000);

    const status = await syncNow();

    // The complete post was read a day ago and is older than 30 days: not asked. The two gaps were.
    expect(status.insightsGaps).toMatchObject({ postsRead: 2, postsMissing: 1, gaps: [{ reason: 'no_insights', count: 1 }] });
    expect(status.insightsGaps?.gaps[0].posts.map((post) => post.igMediaId)).toEqual([GAP_MEDIA.emptyInsights]);
    const posts = await storedPosts();
    expect(posts.get(GAP_MEDIA.noInsightsObject)).toMatchObject({ views: 400, reach: 12, saves: 3, syncedAt: clock });
    expect(posts.get(GAP_MEDIA.emptyInsights)).toMatchObject({ reach: null, syncedAt: INSIGHTS_NEVER_READ });
  });
});

describe('posts Meta answers with some metrics left out', () => {
  const world = useDocumentedWorld(postsWithMetricsMissing(NOW), NOW);

  it('reports each missing metric by post, keeps what Meta sent, and does not count watch time a feed post is not offered', async () => {
    const accountId = await insertConnectedAccount(world.deps, DOCUMENTED_IG_USER, 'documented-token');
    await expect(syncAccount(world.deps, accountId)).resolves.toBe('succeeded');

    const status = await readStatus(world.database.db, accountId);
    expect(status?.insightsGaps).toMatchObject({
      postsRead: 3,
      postsMissing: 2,
      gaps: [
        {
          reason: 'metrics_missing',
          metrics: ['ig_reels_avg_watch_time', 'ig_reels_video_view_total_time'],
          count: 1,
          posts: [{ igMediaId: PARTIAL_MEDIA.reel }],
        },
        { reason: 'metrics_missing', metrics: ['saved', 'shares'], count: 1, posts: [{ igMediaId: PARTIAL_MEDIA.withoutSaves }] },
      ],
    });
    const [reel] = await world.database.db
      .select()
      .from(igMedia)
      .where(and(eq(igMedia.accountId, accountId), eq(igMedia.igMediaId, PARTIAL_MEDIA.reel)));
    expect(reel).toMatchObject({ reach: 12, views: 400, reelsAvgWatchTimeMs: null, reelsTotalWatchTimeMs: null });
    const [withoutSaves] = await world.database.db
      .select()
      .from(igMedia)
      .where(and(eq(igMedia.accountId, accountId), eq(igMedia.igMediaId, PARTIAL_MEDIA.withoutSaves)));
    expect(withoutSaves).toMatchObject({ reach: 12, views: 400, saves: null, shares: null, syncedAt: INSIGHTS_NEVER_READ });
  });
});

describe('what counts as a gap', () => {
  const all = { views: 1, reach: 1, saved: 1, shares: 1, total_interactions: 1 };

  it('is never a metric Meta does not offer for the media type', () => {
    expect(gapOf({ media_product_type: 'FEED' }, all)).toBeNull();
    expect(gapOf({ media_product_type: 'REELS' }, all)).toEqual({
      reason: 'metrics_missing',
      metrics: ['ig_reels_avg_watch_time', 'ig_reels_video_view_total_time'],
    });
    expect(gapOf({ media_product_type: 'FEED' }, { likes: 3, comments: 1 })).toEqual({ reason: 'no_insights', metrics: FIGURE_METRICS });
  });

  it('is never a post Meta refused with an error (that is a refusal), and names a few posts only', () => {
    const log = new InsightsGapLog();
    const post = (index: number) => ({ id: `m${index}`, caption: `Post\u0000 ${index}\nline two`, timestamp: '2026-11-01T10:00:00+0000' });
    expect(log.record(post(0), {}, true)).toBe(false);
    for (let index = 1; index <= 5; index += 1) expect(log.record(post(index), {}, false)).toBe(true);
    const report = log.report();
    expect(report).toMatchObject({ postsRead: 6, postsMissing: 5, gaps: [{ reason: 'no_insights', count: 5 }] });
    expect(report.gaps[0].posts.map((named) => named.caption)).toEqual(['Post 1 line two', 'Post 2 line two', 'Post 3 line two']);
  });
});
