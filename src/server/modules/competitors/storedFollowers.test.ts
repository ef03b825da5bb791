import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { CompetitorList, PublicFigures } from '../../../shared/competitors';
import { shiftDate } from '../../../shared/dateSpan';
import { competitorMedia, competitors, competitorSnapshots, igAccounts } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { rowsOf } from '../../db/rawRows';
import { COMPETITOR_SERIES, publicFiguresFor } from '../analytics/public';
import { localMidnight, minutesNearMidnight, TEST_ZONES } from '../analytics/testing/periodWorld';
import { RECONNECT_MESSAGE } from '../../jobs/sync/syncAccount';

/**
 * The followers each competitor post is rated on, stored with it by migration 0014's triggers, give the
 * list the very figures the per-request lookup gives (publicFiguresFor over COMPETITOR_SERIES, the
 * analytics reader): for random histories and posts near local midnights, any period, and the first
 * request after every write that moves them (snapshots added, changed, moved and removed, posts added
 * and moved, the tracking account's time zone changed). Asked twice, the second answer comes from the
 * list's cache (cachedList.ts), and it is the fresh one too.
 */
let t: TestApp;
let owner: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerUser(t.app);
  owner = { id: registered.user.id, headers: bearer(registered.accessToken) };
}, 60_000);
afterAll(() => t.close());

const FIRST_DAY = '2025-03-01';
const SPAN_DAYS = 200;

const post = fc.record({
  day: fc.nat(SPAN_DAYS - 1),
  minutes: minutesNearMidnight,
  likes: fc.nat(2_000),
  comments: fc.nat(300),
});
const snapshot = fc.record({ day: fc.nat(SPAN_DAYS - 1), followers: fc.oneof(fc.constant(0), fc.nat(50_000)) });
const rival = fc.record({
  followersNow: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  posts: fc.array(post, { maxLength: 25 }),
  snapshots: fc.uniqueArray(snapshot, { selector: (s) => s.day, maxLength: 40 }),
});
const period = fc.tuple(fc.nat(SPAN_DAYS - 1), fc.nat(120)).map(([start, length]) => ({
  from: shiftDate(FIRST_DAY, start),
  to: shiftDate(FIRST_DAY, Math.min(SPAN_DAYS - 1, start + length)),
}));
const world = fc.record({
  zone: fc.constantFrom(...TEST_ZONES),
  nextZone: fc.constantFrom(...TEST_ZONES),
  rivals: fc.array(rival, { minLength: 1, maxLength: 3 }),
  refresh: fc.record({ posts: fc.array(post, { maxLength: 6 }), snapshots: fc.uniqueArray(snapshot, { selector: (s) => s.day, maxLength: 6 }) }),
  periods: fc.array(period, { minLength: 2, maxLength: 2 }),
});
type World = typeof world extends fc.Arbitrary<infer T> ? T : never;
type Post = World['rivals'][number]['posts'][number];

let stored = 0;

const postRows = (competitorId: string, zone: string, posts: Post[], prefix: string) =>
  posts.map((p, index) => ({
    competitorId,
    igMediaId: `${prefix}-${index}`,
    mediaType: 'IMAGE' as const,
    postedAt: new Date(localMidnight(shiftDate(FIRST_DAY, p.day), zone) + p.minutes * 60_000),
    likes: p.likes,
    comments: p.comments,
  }));

const snapshotRows = (competitorId: string, snapshots: World['refresh']['snapshots']) =>
  snapshots.map((s) => ({ competitorId, date: shiftDate(FIRST_DAY, s.day), followers: s.followers, mediaCount: 10 }));

const FIGURES = ['followers', 'followerGrowth', 'postsPerWeek', 'posts', 'avgLikes', 'avgComments', 'publicEr'] as const;
const figuresOf = (row: PublicFigures) => Object.fromEntries(FIGURES.map((key) => [key, row[key]]));

