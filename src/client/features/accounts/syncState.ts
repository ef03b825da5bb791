import type { AccountSyncStatus } from '../../../shared/connectors';

export const isSyncing = (status: AccountSyncStatus) => status.state === 'queued' || status.state === 'running';
