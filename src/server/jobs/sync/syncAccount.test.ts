import { and, eq, isNotNull } from 'drizzle-orm';
import { calendarDateIn } from '../../../shared/period';
import { igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import type { DemoAccount } from '../../meta/demo/world';
import type { GraphFake } from '../../meta/testing/graphFakeServer';
import { DISCOVERY_BACKFILL_PER_SYNC, DISCOVERY_FIRST_SYNC_DAYS, DISCOVERY_READS } from './discoveryStage';
import { readStatus } from './progress';
import { RECONNECT_MESSAGE, syncAccount } from './syncAccount';
import { fakeBackedDeps, insertConnectedAccount, smallestAccount, storedCounts, useSyncWorld } from '../testing/syncFixtures';

const DAY_MS = 86_400_000;
const discoveryCalls = (requests: GraphFake['requests']) => requests.filter((request) => request.query.metric_type === 'total_value');
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);

const world = useSyncWorld();

const smallest = (): DemoAccount => smallestAccount(world.fake);

function expectedCounts(account: DemoAccount) {
  const today = world.fake.world.now.toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - 547 * DAY_MS).toISOString().slice(0, 10);
  const days = new Set([...account.daily.map((day) => day.date).filter((date) => date >= firstDay && date <= today), today]);
  return {
    media: account.media.length,
    comments: account.media.reduce((sum, post) => sum + post.comments.length, 0),
    days: days.size,
  };
}

const mediaListCalls = (igUserId: string) => world.fake.requests.filter((request) => request.path.endsWith(`/${igUserId}/media`)).length;

