/**
 * A competitor's follower snapshot is dated by today on the clock of the account tracking it, the
 * clock its list and trend read their periods on, not by the UTC day the refresh ran in.
 */
import { eq } from 'drizzle-orm';
import { competitors, competitorSnapshots, igAccounts, users } from '../../db/schema';
import type { DiscoveredProfile } from '../../meta/businessDiscovery';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { accountDay } from '../sync/context';
import { saveDiscovery } from './store';

jest.setTimeout(60_000);

let database: TestDatabase;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  [{ id: userId }] = await database.db.insert(users).values({ email: 'tracker@example.test', name: 'Tracker' }).returning();
});
afterAll(() => database.close());

const profile = (followers: number): DiscoveredProfile => ({
  igUserId: 'ig-rival',
  username: 'rival',
  name: null,
  biography: null,
  profilePicUrl: null,
  followers,
  mediaCount: 10,
  posts: [],
});

async function competitorTrackedFrom(timezone: string): Promise<string> {
  const [account] = await database.db
    .insert(igAccounts)
    .values({ userId, igUserId: `ig-${timezone}`, username: `tracker_${timezone.length}`, timezone })
    .returning({ id: igAccounts.id });
  const [competitor] = await database.db
    .insert(competitors)
    .values({ userId, accountId: account.id, igUserId: 'ig-rival', username: 'rival' })
    .returning({ id: competitors.id });
  return competitor.id;
}

const snapshotDays = (competitorId: string) =>
  database.db
    .select({ date: competitorSnapshots.date, followers: competitorSnapshots.followers })
    .from(competitorSnapshots)
    .where(eq(competitorSnapshots.competitorId, competitorId));

/** Monday 23 Nov 2026, 00:10 UTC: still Sunday evening (21:10) in São Paulo, already Monday morning in Tokyo. */
const JUST_AFTER_UTC_MIDNIGHT = new Date('2026-11-23T00:10:00Z');

describe('a competitor snapshot’s day', () => {
  it('is the tracking account’s day: Sunday for an account in São Paulo', async () => {
    const id = await competitorTrackedFrom('America/Sao_Paulo');
    await saveDiscovery(database.db, id, profile(5_000), JUST_AFTER_UTC_MIDNIGHT, 'America/Sao_Paulo');
    expect(await snapshotDays(id)).toEqual([{ date: '2026-11-22', followers: 5_000 }]);
  });

  it('is Monday for an account in Tokyo, and a later refresh that day rewrites it', async () => {
    const id = await competitorTrackedFrom('Asia/Tokyo');
    await saveDiscovery(database.db, id, profile(5_000), JUST_AFTER_UTC_MIDNIGHT, 'Asia/Tokyo');
    // 14:00 UTC is 23:00 in Tokyo: the same day there.
    await saveDiscovery(database.db, id, profile(5_040), new Date('2026-11-23T14:00:00Z'), 'Asia/Tokyo');
    expect(await snapshotDays(id)).toEqual([{ date: '2026-11-23', followers: 5_040 }]);
  });
});

describe('accountDay', () => {
  it('reads a stored zone the analytics cannot use as UTC, as they do', () => {
    expect(accountDay(JUST_AFTER_UTC_MIDNIGHT, 'Not/A_Zone')).toBe('2026-11-23');
    expect(accountDay(JUST_AFTER_UTC_MIDNIGHT, 'America/Sao_Paulo')).toBe('2026-11-22');
  });
});
