import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts } from '../../db/schema';
import { type FiguresOwner, ownPublicFigures } from '../analytics/public';
import { accountTimeZone } from '../../lib/timeZones';
import { peerFiguresOf, peerWindow } from './peerFigures';
import { savePlatformRow } from './repository';

/**
 * Writes a connected account's peer_metrics row from what its sync just stored, so that it counts
 * in other users' cohorts. Called once at the end of every successful sync, with the follower count
 * its profile stage has just stored; the window is the account's last 30 days on its own clock, as
 * its own comparison reads them.
 */
export async function recordPeerMetrics(db: Db, account: FiguresOwner, now: Date): Promise<void> {
  const [stored] = await db.select({ timezone: igAccounts.timezone }).from(igAccounts).where(eq(igAccounts.id, account.id)).limit(1);
  // Disconnected while the sync ran: there is no row to write (savePlatformRow would write none either).
  if (!stored) return;
  const window = peerWindow({ timezone: accountTimeZone(stored.timezone) }, now);
  const figures = peerFiguresOf(await ownPublicFigures(db, account, window), account.followersCount);
  await savePlatformRow(db, account.id, figures, now);
}
