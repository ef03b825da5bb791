import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { sessionExpired, signedOut } from '../session';
import { accountsApi } from './accountsApi';
import { accountSelected, accountsListed } from './accountsSlice';
import { clearInstagramKeys, writeInstagramKeys } from './localKeys';

/** Keeps SPEC §3's local keys in step with the selected account, and clears them when none is left. */
export function addAccountsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(accountSelected, accountsListed),
    effect: (_action, api) => {
      const state = api.getState();
      const selectedId = state.accounts.selectedAccountId;
      const accounts = accountsApi.endpoints.getConnectedAccounts.select()(state).data ?? [];
      const selected = accounts.find((account) => account.accountId === selectedId);
      if (selected) writeInstagramKeys(selected);
      else clearInstagramKeys();
    },
  });
  startAppListening({ matcher: isAnyOf(signedOut, sessionExpired), effect: () => clearInstagramKeys() });
}
