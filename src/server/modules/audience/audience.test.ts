import type { AudienceAnswer } from '../../../shared/audience';
import { igAudienceSnapshots, igSyncStatus } from '../../db/schema';
import type { FieldErrorBody } from '../../test/helpers';
import { useRouteApp } from '../analytics/testing/routeApp';
import { seedAccount } from '../analytics/testing/seedAccount';

const route = useRouteApp('/api/analytics/audience');
const db = route.db;
const audience = route.get;

async function signedInAccount() {
  const auth = await route.signUp();
  return { token: auth.accessToken, accountId: await seedAccount(db(), auth.user.id) };
}

/** Women and men aged 18-24, then 25-34 (the same as 18-24 unless given). */
const cells = (women: number, men: number, olderWomen = women, olderMen = men) => [
  { age: '18-24', gender: 'F', value: women },
  { age: '18-24', gender: 'M', value: men },
  { age: '25-34', gender: 'F', value: olderWomen },
  { age: '25-34', gender: 'M', value: olderMen },
];

describe('GET /api/analytics/audience', () => {
  it('answers the latest snapshot with shares worked out by hand, the earlier one, and how the audiences differ', async () => {
    const { token, accountId } = await signedInAccount();
    const row = { accountId, timeframe: 'this_month', notOffered: null };
    await db()
      .insert(igAudienceSnapshots)
      .values([
        // Earlier snapshot: followers 18-24 were 50 %.
        { ...row, takenOn: '2026-11-01', audience: 'followers', ageGender: cells(25, 25), countries: [{ key: 'DE', value: 10 }], cities: [] },
        // Latest: followers 18-24 = (30 + 10) / 200 = 20 %, 25-34 = 40 %... women = 120 / 200 = 60 %.
        {
          ...row,
          takenOn: '2026-11-20',
          audience: 'followers',
          ageGender: cells(30, 10, 90, 70),
          countries: [
            { key: 'DE', value: 150 },
            { key: 'AT', value: 50 },
          ],
          cities: [{ key: 'Berlin, Berlin', value: 40 }],
        },
        // Engaged: 18-24 = 60 of 100 = 60 %, so 40 points above the followers' 20 %.
        {
          ...row,
          takenOn: '2026-11-20',
          audience: 'engaged',
          ageGender: cells(30, 30, 20, 20),
          countries: null,
          cities: null,
        },
        {
          ...row,
          takenOn: '2026-11-20',
          audience: 'reached',
          timeframe: null,
          ageGender: null,
          countries: null,
          cities: null,
          notOffered: 'Meta returned no reached_audience_demographics.',
        },
      ]);

    const response = await audience(token, `accountId=${accountId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<AudienceAnswer>();
    expect(body).toMatchObject({ accountId, username: 'corner_cafe', lastRefusal: null });
    expect(body.latest?.takenOn).toBe('2026-11-20');
    expect(body.previous?.takenOn).toBe('2026-11-01');
    expect(body.latest?.followers.ages).toEqual([
      { key: '18-24', label: '18-24', count: 40, share: 0.2 },
      { key: '25-34', label: '25-34', count: 160, share: 0.8 },
    ]);
    expect(body.latest?.followers.genders).toEqual([
      { key: 'F', label: 'Women', count: 120, share: 0.6 },
      { key: 'M', label: 'Men', count: 80, share: 0.4 },
    ]);
    expect(body.latest?.followers.countries?.[0]).toEqual({ key: 'DE', label: 'Germany', count: 150, share: 0.75 });
    expect(body.latest?.followers.ageGender).toContainEqual({ age: '25-34', gender: 'F', count: 90, share: 0.45 });
    expect(body.latest?.engaged).toMatchObject({ status: 'ok', countries: null, cities: null });
    expect(body.latest?.reached).toMatchObject({ status: 'not_offered', reason: 'Meta returned no reached_audience_demographics.', ages: null });

    const young = body.differences.ages.find((row) => row.key === '18-24')!;
    expect(young.followers).toBeCloseTo(0.2);
    expect(young.engaged).toBeCloseTo(0.6);
    expect(young.engagedVsFollowersPp).toBeCloseTo(40);
    expect(young.reached).toBeNull();
    expect(young.reachedVsFollowersPp).toBeNull();
    expect(young.followersBefore).toBeCloseTo(0.5);
    expect(young.followersChangePp).toBeCloseTo(-30);
    // A bucket the followers have none of is 0 %, not unknown: Meta served the list.
    expect(body.differences.ages.find((row) => row.key === '65+')).toMatchObject({ followers: 0, engaged: 0 });
    expect(body.differences.countries.map((row) => row.key)).toEqual(['DE', 'AT']);
    expect(body.differences.countries[0].engaged).toBeNull();
  });

  it('answers no snapshot before the first sync read one, and says what the last sync could not read', async () => {
    const { token, accountId } = await signedInAccount();
    await db()
      .insert(igSyncStatus)
      .values({
        accountId,
        state: 'succeeded',
        refusals: [
          {
            source: 'audience',
            kind: 'permission',
            code: 200,
            permission: 'instagram_manage_insights',
            message: '(#200) Requires instagram_manage_insights',
            count: 1,
          },
        ],
      });
    const body = (await audience(token, `accountId=${accountId}`)).json<AudienceAnswer>();
    expect(body.latest).toBeNull();
    expect(body.previous).toBeNull();
    expect(body.differences).toEqual({ ages: [], genders: [], countries: [] });
    expect(body.lastRefusal).toMatch(/instagram_manage_insights permission is missing/);
  });

  it('says "not offered" for an account Meta shows no audience for, never zeros', async () => {
    const { token, accountId } = await signedInAccount();
    const why = 'Meta shows audience data only for accounts with 100+ followers.';
    await db()
      .insert(igAudienceSnapshots)
      .values(['followers', 'engaged', 'reached'].map((kind) => ({ accountId, takenOn: '2026-11-20', audience: kind as 'followers', notOffered: why })));
    const body = (await audience(token, `accountId=${accountId}`)).json<AudienceAnswer>();
    for (const kind of ['followers', 'engaged', 'reached'] as const) {
      expect(body.latest?.[kind]).toMatchObject({ status: 'not_offered', reason: why, ageGender: null, ages: null, countries: null, cities: null });
    }
  });

  it('names the breakdowns Meta answered empty as not offered, apart from one it refused (unknown), never as 0 %', async () => {
    const { token, accountId } = await signedInAccount();
    await db()
      .insert(igAudienceSnapshots)
      .values([
        {
          accountId,
          takenOn: '2026-11-20',
          audience: 'followers',
          timeframe: 'this_month',
          ageGender: cells(30, 10),
          countries: [{ key: 'DE', value: 80 }],
          cities: [],
        },
        // The engaged audience: age × gender answered empty (not offered), countries served, cities refused.
        { accountId, takenOn: '2026-11-20', audience: 'engaged', timeframe: 'this_month', ageGender: [], countries: [{ key: 'DE', value: 5 }], cities: null },
      ]);
    const body = (await audience(token, `accountId=${accountId}`)).json<AudienceAnswer>();
    expect(body.latest?.followers).toMatchObject({ status: 'ok', notOfferedParts: ['cities'], cities: null });
    expect(body.latest?.engaged).toMatchObject({ status: 'ok', notOfferedParts: ['ageGender'], ageGender: null, ages: null, genders: null, cities: null });
    expect(body.latest?.engaged.countries).toEqual([{ key: 'DE', label: 'Germany', count: 5, share: 1 }]);
    // Not offered is unknown for the comparison too: no 0 % against the followers.
    expect(body.differences.ages.find((row) => row.key === '18-24')).toMatchObject({ engaged: null, engagedVsFollowersPp: null });
  });

  it("answers 404 for another user's account, 400 naming the field for a bad id, and 401 without a session", async () => {
    const owner = await signedInAccount();
    const stranger = await route.signUp();
    const foreign = await audience(stranger.accessToken, `accountId=${owner.accountId}`);
    expect(foreign.statusCode).toBe(404);

    const bad = await audience(owner.token, 'accountId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<FieldErrorBody>().details).toEqual([expect.objectContaining({ field: 'accountId' })]);
    const missing = await audience(owner.token, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<FieldErrorBody>().details).toEqual([expect.objectContaining({ field: 'accountId' })]);
    const extra = await audience(owner.token, `accountId=${owner.accountId}&period=30`);
    expect(extra.statusCode).toBe(400);

    const anonymous = await route.getSignedOut(`accountId=${owner.accountId}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
