import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type { ContentAnalysis, Overview } from '../../../shared/analytics';
import { shiftDate } from '../../../shared/dateSpan';
import { calendarDateIn } from '../../../shared/period';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle, type Db } from '../../db/client';
import * as schema from '../../db/schema';
import { competitors, competitorSnapshots, igAccountDaily, igAccounts, igMedia } from '../../db/schema';
import { upsertMedia } from '../../jobs/sync/store';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { requireAccount } from '../connectors/public';
import { computeContentAnalysis } from './content';
import { computeOverview } from './overview';
import { periodScopeFor, resolvePeriod } from './periodScope';

/**
 * Analytics answers computed once per version of the account's data: served from the
 * cache they equal a fresh computation for any period, and a write to the account's rows or settings,
 * through this server or another one on the same database, is seen by the very next request.
 */
const ZONE = 'Europe/Berlin';
const HISTORY_DAYS = 120;
const TYPES = ['IMAGE', 'CAROUSEL_ALBUM', 'REELS', 'VIDEO'] as const;
const DAY_MS = 86_400_000;

let t: TestApp;
let owner: { id: string; headers: Record<string, string> };
let stranger: { id: string; headers: Record<string, string> };
let today: string;

/** A busy account: a daily row for each of the last 120 days and a post every ~29 hours at varied hours, captions and formats. */
async function seedBusyAccount(db: Db, userId: string, igUserId: string) {
  const now = Date.now();
  const [account] = await db.insert(igAccounts).values({ userId, igUserId, username: igUserId, followersCount: 5_000, timezone: ZONE }).returning();
  await db.insert(igAccountDaily).values(
    Array.from({ length: HISTORY_DAYS }, (_, i) => ({
      accountId: account.id,
      date: shiftDate(today, -i),
      followers: 5_000 - i * 7 - (i % 5),
      reach: 900 + ((i * 37) % 400),
    })),
  );
  await db.insert(igMedia).values(
    Array.from({ length: 100 }, (_, i) => {
      const likes = 80 + ((i * 7919) % 300);
      return {
        accountId: account.id,
        igMediaId: `${igUserId}-${i}`,
        mediaType: TYPES[i % TYPES.length],
        caption: `${i % 3 ? '☕ ' : ''}Post ${i}${i % 4 ? ' link in bio' : ''} #tag${i % 6}${i % 5 ? ' #coffee' : ''}`,
        postedAt: new Date(now - i * 29 * 3_600_000),
        likes,
        comments: likes % 40,
        saves: i % 9 ? likes % 25 : null,
        shares: likes % 15,
        reach: i % 11 ? likes * 8 : null,
        views: likes * 12,
      };
    }),
  );
  return account;
}

async function get<T>(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
}

/**
 * Postgres may sum float8 averages in another row order from one run to the next (the last bit of a
 * mean differs); twelve significant digits are what two computations of one figure always share.
 */
const steady = (value: unknown): unknown => {
  if (typeof value === 'number' && !Number.isInteger(value)) return Number(value.toPrecision(12));
  if (Array.isArray(value)) return value.map(steady);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, steady(child)]));
  return value;
};

/** What the endpoints must answer, computed from the rows as they are now, bypassing every cache. */
async function freshAnswers(db: Db, userId: string, accountId: string, period: { from: string; to: string }) {
  const scope = periodScopeFor(await requireAccount(db, userId, accountId));
  const resolved = resolvePeriod(scope, period);
  // Through JSON, as the endpoints send them.
  const [overview, content] = await Promise.all([computeOverview(db, scope, resolved), computeContentAnalysis(db, scope, resolved)]);
  return steady(JSON.parse(JSON.stringify({ overview, content }))) as { overview: Overview; content: ContentAnalysis };
}

async function served(app: FastifyInstance, headers: Record<string, string>, accountId: string, { from, to }: { from: string; to: string }) {
  const query = new URLSearchParams({ accountId, from, to });
  const [overview, content] = await Promise.all([
    get<Overview>(app, `/api/analytics/overview?${query}`, headers),
    get<ContentAnalysis>(app, `/api/analytics/content?${query}`, headers),
  ]);
  return steady({ overview, content }) as { overview: Overview; content: ContentAnalysis };
}

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  owner = { id: a.user.id, headers: bearer(a.accessToken) };
  stranger = { id: b.user.id, headers: bearer(b.accessToken) };
  today = calendarDateIn(new Date(), ZONE);
}, 60_000);
afterAll(() => t.close());

