import { and, eq } from 'drizzle-orm';
import { igAccounts, igDiscoveryDaily } from '../../db/schema';
import { DOCUMENTED_IG_USER, documentedAccountRoutes } from '../../meta/testing/documented/accountAnswers';
import {
  DOCUMENTED_FOLLOWS,
  DOCUMENTED_REACH,
  documentedDiscoveryRoute,
  reachByMediaAndFollowType,
  reachByMediaProductType,
} from '../../meta/testing/documented/discoveryAnswers';
import { startDocumentedServer } from '../../meta/testing/documented/documentedServer';
import { totalValue } from '../../meta/testing/documented/graphAnswers';
import type { Db } from '../../db/client';
import { documentedDeps, fakeBackedDeps, insertConnectedAccount, smallestAccount, useSyncWorld } from '../testing/syncFixtures';
import { DEFAULT_SYNC_LIMITS } from './context';
import { totalValueOf } from './discoveryAnswer';
import { DISCOVERY_DAYS, DISCOVERY_FIRST_SYNC_DAYS, discoveryDaysDue } from './discoveryStage';
import { readStatus } from './progress';
import { syncAccount } from './syncAccount';

const world = useSyncWorld();

type Row = typeof igDiscoveryDaily.$inferSelect;
const rowsOf = (db: Db, accountId: string, metric: Row['metric']) =>
  db
    .select()
    .from(igDiscoveryDaily)
    .where(and(eq(igDiscoveryDaily.accountId, accountId), eq(igDiscoveryDaily.metric, metric)));
const valueOf = (rows: Row[], date: string, dimension: string) => rows.find((row) => row.date === date && row.dimension === dimension)?.value;

