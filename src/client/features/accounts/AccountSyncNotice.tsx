import { useState } from 'react';
import styled from 'styled-components';
import type { AccountSyncStatus } from '../../../shared/connectors';
import { isFirstSync, isSyncing, syncPercent, syncProgressText } from './syncState';
import { useSyncProgress } from './useSyncProgress';

const FirstSync = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  .explain {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  progress {
    width: 100%;
    height: 6px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const NO_STATUS: AccountSyncStatus | undefined = undefined;

/**
 * The account's sync status and whether its first sync is under way; polled while a sync runs
 * (useSyncProgress). `fetchedAt` (RTK Query's fulfilledTimeStamp of the page's figures) keeps
 * `firstSync` on after the sync ends until figures fetched after its end arrive, so the partial ones
 * fetched during it never show as final, not even for the moment the refetch takes.
 */
export function useAccountSync(accountId: string | undefined, fetchedAt?: number) {
  const { statuses } = useSyncProgress();
  const status = accountId ? statuses.find((candidate) => candidate.accountId === accountId) : NO_STATUS;
  const running = isFirstSync(status);
  const [seen, setSeen] = useState<{ accountId: string | undefined; running: boolean; endedAt: number | null }>({ accountId, running, endedAt: null });
  // Derived in render (React's "storing information from previous renders"): the moment the first sync was seen ending.
  if (seen.accountId !== accountId) setSeen({ accountId, running, endedAt: null });
  else if (seen.running !== running) setSeen({ accountId, running, endedAt: running ? null : Date.now() });
  const awaitingFigures = fetchedAt !== undefined && seen.endedAt !== null && fetchedAt < seen.endedAt;
  return { status, firstSync: running || awaitingFigures, syncing: status ? isSyncing(status) : false };
}

/**
 * On a data page, what the account's sync is doing. During its first sync: the progress, and that the
 * figures come when it ends (the page shows none as final meanwhile). During a later sync: a small
 * note, since the figures shown are the stored ones of the last completed sync.
 */
export function AccountSyncNotice({ accountId }: { accountId: string }) {
  const { status, firstSync, syncing } = useAccountSync(accountId);
  if (!status) return null;
  if (firstSync) {
    return (
      <FirstSync aria-label="First sync">
        <p role="status">{syncProgressText(status)}</p>
        <progress aria-label="First sync progress" max={100} value={syncPercent(status) ?? undefined} />
        <p className="explain">This is the account&apos;s first sync: its figures appear here as soon as it finishes.</p>
      </FirstSync>
    );
  }
  if (!syncing) return null;
  return <Note role="status">{syncProgressText(status)}. The figures below are from the last completed sync until it finishes.</Note>;
}
