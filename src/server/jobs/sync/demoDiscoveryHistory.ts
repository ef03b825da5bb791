import { shiftDate } from '../../../shared/dateSpan';
import type { Db } from '../../db/client';
import { discoveryInsights } from '../../meta/demo/discoveryAnswers';
import type { DemoAccount } from '../../meta/demo/world';
import { accountDay } from './context';
import { totalValueOf, type TotalValueAnswer } from './discoveryAnswer';
import { DISCOVERY_DAYS, DISCOVERY_READS, dayQuery } from './discoveryStage';
import { answeredDays } from './discoveryStore';
import { igDiscoveryDaily } from '../../db/schema';

/**
 * Meta keeps the Discovery figures for the 30 days before today, and a server that had tracked an
 * account for months would hold every one of them; a first sync reads only the last 14 (a real
 * account's call budget, docs/sync.md). The demo workspace shows an account tracked for 18 months, so
 * before its first sync a demo account receives the other days as that server would have read them: each day
 * of each metric asked of the demo world exactly as the sync asks Meta (dayQuery), read by the sync's
 * parser and stored as its store keeps them. Demo accounts only; a day already stored is kept, and a day the demo
 * world refuses (follows_and_unfollows past Meta's 30 days) stays unknown.
 */
export async function seedDemoDiscoveryHistory(db: Db, accountId: string, account: DemoAccount, storedZone: string, now: Date): Promise<void> {
  const today = accountDay(now, storedZone);
  for (const read of DISCOVERY_READS) {
    const held = await answeredDays(db, accountId, read.metric, shiftDate(today, -DISCOVERY_DAYS));
    const rows: (typeof igDiscoveryDaily.$inferInsert)[] = [];
    for (let back = 1; back <= DISCOVERY_DAYS; back++) {
      const date = shiftDate(today, -back);
      if (held.has(date)) continue;
      const query = new URLSearchParams(Object.entries(dayQuery(read, date, storedZone)).map(([key, value]): [string, string] => [key, String(value)]));
      const answer = discoveryInsights(account, { method: 'GET', baseUrl: '', path: `/${account.igUserId}/insights`, query }, [read.metric]);
      const day = answer.status === 200 ? totalValueOf(answer.body as TotalValueAnswer, read.metric, read.breakdown) : null;
      if (!day) continue;
      rows.push({ accountId, date, metric: read.metric, dimension: '', value: day.total });
      for (const [dimension, value] of Object.entries(day.byDimension)) rows.push({ accountId, date, metric: read.metric, dimension, value });
    }
    // One statement a metric: the days are new, and a day a sync stored meanwhile is kept.
    if (rows.length) await db.insert(igDiscoveryDaily).values(rows).onConflictDoNothing();
  }
}
