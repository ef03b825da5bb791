import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';

export const bodyHash = (rawBody: Buffer) => createHash('sha256').update(rawBody).digest('hex');

/**
 * Records a delivery's body; false when the same body was accepted before (a replay). The insert is the
 * check, so two servers receiving the same delivery at once accept it once.
 */
export async function firstDelivery(db: Db, hash: string): Promise<boolean> {
  const inserted = await db.insert(webhookDeliveries).values({ bodySha256: hash }).onConflictDoNothing().returning({ hash: webhookDeliveries.bodySha256 });
  return inserted.length > 0;
}

export async function forgetDelivery(db: Db, hash: string): Promise<void> {
  await db.delete(webhookDeliveries).where(sql`${webhookDeliveries.bodySha256} = ${hash}`);
}

/** Kept a little past the window: an entry time up to five minutes ahead of our clock is still accepted. */
const KEEP_BEYOND_WINDOW_MS = 10 * 60_000;

/** Bodies older than the staleness window: a replay of one is refused as stale, so they need not be kept. */
export async function pruneDeliveries(db: Db, maxAgeMinutes: number, now: Date): Promise<void> {
  const before = new Date(now.getTime() - maxAgeMinutes * 60_000 - KEEP_BEYOND_WINDOW_MS);
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.receivedAt, before));
}
