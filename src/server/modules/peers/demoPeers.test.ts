import { eq } from 'drizzle-orm';
import type { AuthResponse } from '../../../shared/auth';
import type { ConnectedAccount } from '../../../shared/connectors';
import type { PeerComparison } from '../../../shared/peers';
import { peerMetrics } from '../../db/schema';
import { createDemoWorld } from '../../meta/demo/world';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { waitForSyncs } from '../../test/syncWaits';
import { insertAccount } from './testing/peerRows';

let harness: TestApp;
let demo: AuthResponse;
let accounts: ConnectedAccount[];

const signInToDemo = async () => (await harness.app.inject({ method: 'POST', url: '/api/auth/demo' })).json<AuthResponse>();
const comparisonOf = async (token: string, query: string) =>
  (await harness.app.inject({ method: 'GET', url: `/api/analytics/peers?${query}`, headers: bearer(token) })).json<PeerComparison>();
const demoRows = () => harness.app.db.select({ igUserId: peerMetrics.igUserId }).from(peerMetrics).where(eq(peerMetrics.source, 'demo'));

beforeAll(async () => {
  harness = await createTestApp();
  demo = await signInToDemo();
  accounts = (await harness.app.inject({ method: 'GET', url: '/api/connectors/accounts', headers: bearer(demo.accessToken) })).json<ConnectedAccount[]>();
  await waitForSyncs(harness.app, demo.accessToken, 120_000);
}, 180_000);
afterAll(() => harness.close());

describe('peer comparison in the demo workspace', () => {
  it('shows every demo account a live cohort in its own niche, country and tier, with its own figures ranked', async () => {
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      const comparison = await comparisonOf(demo.accessToken, `accountId=${account.accountId}`);
      expect(comparison.cohort.kind).toBe('live');
      expect(comparison.cohort).toMatchObject({ size: expect.any(Number) });
      const size = (comparison.cohort as { size: number }).size;
      expect(size).toBeGreaterThanOrEqual(14);
      expect(size).toBeLessThanOrEqual(36);
      for (const metric of comparison.metrics) {
        expect(metric.value).not.toBeNull();
        expect(metric.percentile).toBeGreaterThanOrEqual(0);
        expect(metric.percentile).toBeLessThanOrEqual(100);
        expect(metric.distribution!.p10).toBeLessThan(metric.distribution!.p90);
      }
    }
  });

  it('falls back to the benchmark in the neighbouring country, where fewer than 5 peers are', async () => {
    const world = createDemoWorld();
    const fitness = accounts.find((account) => world.accounts.find((demoAccount) => demoAccount.username === account.accountName)?.nicheId === 'fitness')!;
    const comparison = await comparisonOf(demo.accessToken, `accountId=${fitness.accountId}&countryCode=CA`);
    expect(comparison).toMatchObject({ nicheId: 'fitness', countryCode: 'CA', cohort: { kind: 'benchmark', source: expect.stringContaining('HypeAuditor') } });
    expect(comparison.metrics.every((metric) => metric.percentile === null && metric.distribution === null)).toBe(true);
  });

  it('seeds the generated peers once: a second demo sign-in neither duplicates them nor joins the first user’s cohort', async () => {
    const before = await demoRows();
    expect(before).toHaveLength(createDemoWorld().peers.length);
    const sizes = async () => Promise.all(accounts.map(async (account) => (await comparisonOf(demo.accessToken, `accountId=${account.accountId}`)).cohort));
    const cohortsBefore = await sizes();

    const second = await signInToDemo();
    await waitForSyncs(harness.app, second.accessToken, 120_000);

    const after = await demoRows();
    expect(after).toHaveLength(before.length);
    expect(new Set(after.map((row) => row.igUserId)).size).toBe(after.length);
    // The second user's copies of the same demo accounts are the first user's own accounts by Instagram id.
    expect(await sizes()).toEqual(cohortsBefore);
  }, 180_000);

  it("leaves a real account's cohort alone: the same niche, country and tier as a demo account stays on the benchmark", async () => {
    const fitness = createDemoWorld().accounts.find((account) => account.nicheId === 'fitness')!;
    const real = await registerUser(harness.app);
    const accountId = await insertAccount(harness.app.db, real.user.id, {
      nicheId: 'fitness',
      countryCode: fitness.countryCode,
      followersCount: fitness.followersCount,
    });

    const comparison = await comparisonOf(real.accessToken, `accountId=${accountId}`);

    expect(comparison).toMatchObject({ nicheId: 'fitness', countryCode: fitness.countryCode, cohort: { kind: 'benchmark' } });
    expect(comparison.metrics.every((metric) => metric.percentile === null && metric.distribution === null)).toBe(true);
    // The demo's own account of that place is compared with its (generated) cohort all the same.
    const demoFitness = accounts.find((account) => account.accountName === fitness.username)!;
    expect((await comparisonOf(demo.accessToken, `accountId=${demoFitness.accountId}`)).cohort.kind).toBe('live');
  });
});