describe('analytics answers cached per data version', () => {
  it('equal a fresh computation for random periods, asked in any order and again', async () => {
    const account = await seedBusyAccount(t.app.db, owner.id, 'ig-property');
    // Periods drawn from a few dates, so many share their first or last day or repeat: an answer kept
    // under too coarse a key would be served for another period and differ from the fresh one.
    const dates = [0, 1, 6, 29, 59, HISTORY_DAYS - 1].map((daysAgo) => shiftDate(today, -daysAgo));
    const periods = fc.tuple(fc.constantFrom(...dates), fc.constantFrom(...dates)).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
    await fc.assert(
      fc.asyncProperty(periods, async (period) => {
        const expected = await freshAnswers(t.app.db, owner.id, account.id, period);
        // The first request computes and stores the answer, the second is served from the store.
        expect(await served(t.app, owner.headers, account.id, period)).toEqual(expected);
        expect(await served(t.app, owner.headers, account.id, period)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it('answer the first request after a sync with its new posts and days', async () => {
    const account = await seedBusyAccount(t.app.db, owner.id, 'ig-sync');
    const period = { from: shiftDate(today, -6), to: today };
    const before = await served(t.app, owner.headers, account.id, period);
    // What the sync writes (jobs/sync/store.ts): a page of media upserted, today's snapshot.
    await upsertMedia(t.app.db, [
      {
        accountId: account.id,
        igMediaId: 'ig-sync-new',
        mediaType: 'REELS',
        caption: 'Fresh from the sync #new',
        postedAt: new Date(Date.now() - 3_600_000),
        likes: 4_000,
        comments: 300,
        saves: 50,
        shares: 40,
        reach: 20_000,
        views: 30_000,
      },
    ]);
    await t.app.db
      .update(igAccountDaily)
      .set({ followers: 9_999 })
      .where(and(eq(igAccountDaily.accountId, account.id), eq(igAccountDaily.date, today)));
    const after = await served(t.app, owner.headers, account.id, period);
    expect(after).toEqual(await freshAnswers(t.app.db, owner.id, account.id, period));
    expect(after.overview.kpis.posts.value).toBe((before.overview.kpis.posts.value ?? 0) + 1);
    expect(after.overview.kpis.followers.value).toBe(9_999);
    expect(after.content.topHashtags.map((group) => group.key)).toContain('#new');
  }, 60_000);

  it('read the period on the new clock at once after a time zone change', async () => {
    const account = await seedBusyAccount(t.app.db, owner.id, 'ig-zone');
    const period = { from: shiftDate(today, -29), to: shiftDate(today, -1) };
    const berlin = await served(t.app, owner.headers, account.id, period);
    expect(berlin.overview.timezone).toBe(ZONE);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/connectors/instagram/accounts/${account.id}`,
      headers: owner.headers,
      payload: { timezone: 'Pacific/Kiritimati' },
    });
    expect(change.statusCode).toBe(200);
    const kiritimati = await served(t.app, owner.headers, account.id, period);
    expect([kiritimati.overview.timezone, kiritimati.content.timezone]).toEqual(['Pacific/Kiritimati', 'Pacific/Kiritimati']);
    expect(kiritimati).toEqual(await freshAnswers(t.app.db, owner.id, account.id, period));
    // Fourteen hours apart: posts near midnight move to another day, so the heatmap differs.
    expect(kiritimati.overview.heatmap).not.toEqual(berlin.overview.heatmap);
  }, 60_000);

  it("never serve one user's answer to another", async () => {
    const account = await seedBusyAccount(t.app.db, owner.id, 'ig-private');
    const period = { from: shiftDate(today, -29), to: today };
    await served(t.app, owner.headers, account.id, period);
    const query = new URLSearchParams({ accountId: account.id, ...period });
    for (const endpoint of ['overview', 'content']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/analytics/${endpoint}?${query}`, headers: stranger.headers });
      expect({ endpoint, status: response.statusCode }).toEqual({ endpoint, status: 404 });
    }
    // The stranger's own account, same period: its own figures, not the cached ones.
    const own = await t.app.db
      .insert(igAccounts)
      .values({ userId: stranger.id, igUserId: 'ig-stranger', username: 'stranger', followersCount: 10, timezone: ZONE })
      .returning();
    const theirs = await served(t.app, stranger.headers, own[0].id, period);
    expect([theirs.overview.accountId, theirs.overview.kpis.posts.value, theirs.content.sampleSize]).toEqual([own[0].id, 0, 0]);
  }, 60_000);
});

/** A second server on the same database: its own process memory (cache), the same rows. */
async function secondHandleOn(database: DatabaseHandle & { url: string | null }): Promise<DatabaseHandle> {
  if (database.url) return openDatabase({ kind: 'postgres', url: database.url });
  const db = drizzlePglite({ client: (database.db as unknown as { $client: never }).$client, schema }) as unknown as Db;
  return { ...database, db, close: async () => undefined };
}

describe('several servers on one database', () => {
  it('a change made through one server is served by the other at once', async () => {
    const handle = await secondHandleOn(t.database);
    const other = await buildApp(t.config, { database: handle });
    try {
      const account = await seedBusyAccount(t.app.db, owner.id, 'ig-shared');
      const period = { from: shiftDate(today, -29), to: shiftDate(today, -1) };
      // Both servers hold the answer.
      const first = await served(t.app, owner.headers, account.id, period);
      expect(await served(other, owner.headers, account.id, period)).toEqual(first);
      // The other server deletes a post; this one has been told nothing.
      await other.db.delete(igMedia).where(and(eq(igMedia.accountId, account.id), eq(igMedia.igMediaId, 'ig-shared-3')));
      const afterDelete = await served(t.app, owner.headers, account.id, period);
      expect(afterDelete.overview.kpis.posts.value).toBe((first.overview.kpis.posts.value ?? 0) - 1);
      expect(afterDelete).toEqual(await freshAnswers(t.app.db, owner.id, account.id, period));
      // Then changes the zone through its API.
      await other.inject({
        method: 'PATCH',
        url: `/api/connectors/instagram/accounts/${account.id}`,
        headers: owner.headers,
        payload: { timezone: 'America/New_York' },
      });
      const afterZone = await served(t.app, owner.headers, account.id, period);
      expect(afterZone.overview.timezone).toBe('America/New_York');
      expect(afterZone).toEqual(await freshAnswers(t.app.db, owner.id, account.id, period));
    } finally {
      await other.close();
      await handle.close();
    }
  }, 60_000);
});

describe('data_version', () => {
  const versionOf = async (db: Db, accountId: string) =>
    (await db.select({ version: igAccounts.dataVersion }).from(igAccounts).where(eq(igAccounts.id, accountId)))[0].version;

  it('moves with every write an answer reads, and not with token bookkeeping', async () => {
    const db = t.app.db;
    const account = await seedBusyAccount(db, owner.id, 'ig-version');
    const steps: Array<[string, () => Promise<unknown>, boolean]> = [
      [
        'post inserted',
        () => db.insert(igMedia).values({ accountId: account.id, igMediaId: 'v-1', mediaType: 'IMAGE', postedAt: new Date(), likes: 1, comments: 0 }),
        true,
      ],
      [
        'post updated',
        () =>
          db
            .update(igMedia)
            .set({ likes: 2 })
            .where(and(eq(igMedia.accountId, account.id), eq(igMedia.igMediaId, 'v-1'))),
        true,
      ],
      ['post deleted', () => db.delete(igMedia).where(and(eq(igMedia.accountId, account.id), eq(igMedia.igMediaId, 'v-1'))), true],
      ['day upserted', () => db.insert(igAccountDaily).values({ accountId: account.id, date: shiftDate(today, -500), reach: 1 }), true],
      ['followers changed', () => db.update(igAccounts).set({ followersCount: 6_000 }).where(eq(igAccounts.id, account.id)), true],
      ['niche changed', () => db.update(igAccounts).set({ nicheId: 'fitness' }).where(eq(igAccounts.id, account.id)), true],
      [
        'competitor snapshot taken',
        async () => {
          const [rival] = await db
            .insert(competitors)
            .values({ userId: owner.id, accountId: account.id, igUserId: 'ig-rival-v', username: 'rival_v', followersCount: 10 })
            .returning();
          const before = await versionOf(db, account.id);
          await db.insert(competitorSnapshots).values({ competitorId: rival.id, date: today, followers: 11, mediaCount: 1 });
          expect(await versionOf(db, account.id)).toBeGreaterThan(before);
        },
        true,
      ],
      [
        'token renewed',
        () =>
          db
            .update(igAccounts)
            .set({ tokenExpiresAt: new Date(Date.now() + 60 * DAY_MS), tokenRefreshedAt: new Date() })
            .where(eq(igAccounts.id, account.id)),
        false,
      ],
      ['nothing changed', () => db.update(igAccounts).set({ followersCount: 6_000 }).where(eq(igAccounts.id, account.id)), false],
    ];
    for (const [step, write, moves] of steps) {
      const before = await versionOf(db, account.id);
      await write();
      const after = await versionOf(db, account.id);
      expect({ step, moved: after > before }).toEqual({ step, moved: moves });
    }
  }, 60_000);
});
