import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { igAccounts } from '../../db/schema';
import { accountPublicFigures } from './accountWindow';
import { peerFiguresOf, peerWindow } from './peerFigures';
import { savePlatformRow } from './repository';

/**
 * Writes a connected account's peer_metrics row from what its sync just stored, so that it counts
 * in other users' cohorts. Called once at the end of every successful sync.
 */
export async function recordPeerMetrics(db: Db, accountId: string, now: Date): Promise<void> {
  const [account] = await db
    .select({ id: igAccounts.id, igUserId: igAccounts.igUserId, followersCount: igAccounts.followersCount })
    .from(igAccounts)
    .where(eq(igAccounts.id, accountId))
    .limit(1);
  if (!account) return; // disconnected while the sync ran
  const figures = peerFiguresOf(await accountPublicFigures(db, account, peerWindow(now)));
  await savePlatformRow(db, account, figures, now);
}
