import { asc, eq, sql } from 'drizzle-orm';
import type { CompetitorProfile, CompetitorRow } from '../../../shared/competitors';
import { competitorMedia, competitorSnapshots, competitors } from '../../db/schema';
import { COMPETITOR_QUEUE } from '../../jobs/syncQueue';
import { waitFor } from '../../jobs/testing/waitFor';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import type { TestApp } from '../../test/helpers';
import { addCompetitor, connectAccount, lookupsOf, signIn, startCompetitorApp, type SignedIn } from './testing/competitorApp';
import type { SyncQueuedResponse } from '../../../shared/connectors';

/**
 * Refreshes run in the same pg-boss queue as the account syncs (workers polling every half second
 * here), through the real HTTP Graph client against the loopback Graph fake.
 */
let fake: GraphFake;
let testApp: TestApp;
let owner: SignedIn;
let accountId: string;

const app = () => testApp.app;
const isLookupOf = (username: string) => (_path: string, query: URLSearchParams) =>
  query.get('fields')?.includes(`business_discovery.username(${username})`) ?? false;

beforeAll(async () => {
  fake = await startGraphFake();
  testApp = await startCompetitorApp(fake);
  owner = await signIn(app());
  // The smallest demo account, so the account sync that POST /api/connectors/sync also runs stays short.
  const smallest = [...fake.world.accounts].sort((a, b) => a.media.length - b.media.length)[0];
  accountId = await connectAccount(app(), owner.userId, smallest);
}, 60_000);
// Closing waits for the account sync POST /api/connectors/sync started, which may still be running.
afterAll(async () => {
  await testApp.close();
  await fake.close();
}, 60_000);
afterEach(() => fake.clearFaults());

async function added(username: string): Promise<string> {
  const response = await addCompetitor(app(), owner, accountId, username);
  expect(response.statusCode).toBe(201);
  return response.json<CompetitorRow>().id;
}

const profileOf = async (id: string) =>
  (await app().inject({ method: 'GET', url: `/api/competitors/${id}`, headers: owner.headers })).json<CompetitorProfile>();
const refreshed = (id: string, after: string | null) =>
  waitFor(
    () => profileOf(id),
    (profile) => profile.refresh.state === 'succeeded' && profile.refresh.lastRefreshedAt !== after,
  );
const askRefresh = (id: string) => app().inject({ method: 'POST', url: `/api/competitors/${id}/refresh`, headers: owner.headers });

async function jobsOf(competitorId: string) {
  const { rows } = await testApp.database.executeSql(
    'select id, state, retry_count from pgboss.job where name = $1 and singleton_key = $2 order by created_on',
    [COMPETITOR_QUEUE, competitorId],
  );
  return rows as Array<{ id: string; state: string; retry_count: number }>;
}

const snapshotsOf = (id: string) =>
  app()
    .db.select({ date: competitorSnapshots.date, followers: competitorSnapshots.followers })
    .from(competitorSnapshots)
    .where(eq(competitorSnapshots.competitorId, id))
    .orderBy(asc(competitorSnapshots.date));

describe('refreshing a competitor through the job queue', () => {
  it('writes the day’s snapshot beside the earlier ones and updates the posts', async () => {
    const id = await added('osteria.del.portico');
    const rival = fake.world.competitorByUsername.get('osteria.del.portico')!;
    // Make the add's snapshot yesterday's and forget one post's likes, as if Meta had moved on since.
    await app()
      .db.update(competitorSnapshots)
      .set({ date: sql`${competitorSnapshots.date} - 1` })
      .where(eq(competitorSnapshots.competitorId, id));
    await app().db.update(competitorMedia).set({ likes: 0 }).where(eq(competitorMedia.igMediaId, rival.media[0].id));
    const before = (await profileOf(id)).refresh.lastRefreshedAt;

    const response = await askRefresh(id);
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json<{ jobId: string }>();
    await refreshed(id, before);

    const today = new Date().toISOString().slice(0, 10);
    const snapshots = await snapshotsOf(id);
    expect(snapshots).toHaveLength(2);
    expect(snapshots[1]).toEqual({ date: today, followers: rival.followersCount });
    const [post] = await app().db.select().from(competitorMedia).where(eq(competitorMedia.igMediaId, rival.media[0].id));
    expect(post.likes).toBe(rival.media[0].like_count);
    expect(await app().db.select().from(competitorMedia).where(eq(competitorMedia.competitorId, id))).toHaveLength(rival.media.length);
    expect(await jobsOf(id)).toEqual([{ id: jobId, state: 'completed', retry_count: 0 }]);

    // A second refresh the same day rewrites today's snapshot: still one row per day.
    const again = (await profileOf(id)).refresh.lastRefreshedAt;
    await askRefresh(id);
    await refreshed(id, again);
    expect(await snapshotsOf(id)).toHaveLength(2);
  }, 90_000);

  it('leaves a throttled refresh to the queue, which retries it until Meta lets it through', async () => {
    const id = await added('sfoglia.e.matterello');
    // More throttled answers than the Graph client's own attempts (5): the first run of the job fails.
    fake.inject({ kind: 'throttle', code: 613 }, { match: isLookupOf('sfoglia.e.matterello'), times: 5 });
    const before = (await profileOf(id)).refresh.lastRefreshedAt;

    await askRefresh(id);
    const profile = await refreshed(id, before);

    expect(profile.refresh.lastError).toBeNull();
    expect(await jobsOf(id)).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    // One lookup for the add, five throttled ones, then the retry's.
    expect(lookupsOf(fake, 'sfoglia.e.matterello')).toHaveLength(7);
  }, 90_000);

  it('records why when Meta no longer shows the account, without retrying', async () => {
    const id = await added('bottega.bolognese');
    // As if the account had been renamed or made personal since it was added.
    await app().db.update(competitors).set({ username: 'bottega.renamed' }).where(eq(competitors.id, id));

    await askRefresh(id);
    const profile = await waitFor(
      () => profileOf(id),
      (candidate) => candidate.refresh.state === 'failed',
    );

    expect(profile.refresh.lastError).toContain('@bottega.renamed is not a business or creator account');
    expect(await jobsOf(id)).toEqual([expect.objectContaining({ state: 'completed', retry_count: 0 })]);
  }, 90_000);

  it('is queued for every competitor of the accounts an account sync is asked for', async () => {
    const id = await added('pizzeria.vesuvio.bo');
    const before = (await profileOf(id)).refresh.lastRefreshedAt;

    const sync = await app().inject({ method: 'POST', url: '/api/connectors/sync', headers: owner.headers });

    expect(sync.statusCode).toBe(200);
    expect(sync.json<SyncQueuedResponse>().jobs).toEqual([expect.objectContaining({ accountId })]);
    await refreshed(id, before);
    expect(await jobsOf(id)).toEqual([expect.objectContaining({ state: 'completed' })]);
  }, 90_000);
});
