import { and, eq, isNull, or } from 'drizzle-orm';
import { igAccountDaily, igAccounts, igComments, igMedia } from '../../db/schema';
import type { DemoAccount } from '../../meta/demo/world';
import { fakeBackedDeps, insertConnectedAccount, smallestAccount, useSyncWorld } from '../testing/syncFixtures';
import { DEFAULT_SYNC_LIMITS } from './context';
import { readStatus } from './progress';
import { syncAccount } from './syncAccount';
import { SyncPausedError } from './syncPaused';

const world = useSyncWorld();

const smallest = (): DemoAccount => smallestAccount(world.fake);
/** One post's insights edge. */
const isPostInsights = (path: string) => /^\/\d+\/insights$/.test(path) && !path.includes(smallest().igUserId);
/** Any request for media insights: one post's edge, or insights nested in the media list or a multiple-id read. */
const isMediaInsights = (path: string, query: URLSearchParams) => isPostInsights(path) || (query.get('fields') ?? '').includes('insights.metric(');

/** Every stored post's Meta id with its private figures, and every comment's Meta id: what "the same rows" means. */
async function storedByMetaId(accountId: string) {
  const media = await world.database.db
    .select({ id: igMedia.igMediaId, reach: igMedia.reach, views: igMedia.views, saves: igMedia.saves, shares: igMedia.shares })
    .from(igMedia)
    .where(eq(igMedia.accountId, accountId));
  const comments = await world.database.db
    .select({ id: igComments.igCommentId })
    .from(igComments)
    .innerJoin(igMedia, eq(igMedia.id, igComments.mediaId))
    .where(eq(igMedia.accountId, accountId));
  const days = await world.database.db.select().from(igAccountDaily).where(eq(igAccountDaily.accountId, accountId));
  return {
    media: new Map(media.map((row) => [row.id, row])),
    comments: new Set(comments.map((row) => row.id)),
    days: new Map(days.map((row) => [row.date, { reach: row.reach, newFollowers: row.newFollowers, followers: row.followers }])),
  };
}

async function cleanSyncOf(account: DemoAccount) {
  const { deps } = fakeBackedDeps(world.database.db, world.fake);
  const accountId = await insertConnectedAccount(deps, account.igUserId);
  await syncAccount(deps, accountId);
  return storedByMetaId(accountId);
}

const zeroedInsights = (accountId: string) =>
  world.database.db
    .select({ id: igMedia.id })
    .from(igMedia)
    .where(and(eq(igMedia.accountId, accountId), or(eq(igMedia.reach, 0), eq(igMedia.views, 0))));

describe('a sync that Meta throttles (80002, the Instagram business use case)', () => {
  it("pauses with Meta's own estimate, stores no zero, says why, and then completes with exactly a clean sync's rows", async () => {
    const account = smallest();
    const clean = await cleanSyncOf(account);
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    // The first media page (insights nested) and its reels' watch time go through, then Meta throttles every insights call for 30 minutes.
    world.fake.inject({ kind: 'throttle', code: 80002, regainMinutes: 30 }, { match: isMediaInsights, afterMatches: 2, times: 1_000 });

    const paused = await syncAccount(deps, accountId).catch((error: unknown) => error);

    expect(paused).toBeInstanceOf(SyncPausedError);
    const resumeAt = (paused as SyncPausedError).resumeAt.getTime();
    expect(resumeAt).toBe(world.fake.world.now.getTime() + 30 * 60_000);
    const status = await readStatus(world.database.db, accountId);
    expect(status).toMatchObject({ state: 'paused' });
    expect(status?.pausedUntil?.getTime()).toBe(resumeAt);
    expect(await zeroedInsights(accountId)).toEqual([]);

    world.fake.clearFaults();
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    const resumed = await storedByMetaId(accountId);
    expect([...resumed.media.keys()].sort()).toEqual([...clean.media.keys()].sort());
    expect([...resumed.comments].sort()).toEqual([...clean.comments].sort());
    expect([...resumed.media.values()].map(({ id, ...figures }) => [id, figures]).sort()).toEqual(
      [...clean.media.values()].map(({ id, ...figures }) => [id, figures]).sort(),
    );
    expect(await readStatus(world.database.db, accountId)).toMatchObject({ state: 'succeeded', pausedUntil: null });
  });

  it("waits its default pause when Meta throttles without an estimate, past the client's own retries", async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, smallest().igUserId);
    world.fake.inject({ kind: 'throttle', code: 4 }, { match: /\/media$/, times: 100 });
    const paused = (await syncAccount(deps, accountId).catch((error: unknown) => error)) as SyncPausedError;
    expect(paused).toBeInstanceOf(SyncPausedError);
    expect(paused.resumeAt.getTime()).toBe(world.fake.world.now.getTime() + 10 * 60_000);
  });
});