async function listOf(accountId: string, asked: { from: string; to: string }): Promise<CompetitorList> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/competitors?accountId=${accountId}&from=${asked.from}&to=${asked.to}`,
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CompetitorList>();
}

/** Posts whose stored followers are not the lookup's on their tracking account's clock (migration 0014's invariant). */
async function misratedPosts(accountId: string): Promise<number> {
  const [row] = await rowsOf(
    t.app.db,
    sql`select count(*) as misrated from competitor_media m join competitors c on c.id = m.competitor_id join ig_accounts a on a.id = c.account_id
    where c.account_id = ${accountId} and (m.zone is distinct from a.timezone or m.followers_at is distinct from (
      select d.followers from competitor_snapshots d where d.competitor_id = m.competitor_id and d.date <= (m.posted_at at time zone a.timezone)::date
      order by d.date desc limit 1))`,
  );
  return Number(row.misrated);
}

/** The list's competitor rows, asked twice (the second from the cache), against the lookup reader on the rows as they are now. */
async function expectListAsLookedUp(accountId: string, periods: World['periods']) {
  const [account] = await t.app.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
  const rivals = await t.app.db.select().from(competitors).where(eq(competitors.accountId, accountId));
  for (const asked of periods) {
    const expected = await publicFiguresFor(t.app.db, COMPETITOR_SERIES, rivals, { ...asked, timezone: account.timezone });
    // Through JSON, as the route sends them.
    const wanted = JSON.parse(JSON.stringify(Object.fromEntries(rivals.map((r) => [r.id, figuresOf(expected.get(r.id)!)])))) as unknown;
    for (let ask = 0; ask < 2; ask += 1) {
      const list = await listOf(accountId, asked);
      expect(Object.fromEntries(list.rows.filter((row) => row.kind === 'competitor').map((row) => [row.id, figuresOf(row)]))).toEqual(wanted);
    }
  }
}

describe('competitor posts rated on their stored followers', () => {
  it('give the list the lookup’s figures, before and after every write that moves them', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        stored += 1;
        const [account] = await t.app.db
          .insert(igAccounts)
          .values({ userId: owner.id, igUserId: `stored-${stored}`, username: `stored_${stored}`, timezone: w.zone })
          .returning();
        const ids: string[] = [];
        for (const [index, r] of w.rivals.entries()) {
          const [row] = await t.app.db
            .insert(competitors)
            .values({ userId: owner.id, accountId: account.id, igUserId: `r-${stored}-${index}`, username: `r${index}`, followersCount: r.followersNow })
            .returning();
          ids.push(row.id);
          // Posts first for one rival, snapshots first for the others: either order rates them.
          const writes = [
            () => (r.posts.length ? t.app.db.insert(competitorMedia).values(postRows(row.id, w.zone, r.posts, 'p')) : null),
            () => (r.snapshots.length ? t.app.db.insert(competitorSnapshots).values(snapshotRows(row.id, r.snapshots)) : null),
          ];
          for (const write of index === 0 ? writes : writes.reverse()) await write();
        }
        expect(await misratedPosts(account.id)).toBe(0);
        await expectListAsLookedUp(account.id, w.periods);

        // A refresh of the first rival: new snapshots and posts (upserted as the refresh does), one snapshot
        // changed and one moved to another day, one removed, one post moved.
        const first = ids[0];
        if (w.refresh.snapshots.length) {
          await t.app.db
            .insert(competitorSnapshots)
            .values(snapshotRows(first, w.refresh.snapshots))
            .onConflictDoUpdate({ target: [competitorSnapshots.competitorId, competitorSnapshots.date], set: { followers: sql`excluded.followers + 7` } });
        }
        if (w.refresh.posts.length) await t.app.db.insert(competitorMedia).values(postRows(first, w.zone, w.refresh.posts, 'refresh'));
        await t.app.db.execute(sql`update competitor_snapshots set followers = followers * 2 + 1
          where competitor_id = ${first} and date = (select min(date) from competitor_snapshots where competitor_id = ${first})`);
        await t.app.db.execute(sql`update competitor_snapshots set date = date - 3
          where competitor_id = ${first} and date = (select max(date) from competitor_snapshots where competitor_id = ${first})
          and not exists (select 1 from competitor_snapshots s where s.competitor_id = ${first} and s.date = competitor_snapshots.date - 3)`);
        await t.app.db.execute(sql`delete from competitor_snapshots
          where competitor_id = ${first} and date = (select percentile_disc(0.5) within group (order by date) from competitor_snapshots where competitor_id = ${first})`);
        await t.app.db.execute(sql`update competitor_media set posted_at = posted_at - interval '26 hours'
          where id = (select id from competitor_media where competitor_id = ${first} order by posted_at desc limit 1)`);
        expect(await misratedPosts(account.id)).toBe(0);
        await expectListAsLookedUp(account.id, w.periods);

        // The account's clock changes: every post moves to its day there.
        await t.app.db.update(igAccounts).set({ timezone: w.nextZone }).where(eq(igAccounts.id, account.id));
        expect(await misratedPosts(account.id)).toBe(0);
        await expectListAsLookedUp(account.id, w.periods);

        // Followers stored on another clock (a zone name the list does not read on) are looked up instead.
        await t.app.db.execute(sql`update competitor_media set zone = 'Etc/Unknown' where competitor_id = ${first}`);
        await expectListAsLookedUp(account.id, w.periods);
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});

describe('the list between writes', () => {
  it('says at once that the account must be reconnected, which changes no figure', async () => {
    const [account] = await t.app.db
      .insert(igAccounts)
      .values({ userId: owner.id, igUserId: 'cached-reconnect', username: 'cached_reconnect', accessTokenEnc: 'sealed', loginFlavour: 'facebook' })
      .returning();
    const asked = { from: '2025-05-01', to: '2025-05-31' };
    expect((await listOf(account.id, asked)).cannotAdd).toBeNull();
    // A token marked for reconnection bumps no data version (migration 0006): the rows may come from the cache, the refusal may not.
    await t.app.db.update(igAccounts).set({ needsReconnect: true }).where(eq(igAccounts.id, account.id));
    expect((await listOf(account.id, asked)).cannotAdd).toBe(RECONNECT_MESSAGE);
  });

  it('shows a competitor’s refresh state as soon as it is written', async () => {
    const [account] = await t.app.db.insert(igAccounts).values({ userId: owner.id, igUserId: 'cached-state', username: 'cached_state' }).returning();
    const [rival] = await t.app.db
      .insert(competitors)
      .values({ userId: owner.id, accountId: account.id, igUserId: 'cached-rival', username: 'rival' })
      .returning();
    const asked = { from: '2025-05-01', to: '2025-05-31' };
    expect((await listOf(account.id, asked)).rows[1].refresh).toMatchObject({ state: 'idle' });
    await t.app.db.update(competitors).set({ refreshState: 'running' }).where(eq(competitors.id, rival.id));
    expect((await listOf(account.id, asked)).rows[1].refresh).toMatchObject({ state: 'running' });
    await t.app.db.delete(competitors).where(eq(competitors.id, rival.id));
    expect((await listOf(account.id, asked)).rows).toHaveLength(1);
  });
});
