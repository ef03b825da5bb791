import { count, eq } from 'drizzle-orm';
import type { CompetitorList, CompetitorPostsPage, CompetitorRow } from '../../../shared/competitors';
import { calendarDateIn } from '../../../shared/period';
import { accountTimeZone } from '../../lib/timeZones';
import { competitorMedia, competitors, competitorSnapshots, igAccounts } from '../../db/schema';
import { COMPETITOR_QUEUE } from '../../jobs/syncQueue';
import type { DemoAccount, DemoCompetitor } from '../../meta/demo/world';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import type { TestApp, ApiError } from '../../test/helpers';
import { addCompetitor, connectAccount, lookupsOf, signIn, startCompetitorApp, type SignedIn } from './testing/competitorApp';

/**
 * /api/competitors through the real HTTP Graph client against the loopback Graph fake, on PGlite or
 * (TEST_DATABASE_URL) Postgres. The job workers poll once an hour here, so a queued refresh stays
 * queued: what the queue holds can be read without a worker racing the test.
 */
const LIMIT = 3;
const DAY_MS = 86_400_000;

let fake: GraphFake;
let testApp: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let fitness: DemoAccount;
let accountId: string;

const app = () => testApp.app;
const competitorNamed = (username: string): DemoCompetitor => fake.world.competitorByUsername.get(username)!;
const isLookupOf = (username: string) => (_path: string, query: URLSearchParams) =>
  query.get('fields')?.includes(`business_discovery.username(${username})`) ?? false;

beforeAll(async () => {
  fake = await startGraphFake();
  testApp = await startCompetitorApp(fake, { competitorLimit: LIMIT, sync: { pollingIntervalSeconds: 3600 } });
  [owner, stranger] = [await signIn(app()), await signIn(app())];
  fitness = fake.world.accounts[0];
  accountId = await connectAccount(app(), owner.userId, fitness);
}, 60_000);
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
afterEach(() => fake.clearFaults());

/** Today on the connected account's clock (its stored time zone), the clock every date of its pages is read on. */
async function todayOnAccountClock(): Promise<string> {
  const [account] = await app().db.select({ timezone: igAccounts.timezone }).from(igAccounts).where(eq(igAccounts.id, accountId));
  return calendarDateIn(new Date(), accountTimeZone(account.timezone));
}

