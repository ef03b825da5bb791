import { eq } from 'drizzle-orm';
import { AUDIENCE_NOT_OFFERED } from '../../../shared/audience';
import { igAudienceSnapshots } from '../../db/schema';
import { fakeBackedDeps, insertConnectedAccount, smallestAccount, useSyncWorld } from '../testing/syncFixtures';
import { DEMO_ACCESS_TOKEN } from '../../meta/demo/world';
import { syncAudience } from './audienceStage';
import { upsertAudienceSnapshot } from './audienceStore';
import { DEFAULT_SYNC_LIMITS } from './context';
import { InsightsGapLog } from './insightsGaps';
import { readStatus } from './progress';
import { RefusalLog } from './refusals';
import { loadAccount } from './store';
import { syncAccount } from './syncAccount';

const world = useSyncWorld();

const isDemographics = (path: string, query: URLSearchParams) => path.endsWith('/insights') && (query.get('metric') ?? '').endsWith('_demographics');
const snapshotsOf = async (accountId: string) =>
  new Map((await world.database.db.select().from(igAudienceSnapshots).where(eq(igAudienceSnapshots.accountId, accountId))).map((row) => [row.audience, row]));

async function syncSmallest() {
  const { deps } = fakeBackedDeps(world.database.db, world.fake);
  const accountId = await insertConnectedAccount(deps, smallestAccount(world.fake).igUserId);
  const outcome = await syncAccount(deps, accountId);
  return { deps, accountId, outcome };
}

