import type { AccountSyncStatus } from '../../../shared/connectors';

const STAGE_LABELS: Record<string, string> = {
  queued: 'Waiting to start',
  profile: 'Reading the profile',
  account_insights: 'Reading daily insights',
  media: 'Reading posts and their insights',
  comments: 'Reading comments',
  done: 'Finished',
};

export const stageLabel = (stage: string | null) => (stage ? (STAGE_LABELS[stage] ?? stage) : 'Not synced yet');

/** "3 minutes ago" for a recent time, a date for an old one. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function progressPercent(status: AccountSyncStatus): number | null {
  if (!status.itemsExpected) return null;
  return Math.min(100, Math.round((status.itemsDone / status.itemsExpected) * 100));
}
