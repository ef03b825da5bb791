import type { AccountSyncStatus } from '../../../shared/connectors';
import { formatCount } from '../../lib/format';

export const isSyncing = (status: AccountSyncStatus) => status.state === 'queued' || status.state === 'running';

/**
 * The account has never finished a sync and one is under way (or held by Meta's rate limit): whatever
 * is stored so far is part of its history, so no figure may be read as final yet.
 */
export const isFirstSync = (status: AccountSyncStatus | undefined): boolean =>
  Boolean(status && !status.lastSuccessAt && (isSyncing(status) || status.state === 'paused'));

/** How far the current stage is, 0–100; null while the stage does not know how many items it will fetch. */
export function syncPercent(status: AccountSyncStatus): number | null {
  if (!status.itemsExpected) return null;
  return Math.min(100, Math.round((status.itemsDone / status.itemsExpected) * 100));
}

const counted = (done: number, expected: number | null) => (expected ? `${formatCount(done)} of ${formatCount(expected)}` : formatCount(done));

/** What the sync is doing, in a few words: "posts 120 of 540". */
function stepText(status: AccountSyncStatus): string {
  if (status.state === 'paused') return "paused by Meta's rate limit; it resumes by itself";
  switch (status.stage) {
    case 'profile':
      return 'profile';
    case 'account_insights':
      return `daily figures, step ${counted(status.itemsDone, status.itemsExpected)}`;
    case 'media':
      return `posts ${counted(status.itemsDone, status.itemsExpected)}`;
    case 'comments':
      return `comments, post ${counted(status.itemsDone, status.itemsExpected)}`;
    case 'done':
      return 'finishing';
    default:
      return 'waiting to start';
  }
}

/** "Syncing @mayamoves.fit: posts 120 of 540", from the sync status the server reports (ig_sync_status). */
export const syncProgressText = (status: AccountSyncStatus) => `Syncing @${status.accountName}: ${stepText(status)}`;