describe('adding a competitor', () => {
  it('looks the account up once and stores its profile, today’s snapshot and its posts', async () => {
    const rival = competitorNamed('liftwithlena');
    const response = await addCompetitor(app(), owner, accountId, '@LiftWithLena');

    expect(response.statusCode).toBe(201);
    const row = response.json<CompetitorRow>();
    // The first snapshot is today's, so every post reads today's count: public ER of a post =
    // (likes + comments) ÷ followers now, and the row's figure is their mean over the last 30 days.
    const windowStart = Date.parse(new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10));
    const recent = rival.media.filter((post) => Date.parse(post.timestamp.replace('+0000', 'Z')) >= windowStart);
    expect(recent.length).toBeGreaterThan(10);
    expect(row).toMatchObject({ kind: 'competitor', username: 'liftwithlena', name: rival.name, followers: rival.followersCount, posts: recent.length });
    expect(row.publicEr).toBeCloseTo(recent.reduce((sum, post) => sum + (post.like_count + post.comments_count) / rival.followersCount, 0) / recent.length, 12);
    expect(row.postsPerWeek).toBeCloseTo((recent.length / 30) * 7, 12);
    expect(row.refresh).toMatchObject({ state: 'succeeded', lastError: null });
    // Tracked from today: the list says "tracking since" for its growth until it has a history.
    expect(row.trackedSince).toBe(await todayOnAccountClock());

    const lookups = lookupsOf(fake, 'liftwithlena');
    expect(lookups).toHaveLength(1);
    expect(lookups[0].path).toBe(`/${fitness.igUserId}`);
    const [snapshots] = await app().db.select({ n: count() }).from(competitorSnapshots).where(eq(competitorSnapshots.competitorId, row.id));
    const [posts] = await app().db.select({ n: count() }).from(competitorMedia).where(eq(competitorMedia.competitorId, row.id));
    expect(snapshots.n).toBe(1);
    expect(posts.n).toBe(rival.media.length);
  });

  it('answers 404 for an unknown or personal account (Graph error 110)', async () => {
    const response = await addCompetitor(app(), owner, accountId, 'nobody.here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'competitor_not_found',
      message: expect.stringContaining('@nobody.here is not a business or creator account'),
    });
  });

  it('answers 403 for an age-gated account, which Meta will not show', async () => {
    const response = await addCompetitor(app(), owner, accountId, 'brewhouse.after.dark');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'age_restricted', message: expect.stringContaining('age-restricted') });
    expect(await app().db.select().from(competitors).where(eq(competitors.username, 'brewhouse.after.dark'))).toEqual([]);
  });

  it('refuses the connected account itself, by name before asking Meta', async () => {
    const before = lookupsOf(fake, fitness.username).length;
    const response = await addCompetitor(app(), owner, accountId, `@${fitness.username.toUpperCase()}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'own_account', details: [{ field: 'username' }] });
    expect(lookupsOf(fake, fitness.username)).toHaveLength(before);
  });

  it('refuses a competitor the account already tracks', async () => {
    const response = await addCompetitor(app(), owner, accountId, 'liftwithlena');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate', message: '@liftwithlena is already tracked for this account' });
  });

  it('retries Meta’s throttling inside the lookup and then succeeds', async () => {
    fake.inject({ kind: 'throttle', code: 4 }, { match: isLookupOf('coachdre.strength'), times: 2 });
    const response = await addCompetitor(app(), owner, accountId, 'coachdre.strength');
    expect(response.statusCode).toBe(201);
    expect(lookupsOf(fake, 'coachdre.strength')).toHaveLength(3);
  });

  it('answers 429 when Meta keeps throttling past every retry, and stores nothing', async () => {
    fake.inject({ kind: 'throttle', code: 17 }, { match: isLookupOf('thehomegymguy'), times: 10 });
    const response = await addCompetitor(app(), owner, accountId, 'thehomegymguy');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'meta_throttled' });
    expect(await app().db.select().from(competitors).where(eq(competitors.username, 'thehomegymguy'))).toEqual([]);
  });

  it('answers 403 naming the permission when Meta refuses the lookup for a missing one, and stores nothing', async () => {
    fake.inject({ kind: 'permission', code: 200, permission: 'instagram_basic' }, { match: isLookupOf('peak.trail.co'), times: 1 });
    const response = await addCompetitor(app(), owner, accountId, 'peak.trail.co');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'meta_permission_missing', message: expect.stringContaining('instagram_basic permission is missing') });
    expect(lookupsOf(fake, 'peak.trail.co')).toHaveLength(1);
    expect(await app().db.select().from(competitors).where(eq(competitors.username, 'peak.trail.co'))).toEqual([]);
  });

  it('stops at the limit per account, naming it, and says so on the list', async () => {
    expect((await addCompetitor(app(), owner, accountId, 'pilates.with.priya')).statusCode).toBe(201);
    const response = await addCompetitor(app(), owner, accountId, 'runclub.atx');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'limit_reached', details: { limit: LIMIT }, message: expect.stringContaining(`${LIMIT} competitors`) });
    const list = await listOf(owner, accountId);
    expect(list.limit).toBe(LIMIT);
    expect(list.cannotAdd).toContain('COMPETITOR_LIMIT');
    expect(lookupsOf(fake, 'runclub.atx')).toHaveLength(0);
  });

  it('marks the account for reconnection when Meta answers 190, and then stops asking', async () => {
    const expiring = await connectAccount(app(), owner.userId, fake.world.accounts[1]);
    fake.inject({ kind: 'expired' }, { match: isLookupOf('mobility.mike') });
    const response = await addCompetitor(app(), owner, expiring, 'mobility.mike');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'reconnect_needed', message: expect.stringContaining('reconnect') });
    const [account] = await app().db.select().from(igAccounts).where(eq(igAccounts.id, expiring));
    expect(account.needsReconnect).toBe(true);

    const again = await addCompetitor(app(), owner, expiring, 'mobility.mike');
    expect(again.json()).toMatchObject({ code: 'reconnect_needed' });
    expect(lookupsOf(fake, 'mobility.mike')).toHaveLength(1);
    expect((await listOf(owner, expiring)).cannotAdd).toContain('reconnect');
  });

  it('says an Instagram Login account cannot use business_discovery', async () => {
    const instagramLogin = await connectAccount(app(), owner.userId, fake.world.accounts[2], 'instagram');
    const response = await addCompetitor(app(), owner, instagramLogin, 'liftwithlena');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'business_discovery_unavailable', message: expect.stringContaining('Facebook Login') });
    expect((await listOf(owner, instagramLogin)).cannotAdd).toContain('Facebook Login');
  });

  it('answers 400 naming the field for a malformed username or account id', async () => {
    const badName = await addCompetitor(app(), owner, accountId, 'not a name!');
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'username' }] });
    const badAccount = await addCompetitor(app(), owner, 'nope', 'liftwithlena');
    expect(badAccount.json()).toMatchObject({ details: [{ field: 'accountId' }] });
    const tooLong = await addCompetitor(app(), owner, accountId, 'a'.repeat(31));
    expect(tooLong.json()).toMatchObject({ message: 'username: username must be at most 30 characters' });
  });
});

async function listOf(who: SignedIn, account: string): Promise<CompetitorList> {
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * DAY_MS).toISOString().slice(0, 10);
  const response = await app().inject({ method: 'GET', url: `/api/competitors?accountId=${account}&from=${from}&to=${today}`, headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<CompetitorList>();
}

describe('the list', () => {
  it('puts the user’s own account first, then the competitors by username', async () => {
    const list = await listOf(owner, accountId);
    expect(list.rows.map((row) => [row.kind, row.username])).toEqual([
      ['own', fitness.username],
      ['competitor', 'coachdre.strength'],
      ['competitor', 'liftwithlena'],
      ['competitor', 'pilates.with.priya'],
    ]);
    expect(list.rows[0]).toMatchObject({ id: accountId, refresh: null, trackedSince: null });
    expect(list.formulas.publicEr).toContain('(likes + comments) ÷ followers');
  });
});

describe('another user’s competitors and accounts', () => {
  let rivalId: string;
  beforeAll(async () => {
    rivalId = (await listOf(owner, accountId)).rows[1].id;
  });

  it.each([
    ['GET', ''],
    ['DELETE', ''],
    ['GET', '/posts'],
    ['GET', '/analytics?from=2025-01-01&to=2025-01-31'],
    ['POST', '/refresh'],
  ] as const)('%s /api/competitors/{id}%s answers 404 to anyone else', async (method, tail) => {
    const response = await app().inject({ method, url: `/api/competitors/${rivalId}${tail}`, headers: stranger.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Competitor not found' });
  });

  it('answers 404 for a foreign account on the list and on add', async () => {
    const list = await app().inject({ method: 'GET', url: `/api/competitors?accountId=${accountId}&from=2025-01-01&to=2025-01-31`, headers: stranger.headers });
    expect(list.statusCode).toBe(404);
    const add = await addCompetitor(app(), stranger, accountId, 'runclub.atx');
    expect(add.statusCode).toBe(404);
    expect(lookupsOf(fake, 'runclub.atx')).toHaveLength(0);
  });

  it('still shows the owner their competitor', async () => {
    const response = await app().inject({ method: 'GET', url: `/api/competitors/${rivalId}`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: rivalId, accountId, username: 'coachdre.strength', trackedSince: await todayOnAccountClock() });
  });
});

describe('tracking since', () => {
  it('is the day tracking began on the tracking account’s clock, the same on the list, the profile and the analytics', async () => {
    const rival = (await listOf(owner, accountId)).rows[1];
    const [before] = await app().db.select({ timezone: igAccounts.timezone }).from(igAccounts).where(eq(igAccounts.id, accountId));
    const [{ createdAt }] = await app().db.select({ createdAt: competitors.createdAt }).from(competitors).where(eq(competitors.id, rival.id));
    // 01:30 UTC on the 26th is still the evening of the 25th in Chicago: a UTC reading would say the 26th.
    await app().db.update(igAccounts).set({ timezone: 'America/Chicago' }).where(eq(igAccounts.id, accountId));
    await app()
      .db.update(competitors)
      .set({ createdAt: new Date('2026-11-26T01:30:00Z') })
      .where(eq(competitors.id, rival.id));
    try {
      const list = await listOf(owner, accountId);
      const profile = await app().inject({ method: 'GET', url: `/api/competitors/${rival.id}`, headers: owner.headers });
      const analytics = await app().inject({
        method: 'GET',
        url: `/api/competitors/${rival.id}/analytics?from=2026-11-01&to=2026-11-25`,
        headers: owner.headers,
      });
      expect(list.rows.find((row) => row.id === rival.id)?.trackedSince).toBe('2026-11-25');
      expect(profile.json<{ trackedSince: string }>().trackedSince).toBe('2026-11-25');
      expect(analytics.json<{ trackedSince: string }>().trackedSince).toBe('2026-11-25');
    } finally {
      await app().db.update(igAccounts).set({ timezone: before.timezone }).where(eq(igAccounts.id, accountId));
      await app().db.update(competitors).set({ createdAt }).where(eq(competitors.id, rival.id));
    }
  });
});

describe('bad input', () => {
  it.each([
    ['/api/competitors?from=2025-01-01&to=2025-01-31', 'accountId'],
    [`/api/competitors?accountId=ACCOUNT&from=2025-02-01&to=2025-01-31`, 'to'],
    [`/api/competitors?accountId=ACCOUNT&from=yesterday&to=2025-01-31`, 'from'],
    ['/api/competitors/not-a-uuid', 'id'],
    ['/api/competitors/RIVAL/posts?limit=0', 'limit'],
    ['/api/competitors/RIVAL/posts?after=garbage', 'after'],
    ['/api/competitors/RIVAL/analytics?from=2025-01-01', 'to'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const rivalId = (await listOf(owner, accountId)).rows[1].id;
    const response = await app().inject({ method: 'GET', url: url.replace('ACCOUNT', accountId).replace('RIVAL', rivalId), headers: owner.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(new RegExp(`^${field}: `));
  });

  it('refuses fields the body does not have', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/competitors',
      headers: owner.headers,
      payload: { accountId, username: 'runclub.atx', followers: 5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'followers', message: 'is not an accepted field' }] });
  });

  it('needs a signed-in user', async () => {
    expect((await app().inject({ method: 'GET', url: `/api/competitors?accountId=${accountId}&from=2025-01-01&to=2025-01-31` })).statusCode).toBe(401);
  });
});

describe('posts and removal', () => {
  it('pages the posts newest first with opaque cursors', async () => {
    const rivalRow = (await listOf(owner, accountId)).rows.find((row) => row.username === 'liftwithlena')!;
    const seen: string[] = [];
    let url: string | undefined = `/api/competitors/${rivalRow.id}/posts?limit=10`;
    while (url) {
      const page: CompetitorPostsPage = (await app().inject({ method: 'GET', url, headers: owner.headers })).json();
      expect(page.total).toBe(competitorNamed('liftwithlena').media.length);
      seen.push(...page.data.map((post) => post.igMediaId));
      url = page.paging.next;
    }
    expect(seen).toEqual(competitorNamed('liftwithlena').media.map((post) => post.id));
  });

  it('removes a competitor with its snapshots and posts', async () => {
    const row = (await listOf(owner, accountId)).rows.find((candidate) => candidate.username === 'pilates.with.priya')!;
    const removed = await app().inject({ method: 'DELETE', url: `/api/competitors/${row.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
    expect((await app().inject({ method: 'GET', url: `/api/competitors/${row.id}`, headers: owner.headers })).statusCode).toBe(404);
    expect(await app().db.select().from(competitorSnapshots).where(eq(competitorSnapshots.competitorId, row.id))).toEqual([]);
    expect(await app().db.select().from(competitorMedia).where(eq(competitorMedia.competitorId, row.id))).toEqual([]);
  });
});

describe('asking for a refresh', () => {
  it('queues one job per competitor however often it is asked', async () => {
    const rivalId = (await listOf(owner, accountId)).rows[1].id;
    const ask = () => app().inject({ method: 'POST', url: `/api/competitors/${rivalId}/refresh`, headers: owner.headers });

    const answers = await Promise.all([ask(), ask(), ask()]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const jobIds = new Set(answers.map((answer) => answer.json<{ jobId: string }>().jobId));
    expect(jobIds.size).toBe(1);
    const { rows } = await testApp.database.executeSql('select id, state from pgboss.job where name = $1 and singleton_key = $2', [COMPETITOR_QUEUE, rivalId]);
    expect(rows).toEqual([{ id: [...jobIds][0], state: 'created' }]);
    const profile = await app().inject({ method: 'GET', url: `/api/competitors/${rivalId}`, headers: owner.headers });
    expect(profile.json()).toMatchObject({ refresh: { state: 'queued' } });
  });
});
