import type { PublicFigures } from '../../../shared/competitors';
import type { Db } from '../../db/client';
import { publicFiguresOf } from '../analytics/publicFigures';
import { OWN_SERIES, publicSourcesOf } from '../analytics/repository';
import type { PeerWindow } from './peerFigures';

/**
 * A connected account's public figures over the window, read live from its synced days and posts.
 * (competitors/service's ownPublicFigures does the same for a full account row; the sync imports this
 * module, and competitors/service imports the sync, so this stays a separate, equally thin reader.)
 */
export async function accountPublicFigures(db: Db, account: { id: string; followersCount: number }, window: PeerWindow): Promise<PublicFigures> {
  const sources = await publicSourcesOf(db, OWN_SERIES, [account.id], window.from, window.to);
  return publicFiguresOf({ followersNow: account.followersCount, ...sources.get(account.id)!, from: window.from, to: window.to });
}
