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
  const [startSync, { isLoading: starting }] = useSyncAccountsMutation();
  const [pollingInterval, setPollingInterval] = useState(0);
  const { data: statuses = NO_STATUS } = useGetSyncStatusQuery(undefined, { pollingInterval, skipPollingIfUnfocused: false });
  const syncing = starting || statuses.some(isSyncing);
  const wasSyncing = useRef(false);

  useEffect(() => {
    setPollingInterval(syncing ? SYNC_POLL_MS : 0);
    if (wasSyncing.current && !syncing) dispatch(api.util.invalidateTags(['Accounts', 'InstagramProfile', 'InstagramData']));
    wasSyncing.current = syncing;
  }, [dispatch, syncing]);

  const sync = async () => {
    try {
      await startSync().unwrap();
    } catch (error) {
      console.error('Sync failed', error); // SPEC §8: sync failures are only logged
    }
  };
  return { statuses, syncing, sync };
}