describe('the audience stage of a sync, against the loopback Graph fake', () => {
  it("stores the day's followers, engaged and reached audiences by age × gender, country and city, as Meta's documented parameters ask", async () => {
    const { accountId, outcome } = await syncSmallest();
    expect(outcome).toBe('succeeded');

    const rows = await snapshotsOf(accountId);
    expect([...rows.keys()].sort()).toEqual(['engaged', 'followers', 'reached']);
    const followers = rows.get('followers')!;
    expect(followers).toMatchObject({ timeframe: 'this_month', notOffered: null, takenOn: world.fake.world.now.toISOString().slice(0, 10) });
    expect(new Set(followers.ageGender!.map((cell) => cell.age))).toEqual(new Set(['13-17', '18-24', '25-34', '35-44', '45-54', '55-64', '65+']));
    expect(new Set(followers.ageGender!.map((cell) => cell.gender))).toEqual(new Set(['F', 'M', 'U']));
    // The smallest demo account is the trattoria in Rome: its followers are mostly Italian, from Rome first.
    expect(followers.countries![0].key).toBe(smallestAccount(world.fake).countryCode);
    expect(followers.cities![0].key).toBe('Rome, Lazio');
    const total = followers.ageGender!.reduce((sum, cell) => sum + cell.value, 0);
    expect(total).toBeLessThanOrEqual(smallestAccount(world.fake).followersCount);
    expect(total).toBeGreaterThan(smallestAccount(world.fake).followersCount * 0.8);

    const asked = world.fake.requests.filter((request) => isDemographics(request.path, new URLSearchParams(request.query)));
    expect(asked).toHaveLength(9);
    for (const request of asked) {
      expect(request.query).toMatchObject({ period: 'lifetime', metric_type: 'total_value', timeframe: 'this_month' });
      expect(['age,gender', 'country', 'city']).toContain(request.query.breakdown);
    }
  });

  it('reads the demographics once a day: a second sync the same day asks nothing more of them', async () => {
    const { deps, accountId } = await syncSmallest();
    const before = world.fake.requests.length;
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    const again = world.fake.requests.slice(before).filter((request) => isDemographics(request.path, new URLSearchParams(request.query)));
    expect(again).toEqual([]);
  });

  it('stores "not offered" and no zero when Meta withholds the demographics (its empty data set, as under 100 followers)', async () => {
    world.fake.withholdAudience([smallestAccount(world.fake).igUserId]);
    const { deps, accountId, outcome } = await syncSmallest();
    expect(outcome).toBe('succeeded');

    const rows = await snapshotsOf(accountId);
    for (const audience of ['followers', 'engaged', 'reached'] as const) {
      expect(rows.get(audience)).toMatchObject({ ageGender: null, countries: null, cities: null });
      expect(rows.get(audience)?.notOffered).toMatch(/withholds demographics of small audiences/);
    }
    const status = await readStatus(world.database.db, accountId);
    expect(status?.refusals).toEqual(expect.arrayContaining([expect.objectContaining({ source: 'audience', kind: 'not_offered' })]));

    // Settled for the day: a second sync that day does not ask again.
    const before = world.fake.requests.length;
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    expect(world.fake.requests.slice(before).filter((request) => isDemographics(request.path, new URLSearchParams(request.query)))).toEqual([]);
  });

  it('records a missing permission as unknown, stores no row, and stops asking after the first refusal', async () => {
    world.fake.inject({ kind: 'permission', code: 200, permission: 'instagram_manage_insights' }, { match: isDemographics, times: 100 });
    const { accountId, outcome } = await syncSmallest();
    expect(outcome).toBe('succeeded');

    expect((await snapshotsOf(accountId)).size).toBe(0);
    const status = await readStatus(world.database.db, accountId);
    expect(status?.refusals).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'audience', kind: 'permission', permission: 'instagram_manage_insights', count: 1 })]),
    );
  });

  it('keeps what Meta served when one breakdown is refused: that breakdown alone stays unknown', async () => {
    world.fake.inject(
      { kind: 'bad-parameter', message: 'Invalid parameter' },
      { match: (path, query) => isDemographics(path, query) && query.get('breakdown') === 'city', times: 3 },
    );
    const { deps, accountId } = await syncSmallest();
    const followers = (await snapshotsOf(accountId)).get('followers')!;
    expect(followers.cities).toBeNull();
    expect(followers.countries?.length).toBeGreaterThan(0);
    expect(followers.ageGender?.length).toBeGreaterThan(0);

    // The refused breakdown is asked again by the next sync that day and stored; a breakdown that sync is refused
    // keeps the value read earlier that day.
    world.fake.clearFaults();
    world.fake.inject(
      { kind: 'bad-parameter', message: 'Invalid parameter' },
      { match: (path, query) => isDemographics(path, query) && query.get('breakdown') === 'country', times: 3 },
    );
    const before = world.fake.requests.length;
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');
    const again = world.fake.requests.slice(before).filter((request) => isDemographics(request.path, new URLSearchParams(request.query)));
    // Each audience whose city was refused is read again, all three of its breakdowns.
    expect(again).toHaveLength(9);
    const completed = (await snapshotsOf(accountId)).get('followers')!;
    expect(completed.cities?.length).toBeGreaterThan(0);
    expect(completed.countries).toEqual(followers.countries);
  });

  it('never stores a breakdown answered empty later that day over the counts read earlier, and stores it where nothing was', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const accountId = await insertConnectedAccount(deps, smallestAccount(world.fake).igUserId);
    const day = { accountId, takenOn: '2026-11-20', audience: 'engaged' as const, timeframe: 'this_month', notOffered: null, fetchedAt: world.fake.world.now };
    const rome = [{ key: 'Rome, Lazio', value: 120 }];
    await upsertAudienceSnapshot(world.database.db, { ...day, ageGender: null, countries: null, cities: rome });
    // The re-read that day: countries now served, age × gender and cities answered empty.
    await upsertAudienceSnapshot(world.database.db, { ...day, ageGender: [], countries: [{ key: 'IT', value: 300 }], cities: [] });
    expect((await snapshotsOf(accountId)).get('engaged')).toMatchObject({ ageGender: [], countries: [{ key: 'IT', value: 300 }], cities: rome });
  });

  it('says "not offered" without asking Meta for an account under 100 followers', async () => {
    const { deps } = fakeBackedDeps(world.database.db, world.fake);
    const account = smallestAccount(world.fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    const refusals = new RefusalLog();
    const before = world.fake.requests.length;
    const row = (await loadAccount(world.database.db, accountId))!;
    const client = deps.gateway.clientFor('facebook', DEMO_ACCESS_TOKEN);
    await syncAudience(
      {
        db: world.database.db,
        client,
        account: row,
        limits: DEFAULT_SYNC_LIMITS,
        now: world.fake.world.now,
        refusals,
        insightsGaps: new InsightsGapLog(),
        progress: async () => {},
      },
      99,
    );

    expect(world.fake.requests.length).toBe(before);
    expect(refusals.list()).toEqual([expect.objectContaining({ source: 'audience', kind: 'not_offered', message: AUDIENCE_NOT_OFFERED })]);
    const rows = await snapshotsOf(accountId);
    expect(rows.get('followers')?.notOffered).toBe(AUDIENCE_NOT_OFFERED);
  });
});
