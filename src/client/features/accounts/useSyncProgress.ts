import { useEffect, useRef, useState } from 'react';
import type { AccountSyncStatus } from '../../../shared/connectors';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../../api/api';
import { useGetSyncStatusQuery, useSyncAccountsMutation } from './accountsApi';

/** While a sync is queued or running its progress is polled this often. */
export const SYNC_POLL_MS = 1_000;

const NO_STATUS: AccountSyncStatus[] = [];
export const isSyncing = (status: AccountSyncStatus) => status.state === 'queued' || status.state === 'running';

/**
 * SPEC §4 "Sync": spins while any account syncs (started here, by the scheduler or at demo sign-in);
 * when the last one ends, the accounts and every page's Instagram data are fetched again.
 */
export function useSyncProgress() {
  const dispatch = useAppDispatch();
  const [startSync] = useSyncAccountsMutation();
  // From the click until the status shows the queued jobs: the old "done" status must not read as finished.
  const [requested, setRequested] = useState(false);
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: statuses = NO_STATUS, refetch } = useGetSyncStatusQuery(undefined, { pollingInterval, skipPollingIfUnfocused: false });
  const syncing = requested || statuses.some(isSyncing);
  const wasSyncing = useRef(false);

  useEffect(() => {
    setPollingInterval(syncing ? SYNC_POLL_MS : 0);
    if (wasSyncing.current && !syncing) dispatch(api.util.invalidateTags(['Accounts', 'InstagramProfile', 'InstagramData']));
    wasSyncing.current = syncing;
  }, [dispatch, syncing]);

  const sync = async () => {
    setRequested(true);
    try {
      await startSync().unwrap();
      await refetch();
    } catch (error) {
      console.error('Sync failed', error); // SPEC §8: sync failures are only logged
    } finally {
      setRequested(false);
    }
  };
  return { statuses, syncing, sync };
}
