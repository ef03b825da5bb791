import { eq } from 'drizzle-orm';
import { igAccounts, peerMetrics } from '../../db/schema';
import { syncAccount } from '../../jobs/sync/syncAccount';
import { fakeBackedDeps, insertConnectedAccount } from '../../jobs/testing/syncFixtures';
import type { DemoAccount } from '../../meta/demo/world';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { calendarDateIn } from '../../../shared/period';
import { publicFiguresOf } from '../analytics/public';
import { accountTimeZone } from '../../lib/timeZones';
import { peerWindow } from './peerFigures';

let database: TestDatabase;
let fake: GraphFake;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startGraphFake();
}, 60_000);
afterAll(async () => {
  await fake.close();
  await database.close();
});

/** The figures straight from the generated account the fake serves, not from what the sync stored, on the account's clock. */
function expectedFigures(account: DemoAccount, timezone: string) {
  const window = peerWindow({ timezone }, fake.world.now);
  const inWindow = (date: string) => date >= window.from && date <= window.to;
  const posts = account.media
    .map((media) => ({ day: calendarDateIn(new Date(media.timestamp.replace('+0000', 'Z')), timezone), likes: media.likeCount, comments: media.commentsCount }))
    .filter((post) => inWindow(post.day));
  // The follower history is the snapshots the sync takes (never rebuilt from Meta's insights): a first sync takes today's alone.
  const history = [{ date: window.to, followers: account.followersCount }];
  const ends = { before: null, first: history[0], last: history[0] };
  return publicFiguresOf({ followersNow: account.followersCount, history, ends, posts, ...window });
}

describe('the end of a successful sync', () => {
  it("writes the account's peer row from what it stored, placed where the account is, and rewrites it on the next sync", async () => {
    const { deps } = fakeBackedDeps(database.db, fake);
    const account = [...fake.world.accounts].sort((a, b) => a.media.length - b.media.length)[0];
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await database.db.update(igAccounts).set({ nicheId: 'restaurants-cafes', countryCode: 'IT' }).where(eq(igAccounts.id, accountId));

    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const [{ timezone }] = await database.db.select({ timezone: igAccounts.timezone }).from(igAccounts).where(eq(igAccounts.id, accountId));
    const expected = expectedFigures(account, accountTimeZone(timezone));
    expect(expected.posts).toBeGreaterThan(5);
    const [row] = await database.db.select().from(peerMetrics).where(eq(peerMetrics.accountId, accountId));
    expect(row).toMatchObject({
      igUserId: account.igUserId,
      source: 'platform',
      nicheId: 'restaurants-cafes',
      countryCode: 'IT',
      followers: account.followersCount,
    });
    expect(row.computedAt.getTime()).toBe(fake.world.now.getTime());
    expect(row.publicEr).toBeCloseTo(expected.publicEr!, 6);
    // One snapshot measures no growth: unknown, not 0.
    expect(expected.followerGrowth).toBeNull();
    expect(row.followerGrowthPct).toBeNull();
    expect(row.postsPerWeek).toBeCloseTo(expected.postsPerWeek, 4);
    expect(row.avgInteractions).toBeCloseTo(expected.avgLikes! + expected.avgComments!, 2);

    await database.db.update(igAccounts).set({ nicheId: 'food-drink' }).where(eq(igAccounts.id, accountId));
    await syncAccount(deps, accountId);
    const rows = await database.db.select().from(peerMetrics).where(eq(peerMetrics.igUserId, account.igUserId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ accountId, nicheId: 'food-drink', countryCode: 'IT' });
  }, 60_000);
});