describe('sync of one account through the HTTP Graph client against the loopback fake', () => {
  it('follows paging to the end and stores exactly every post, comment and day', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
    expect(mediaListCalls(account.igUserId)).toBe(Math.ceil(account.media.length / 100));
    const metrics = world.fake.requests.map((request) => request.query.metric ?? '').join(',');
    expect(metrics).not.toMatch(/impressions|plays|video_views/);
    const [row] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
    expect(row).toMatchObject({ username: account.username, followersCount: account.followersCount, mediaCount: account.mediaCount });
    const status = await readStatus(world.database.db, accountId);
    expect(status).toMatchObject({ state: 'succeeded', stage: 'done', lastError: null });
    expect(status?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it("stores reach and followers gained as Meta serves them, and a follower total only from today's snapshot", async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.requests.length = 0;
    await syncAccount(deps, accountId);
    const rowOn = async (date: string) =>
      (
        await world.database.db
          .select()
          .from(igAccountDaily)
          .where(and(eq(igAccountDaily.accountId, accountId), eq(igAccountDaily.date, date)))
      )[0];
    // 100 days back: reach only. Meta offers no follower total for past days, so none is made up.
    const old = account.daily[account.daily.length - 100];
    expect(await rowOn(old.date)).toMatchObject({ reach: old.reach, followers: null, newFollowers: null });
    // Yesterday: within follower_count's 30 days, as followers gained (not net of unfollows).
    const yesterday = account.daily[account.daily.length - 2];
    expect(await rowOn(yesterday.date)).toMatchObject({ reach: yesterday.reach, followers: null, newFollowers: yesterday.gainedFollowers });
    expect(yesterday.gainedFollowers).toBeGreaterThanOrEqual(0);
    // Today: the profile's followers_count snapshot.
    const today = account.daily[account.daily.length - 1];
    expect(await rowOn(today.date)).toMatchObject({ followers: account.followersCount });
    // follower_count is asked once, for the 30 days Meta keeps, never for older windows.
    const followerCalls = world.fake.requests.filter((request) => request.query.metric?.includes('follower_count'));
    expect(followerCalls).toHaveLength(1);
    expect(Number(followerCalls[0].query.until) - Number(followerCalls[0].query.since)).toBe(30 * 86_400);
  });

  it("dates today's follower snapshot by today on the account's clock, not the UTC day of the sync", async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    const now = world.fake.world.now;
    // A zone whose day differs from UTC's at this hour: 11 hours behind before 11:00 UTC, 14 ahead from then on.
    const timezone = now.getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    await world.database.db.update(igAccounts).set({ timezone }).where(eq(igAccounts.id, accountId));
    await syncAccount(deps, accountId);
    const localToday = calendarDateIn(now, timezone);
    expect(localToday).not.toBe(now.toISOString().slice(0, 10));
    const snapshots = await world.database.db
      .select({ date: igAccountDaily.date, followers: igAccountDaily.followers })
      .from(igAccountDaily)
      .where(and(eq(igAccountDaily.accountId, accountId), isNotNull(igAccountDaily.followers)));
    expect(snapshots).toEqual([{ date: localToday, followers: account.followersCount }]);
  });

  it('retries throttling with backoff that honours X-Business-Use-Case-Usage, then completes', async () => {
    const { deps, sleeps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.inject({ kind: 'throttle', code: 17, regainMinutes: 1 }, { match: /\/media$/, times: 1 });
    world.fake.inject({ kind: 'throttle', code: 613 }, { match: /\/media$/, times: 1 });
    world.fake.inject({ kind: 'server', status: 503 }, { match: /\/comments$/, times: 2 });

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    expect(sleeps).toContain(60_000); // Meta's estimated_time_to_regain_access of 1 minute
    expect(sleeps.filter((ms) => ms >= 10).length).toBeGreaterThanOrEqual(4);
    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
  });

  it('error 190 marks the account "reconnect needed" and stops without retrying', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, smallest().igUserId);
    world.fake.inject({ kind: 'expired' }, { match: /\/media$/, times: 1 });

    await expect(syncAccount(deps, accountId)).resolves.toBe('reconnect_needed');

    const [row] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
    expect(row.needsReconnect).toBe(true);
    expect(await readStatus(world.database.db, accountId)).toMatchObject({ state: 'failed', lastError: RECONNECT_MESSAGE });
    // A later sync does not call Meta with the dead token at all.
    world.fake.requests.length = 0;
    await expect(syncAccount(deps, accountId)).resolves.toBe('reconnect_needed');
    expect(world.fake.requests).toHaveLength(0);
  });

  it('a sync cut off mid-way, then resumed, leaves exactly the right rows', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    // Two media pages go through, then every attempt at the third is cut off mid-response.
    world.fake.inject({ kind: 'cut' }, { match: /\/media$/, afterMatches: 2, times: 100 });

    await expect(syncAccount(deps, accountId)).rejects.toThrow(/unreachable|fetch|socket|terminated/i);
    const partial = await storedCounts(world.database.db, accountId);
    expect(partial.media).toBe(200);
    expect((await readStatus(world.database.db, accountId))?.state).toBe('failed');

    world.fake.clearFaults();
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
  });

  it('two syncs of one account at once give no duplicates', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);

    await Promise.all([syncAccount(deps, accountId), syncAccount(deps, accountId)]);

    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
  });

  it('a repeated sync changes no counts and fetches only what changed', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await syncAccount(deps, accountId);
    world.fake.requests.length = 0;

    await syncAccount(deps, accountId);

    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
    // Comments are already complete; only the last few days of reach are read again, and gained followers' 30 days.
    expect(world.fake.requests.filter((request) => request.path.endsWith('/comments'))).toHaveLength(0);
    const dailyCalls = world.fake.requests.filter(
      (request) => request.path.endsWith('/insights') && request.query.period === 'day' && !request.query.metric_type,
    );
    expect(dailyCalls.map((request) => request.query.metric).sort()).toEqual(['follower_count', 'reach']);
    // Discovery: each of its four metrics for the last three days again, and one older day while the 30 days fill.
    expect(discoveryCalls(world.fake.requests)).toHaveLength(DISCOVERY_READS.length * (3 + DISCOVERY_BACKFILL_PER_SYNC));
  });

  it('spends one call per page of 100 posts (insights and comments nested), 50 reels per watch-time read, and no call per post', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    world.fake.requests.length = 0;

    await syncAccount(deps, accountId);

    const pages = Array.from({ length: Math.ceil(account.media.length / 100) }, (_, page) => account.media.slice(page * 100, page * 100 + 100));
    const watchTimeReads = pages.reduce((sum, page) => sum + Math.ceil(page.filter((post) => post.mediaProductType === 'REELS').length / 50), 0);
    const reachWindows = Math.ceil(548 / 30);
    // The audience: three demographics metrics, one call per breakdown (age and gender, country, city).
    const audienceReads = 3 * 3;
    // profile + daily reach windows + follower_count + online_followers + audience + media pages + watch-time reads
    // + discovery: four total_value metrics, one call per day for the first sync's 14 days (a total_value answer has no days)
    expect(world.fake.requests).toHaveLength(
      1 + reachWindows + 2 + audienceReads + pages.length + watchTimeReads + DISCOVERY_READS.length * DISCOVERY_FIRST_SYNC_DAYS,
    );
    expect(world.fake.requests.filter((request) => /^\/\d+\/(insights|comments)$/.test(request.path) && !request.path.includes(account.igUserId))).toEqual([]);
    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
  });

  it('an unchanged re-sync reads the list once, insights of the last 30 days only, and no comments', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await syncAccount(deps, accountId);
    const before = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
    world.fake.requests.length = 0;

    await syncAccount(deps, accountId);

    const recentSince = world.fake.world.now.getTime() - 30 * DAY_MS;
    const recentReels = account.media.filter((post) => post.mediaProductType === 'REELS' && Date.parse(post.timestamp) >= recentSince);
    const pages = Math.ceil(account.media.length / 100);
    // profile + one reach window (the last days again) + follower_count + online_followers + media pages + recent reels' watch time
    // + discovery's last three days of each of its four metrics, and one older day while the 30 days fill
    expect(world.fake.requests).toHaveLength(
      1 + 1 + 2 + pages + Math.ceil(recentReels.length / 50) + DISCOVERY_READS.length * (3 + DISCOVERY_BACKFILL_PER_SYNC),
    );
    const nested = world.fake.requests.filter((request) => request.path.endsWith('/media') && request.query.fields.includes('insights.metric('));
    expect(nested).toHaveLength(1); // only the first page holds posts of the last 30 days
    expect(world.fake.requests.filter((request) => request.query.fields?.includes('comments.limit('))).toEqual([]);
    expect(await storedCounts(world.database.db, accountId)).toEqual(expectedCounts(account));
    const after = await world.database.db.select().from(igMedia).where(eq(igMedia.accountId, accountId));
    expect(after.map(({ syncedAt: _, ...row }) => row).sort(byId)).toEqual(before.map(({ syncedAt: _, ...row }) => row).sort(byId));
  });

  it("reads older posts' insights again once a week, and the comments of a post whose count changed", async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallest();
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await syncAccount(deps, accountId);
    const changed = account.media.find((post) => post.comments.length > 0 && Date.parse(post.timestamp) < world.fake.world.now.getTime() - 60 * DAY_MS)!;
    await world.database.db
      .update(igMedia)
      .set({ comments: changed.comments.length - 1 })
      .where(and(eq(igMedia.accountId, accountId), eq(igMedia.igMediaId, changed.id)));
    world.fake.requests.length = 0;

    const aWeekLater = { ...deps, now: () => new Date(world.fake.world.now.getTime() + 7 * DAY_MS) };
    await syncAccount(aWeekLater, accountId);

    const pages = Math.ceil(account.media.length / 100);
    const nested = world.fake.requests.filter((request) => request.path.endsWith('/media') && request.query.fields.includes('insights.metric('));
    expect(nested).toHaveLength(pages);
    expect(world.fake.requests.filter((request) => request.path.endsWith('/comments')).map((request) => request.path)).toEqual([`/${changed.id}/comments`]);
  });

  it('never re-exchanges a Facebook Login token near its end (Meta documents no renewal), and keeps its real expiry', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, smallest().igUserId);
    const soon = new Date(world.fake.world.now.getTime() + 2 * DAY_MS);
    await world.database.db.update(igAccounts).set({ tokenExpiresAt: soon }).where(eq(igAccounts.id, accountId));
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    expect(world.fake.requests.filter((request) => request.query.grant_type === 'fb_exchange_token')).toHaveLength(0);
    const [row] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
    expect(row.tokenExpiresAt?.getTime()).toBe(soon.getTime());
  });

  it('does not call Meta with a token past its end: the account needs a reconnection', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, smallest().igUserId);
    await world.database.db
      .update(igAccounts)
      .set({ tokenExpiresAt: new Date(world.fake.world.now.getTime() - DAY_MS) })
      .where(eq(igAccounts.id, accountId));
    world.fake.requests.length = 0;

    await expect(syncAccount(deps, accountId)).resolves.toBe('reconnect_needed');

    expect(world.fake.requests).toHaveLength(0);
    const [row] = await world.database.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
    expect(row.needsReconnect).toBe(true);
  });
});