describe('a sync that Meta refuses in part', () => {
  it('a missing insights permission keeps every private figure unknown, names the permission, and asks once', async () => {
    const account = smallest();
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.inject({ kind: 'permission', code: 200, permission: 'instagram_manage_insights' }, { match: isMediaInsights, times: 1_000 });
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const rows = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
    expect(rows).toHaveLength(account.media.length);
    expect(rows.every((row) => row.reach === null && row.views === null && row.saves === null && row.shares === null)).toBe(true);
    // The public like_count is no insight: stored though the insights were refused.
    expect(rows.every((row) => row.likes !== null)).toBe(true);
    // Refused once: beyond the calls already in flight, the other posts are not asked, the answer would be the same.
    expect(world.fake.requests.filter((request) => isPostInsights(request.path)).length).toBeLessThanOrEqual(DEFAULT_SYNC_LIMITS.concurrency);
    expect(account.media.length).toBeGreaterThan(DEFAULT_SYNC_LIMITS.concurrency * 3);
    const status = await readStatus(world.database.db, accountId);
    expect(status?.state).toBe('succeeded');
    expect(status?.refusals).toEqual([
      expect.objectContaining({
        source: 'media_insights',
        kind: 'permission',
        code: 200,
        permission: 'instagram_manage_insights',
        count: account.media.length,
      }),
    ]);
  });

  it('a refused re-sync never overwrites stored figures with unknown ones', async () => {
    const account = smallest();
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await syncAccount(deps, accountId);
    const before = await storedByMetaId(accountId);

    world.fake.inject({ kind: 'permission', code: 10 }, { match: isMediaInsights, times: 1_000 });
    world.fake.inject(
      { kind: 'permission', code: 10 },
      { match: (path, query) => query.get('metric') === 'reach' && path.endsWith('/insights'), times: 1_000 },
    );
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    expect(await storedByMetaId(accountId)).toEqual(before);
    const kinds = (await readStatus(world.database.db, accountId))?.refusals.map((refusal) => `${refusal.source}:${refusal.kind}:${refusal.code}`);
    expect(kinds).toEqual(expect.arrayContaining(['account_insights:permission:10', 'media_insights:permission:10']));
  });

  it('posts Meta keeps no insights for (before the business conversion) stay unknown, counted as not offered, their pages read post by post', async () => {
    const account = smallest();
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    // One post on the first page of 100 and two on the third: Meta refuses those two pages' nested insights whole.
    const refused = [account.media[5], account.media[210], account.media[250]].map((post) => post.id);
    world.fake.markPostedBeforeConversion(refused);
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const rows = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
    const unknown = rows.filter((row) => row.reach === null);
    expect(unknown.map((row) => row.igMediaId).sort()).toEqual([...refused].sort());
    expect(unknown.every((row) => row.views === null && row.saves === null && row.shares === null && row.totalInteractions === null)).toBe(true);
    expect(await zeroedInsights(accountId)).toEqual([]);
    // The fallback: every post of the two refused pages was asked alone, and no other post.
    const askedAlone = new Set(world.fake.requests.filter((request) => isPostInsights(request.path)).map((request) => request.path.split('/')[1]));
    const refusedPages = [...account.media.slice(0, 100), ...account.media.slice(200, 300)].map((post) => post.id);
    expect([...askedAlone].sort()).toEqual([...refusedPages].sort());
    expect((await readStatus(world.database.db, accountId))?.refusals).toEqual([
      expect.objectContaining({ source: 'media_insights', kind: 'not_offered', code: 100, count: 3 }),
    ]);
  });

  it('a missing comments permission on a first sync keeps insights nested: one more call per page, none per post', async () => {
    const account = smallest();
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    const asksComments = (path: string, query: URLSearchParams) => path.endsWith('/comments') || (query.get('fields') ?? '').includes('comments.limit(');
    world.fake.inject({ kind: 'permission', code: 200, permission: 'instagram_manage_comments' }, { match: asksComments, times: 1_000 });
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const rows = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
    expect(rows.filter((row) => row.reach === null)).toEqual([]);
    expect(world.fake.requests.filter((request) => isPostInsights(request.path))).toEqual([]);
    // The first page is asked with comments (refused) and again without; later pages nest no comments.
    const pages = Math.ceil(account.media.length / 100);
    expect(world.fake.requests.filter((request) => request.path.endsWith('/media'))).toHaveLength(pages + 1);
    expect((await readStatus(world.database.db, accountId))?.refusals).toEqual([
      expect.objectContaining({ source: 'comments', kind: 'permission', permission: 'instagram_manage_comments' }),
    ]);
  });

  it('a missing permission on the profile ends the sync as refused, with the permission named, and is not retried', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.inject({ kind: 'permission', code: 200, permission: 'instagram_basic' }, { match: (path) => path === `/${account.igUserId}`, times: 1 });

    await expect(syncAccount(deps, accountId)).resolves.toBe('refused');
    expect((await readStatus(world.database.db, accountId))?.lastError).toMatch(/instagram_basic permission is missing/);
  });
});