describe('discovery sync against answers shaped as Meta documents them', () => {
  it('stores each day of what Meta served, keeps refused and empty metrics unknown, and says which was refused', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const server = await startDocumentedServer([documentedDiscoveryRoute, ...documentedAccountRoutes(now)]);
    const db = world.database.db;
    const deps = documentedDeps(db, server, now);
    try {
      const accountId = await insertConnectedAccount(deps, DOCUMENTED_IG_USER, 'documented-token');
      await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

      const reach = await rowsOf(db, accountId, 'reach');
      expect(new Set(reach.map((row) => row.date)).size).toBe(DISCOVERY_FIRST_SYNC_DAYS);
      expect(valueOf(reach, '2026-11-19', '')).toBe(DOCUMENTED_REACH.total);
      expect(valueOf(reach, '2026-11-19', 'FOLLOWER')).toBe(DOCUMENTED_REACH.FOLLOWER);
      expect(valueOf(reach, '2026-11-06', 'NON_FOLLOWER')).toBe(DOCUMENTED_REACH.NON_FOLLOWER);
      // Today is never asked: Meta's figures lag up to 48 hours.
      expect(reach.some((row) => row.date === '2026-11-20')).toBe(false);

      const follows = await rowsOf(db, accountId, 'follows_and_unfollows');
      expect(valueOf(follows, '2026-11-19', 'FOLLOWER')).toBe(DOCUMENTED_FOLLOWS.FOLLOWER);
      expect(valueOf(follows, '2026-11-19', 'NON_FOLLOWER')).toBe(DOCUMENTED_FOLLOWS.NON_FOLLOWER);
      expect(valueOf(follows, '2026-11-19', '')).toBe(DOCUMENTED_FOLLOWS.FOLLOWER + DOCUMENTED_FOLLOWS.NON_FOLLOWER);

      // An empty data set and a refusal are unknown: no row at all, never a 0.
      expect(await rowsOf(db, accountId, 'views')).toEqual([]);
      expect(await rowsOf(db, accountId, 'profile_links_taps')).toEqual([]);
      const status = await readStatus(db, accountId);
      expect(status?.refusals).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            source: 'profile_links_taps',
            kind: 'permission',
            permission: 'instagram_manage_insights',
            count: DISCOVERY_FIRST_SYNC_DAYS,
          }),
        ]),
      );
      // After the first refusal the remaining days are not asked (the answer would be the same).
      const tapCalls = server.requests.filter((request) => request.query.metric === 'profile_links_taps');
      expect(tapCalls.length).toBeLessThanOrEqual(DEFAULT_SYNC_LIMITS.concurrency);
      expect(tapCalls.every((request) => request.query.breakdown === 'contact_button_type' && request.query.metric_type === 'total_value')).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('discovery days on the account’s clock', () => {
  it('asks Meta for the days of an account in America/Sao_Paulo from its midnight to the next, and stores them under its own dates', async () => {
    // 02:00 UTC on 20 November is 23:00 on 19 November in São Paulo (UTC−3): today there is the 19th.
    const now = new Date('2026-11-20T02:00:00Z');
    const server = await startDocumentedServer([documentedDiscoveryRoute, ...documentedAccountRoutes(now)]);
    const db = world.database.db;
    const deps = documentedDeps(db, server, now);
    try {
      const accountId = await insertConnectedAccount(deps, DOCUMENTED_IG_USER, 'documented-token');
      await db.update(igAccounts).set({ timezone: 'America/Sao_Paulo' }).where(eq(igAccounts.id, accountId));
      await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

      const days = [...new Set((await rowsOf(db, accountId, 'reach')).map((row) => row.date))].sort();
      // The 14 days before the 19th there: the 19th itself is today on the account's clock, never asked.
      expect(days).toHaveLength(DISCOVERY_FIRST_SYNC_DAYS);
      expect(days.at(-1)).toBe('2026-11-18');
      expect(days[0]).toBe('2026-11-05');

      const reachCalls = server.requests.filter((request) => request.query.metric === 'reach' && request.query.metric_type === 'total_value');
      const newest = reachCalls.find((request) => Number(request.query.since) === Date.parse('2026-11-18T03:00:00Z') / 1000);
      // São Paulo's 18 November runs from 03:00 UTC that day to 03:00 UTC the next, not from UTC midnight.
      expect(newest?.query.until).toBe(String(Date.parse('2026-11-19T03:00:00Z') / 1000));
      expect(reachCalls.every((request) => (Number(request.query.since) - Date.parse('2026-11-18T03:00:00Z') / 1000) % 86_400 === 0)).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('discovery sync from the demo world', () => {
  it('stores the 14 days before today of every discovery metric on a first sync, consistent with the daily reach and follower changes', async () => {
    const fake = world.fake;
    const { deps } = fakeBackedDeps(world.database.db, fake);
    const account = smallestAccount(fake);
    const accountId = await insertConnectedAccount(deps, account.igUserId);
    await expect(syncAccount(deps, accountId)).resolves.toBe('succeeded');

    const yesterday = account.daily[account.daily.length - 2];
    const reach = await rowsOf(deps.db, accountId, 'reach');
    expect(valueOf(reach, yesterday.date, '')).toBe(yesterday.reach);
    expect((valueOf(reach, yesterday.date, 'FOLLOWER') ?? 0) + (valueOf(reach, yesterday.date, 'NON_FOLLOWER') ?? 0)).toBe(yesterday.reach);
    const follows = await rowsOf(deps.db, accountId, 'follows_and_unfollows');
    expect(valueOf(follows, yesterday.date, 'FOLLOWER')).toBe(yesterday.gainedFollowers);
    for (const metric of ['views', 'profile_links_taps'] as const) {
      expect(new Set((await rowsOf(deps.db, accountId, metric)).map((row) => row.date)).size).toBe(DISCOVERY_FIRST_SYNC_DAYS);
    }
    expect((await readStatus(deps.db, accountId))?.refusals).toEqual([]);
  });
});

describe('reading a total_value answer', () => {
  it('is unknown for an empty data set and for a metric Meta did not answer, never 0', () => {
    expect(totalValueOf({ data: [] }, 'views', 'follower_type')).toBeNull();
    expect(totalValueOf({ data: [{ name: 'reach', total_value: { value: 3 } }] }, 'views', 'follower_type')).toBeNull();
    expect(totalValueOf(undefined, 'views', 'follower_type')).toBeNull();
  });

  it('keeps a total without breakdown, and drops negative or non-numeric breakdown values', () => {
    expect(totalValueOf({ data: [{ name: 'views', total_value: { value: 40 } }] }, 'views', 'follower_type')).toEqual({ total: 40, byDimension: {} });
    const answer = {
      data: [
        {
          name: 'views',
          total_value: {
            value: 40,
            breakdowns: [
              {
                dimension_keys: ['follower_type'],
                results: [
                  { dimension_values: ['FOLLOWER'], value: -1 },
                  { dimension_values: ['NON_FOLLOWER'], value: '7' },
                ],
              },
            ],
          },
        },
      ],
    };
    expect(totalValueOf(answer, 'views', 'follower_type')).toEqual({ total: 40, byDimension: {} });
  });

  it('reads a breakdown value at its key in dimension_keys, not at the first position', () => {
    // dimension_keys: ['media_product_type', 'follow_type']: follow_type is each result's second value.
    expect(totalValueOf(reachByMediaAndFollowType.body as never, 'reach', 'follow_type')).toEqual({
      total: 224,
      byDimension: { FOLLOWER: 91, NON_FOLLOWER: 133 },
    });
  });

  it('takes no value from a breakdown other than the one asked', () => {
    // Meta's sample splits reach by media_product_type only: asked by follow_type, the total stands and no split is known.
    expect(totalValueOf(reachByMediaProductType.body as never, 'reach', 'follow_type')).toEqual({ total: 224, byDimension: {} });
    // Without a total, a breakdown of another key is no answer at all: unknown, not a sum of media types.
    const withoutTotal = { data: [{ name: 'reach', total_value: totalValue(['media_product_type'], [[['POST'], 124]]) }] };
    expect(totalValueOf(withoutTotal, 'reach', 'follow_type')).toBeNull();
  });

  it('asks the last 14 days first, then the last three and one older day a sync, until the 30 are held', () => {
    const today = '2026-11-20';
    const first = discoveryDaysDue(today, new Set());
    expect(first).toHaveLength(DISCOVERY_FIRST_SYNC_DAYS);
    expect(first[0]).toBe('2026-11-19');
    expect(first.at(-1)).toBe('2026-11-06');
    const answered = new Set(first);
    expect(discoveryDaysDue(today, answered)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17', '2026-11-05']);
    let syncs = 1;
    for (let due = discoveryDaysDue(today, answered); due.length > 3; due = discoveryDaysDue(today, answered), syncs++) due.forEach((day) => answered.add(day));
    // Every day of the 30 is held after 17 more syncs, and from then on only the last three are asked.
    expect(answered.size).toBe(DISCOVERY_DAYS);
    expect(syncs).toBe(1 + DISCOVERY_DAYS - DISCOVERY_FIRST_SYNC_DAYS);
    expect(discoveryDaysDue(today, answered)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
  });
});
