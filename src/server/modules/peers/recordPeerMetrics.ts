import type { Db } from '../../db/client';
import { ownPublicFigures, type FiguresOwner } from '../analytics/repository';
import { peerFiguresOf, peerWindow } from './peerFigures';
import { savePlatformRow } from './repository';

/**
 * Writes a connected account's peer_metrics row from what its sync just stored, so that it counts
 * in other users' cohorts. Called once at the end of every successful sync, with the follower count
 * its profile stage has just stored.
 */
export async function recordPeerMetrics(db: Db, account: FiguresOwner, now: Date): Promise<void> {
  const figures = peerFiguresOf(await ownPublicFigures(db, account, peerWindow(now)));
  await savePlatformRow(db, account.id, figures, now);
}