describe("a sync through Meta's transient failures", () => {
  it.each([
    ['API Unknown (1)', { kind: 'transient', code: 1 } as const],
    ['API Service (2)', { kind: 'transient', code: 2 } as const],
    ['an error flagged is_transient', { kind: 'flagged-transient' } as const],
    ['application limit (341)', { kind: 'throttle', code: 341 } as const],
  ])('retries %s and completes with no unknown figure', async (_name, fault) => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.inject(fault, { match: isMediaInsights, times: 2 });

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const unknown = await world.database.db
      .select()
      .from(igMedia)
      .where(and(eq(igMedia.accountId, accountId), isNull(igMedia.reach)));
    expect(unknown).toEqual([]);
    expect((await readStatus(world.database.db, accountId))?.refusals).toEqual([]);
  });
});

describe('the insights horizon', () => {
  it('stops at the first older window Meta refuses, remembers it, and never asks for it again', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    // Meta keeps about 200 days of this account's reach: older windows answer an invalid-parameter error.
    const cutoff = Math.floor(world.fake.world.now.getTime() / 1000) - 200 * 86_400;
    const tooOld = (path: string, query: URLSearchParams) => query.get('metric') === 'reach' && Number(query.get('since')) < cutoff;
    world.fake.inject(
      { kind: 'bad-parameter', message: '(#100) since param is not valid. Metrics data is available for the last 2 years.' },
      { match: tooOld, times: 1_000 },
    );
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const refusedWindows = world.fake.requests.filter((request) => request.query.metric === 'reach' && Number(request.query.since) < cutoff);
    expect(refusedWindows).toHaveLength(1); // the first refusal ends the walk back
    const [row] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
    const horizon = Date.parse(row.insightsHorizon!) / 1000;
    expect(horizon).toBe(Number(refusedWindows[0].query.until));
    expect((await readStatus(world.database.db, accountId))?.refusals).toEqual([]);

    // Even with its stored days gone, the next sync starts at the horizon instead of asking again.
    await world.database.db.delete(igAccountDaily).where(eq(igAccountDaily.accountId, accountId));
    world.fake.requests.length = 0;
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    const reachCalls = world.fake.requests.filter((request) => request.query.metric === 'reach');
    expect(reachCalls.length).toBeGreaterThan(0);
    expect(reachCalls.every((request) => Number(request.query.since) >= horizon)).toBe(true);
  });
});
