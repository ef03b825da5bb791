import { useEffect, useState } from 'react';
import type { AccountSyncStatus } from '../../../shared/connectors';
import { useAppDispatch } from '../../base/hooks';
import { accountsApi, useGetSyncStatusQuery, useSyncAccountsMutation } from './accountsApi';
import { isSyncing } from './syncState';

/** While a sync is queued or running its progress is polled this often. */
const SYNC_POLL_MS = 1_000;
/** While Meta's rate limit holds a sync, the wait is minutes long: a slow poll notices when it resumes. */
const PAUSED_POLL_MS = 30_000;

const NO_STATUS: AccountSyncStatus[] = [];

/**
 * Spins while any account syncs (started here, by the scheduler or at demo sign-in),
 * polling the status; accountsListeners.ts refetches the data as syncs end.
 */
export function useSyncProgress() {
  const [startSync] = useSyncAccountsMutation();
  // From the click until the status shows the queued jobs: the old "done" status must not read as finished.
  const [requested, setRequested] = useState(false);
  const [pollingInterval, setPollingInterval] = useState(0);
  const dispatch = useAppDispatch();
  const { data: statuses = NO_STATUS } = useGetSyncStatusQuery(undefined, { pollingInterval, skipPollingIfUnfocused: false });
  const syncing = requested || statuses.some(isSyncing);
  const paused = statuses.some((status) => status.state === 'paused');

  useEffect(() => {
    setPollingInterval(syncing ? SYNC_POLL_MS : paused ? PAUSED_POLL_MS : 0);
  }, [syncing, paused]);

  const sync = async () => {
    setRequested(true);
    try {
      await startSync().unwrap();
      // Read the status once the jobs are queued; a forced fetch works even if this hook's own query has not started yet.
      await dispatch(accountsApi.endpoints.getSyncStatus.initiate(undefined, { forceRefetch: true, subscribe: false }));
    } catch (error) {
      console.error('Sync failed', error); // sync failures are only logged
    } finally {
      setRequested(false);
    }
  };
  return { statuses, syncing, sync };
}
