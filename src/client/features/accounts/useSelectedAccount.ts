import { useEffect } from 'react';
import type { ConnectedAccount } from '../../../shared/connectors';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { useGetConnectedAccountsQuery } from './accountsApi';
import { accountsListed, selectSelectedAccountId } from './accountsSlice';

const NO_ACCOUNTS: ConnectedAccount[] = [];

/**
 * The connected accounts and the selected one. A failed list counts as empty. Whenever the
 * list changes, the selection is checked (first account when none is chosen or it disappeared).
 */
export function useSelectedAccount() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, refetch } = useGetConnectedAccountsQuery();
  const accounts = data ?? NO_ACCOUNTS;
  const selectedId = useAppSelector(selectSelectedAccountId);
  useEffect(() => {
    if (data) dispatch(accountsListed(data.map((account) => account.accountId)));
  }, [dispatch, data]);
  const account = accounts.find((candidate) => candidate.accountId === selectedId) ?? accounts[0] ?? null;
  // isError/refetch for Settings, which says the list failed instead of showing an empty one.
  return { accounts, account, isLoading, isError, refetch };
}

/** The account the chat and the data pages talk about; null when none is connected. */
export function useSelectedAccountId(): string | null {
  return useAppSelector(selectSelectedAccountId);
}
