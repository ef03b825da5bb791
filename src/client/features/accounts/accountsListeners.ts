import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { sessionExpired, signedOut } from '../session';
import { accountDataTag, POST_COMMENTS } from '../../api/api';
import { accountsApi } from './accountsApi';
import { accountSelected, accountsConnected, accountsListed, selectSelectedAccountId } from './accountsSlice';
import { clearInstagramKeys, writeInstagramKeys } from './localKeys';
import { isSyncing } from './syncState';

/** Keeps the local keys (localKeys.ts) in step with the selected account, and clears them when none is left. */
export function addAccountsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(accountSelected, accountsListed),
    effect: (_action, api) => {
      const state = api.getState();
      const accounts = accountsApi.endpoints.getConnectedAccounts.select()(state).data;
      if (!accounts) return; // not listed yet (e.g. on the connect page): nothing to go by
      const selected = accounts.find((account) => account.accountId === selectSelectedAccountId(state));
      if (selected) writeInstagramKeys(selected);
      else clearInstagramKeys();
    },
  });
  startAppListening({
    actionCreator: accountsConnected,
    effect: ({ payload: [first] }) => {
      if (first) writeInstagramKeys(first);
    },
  });
  startAppListening({ matcher: isAnyOf(signedOut, sessionExpired), effect: () => clearInstagramKeys() });
  // Each account's pages refresh as soon as its own sync ends (succeeded or not: a failed sync may have
  // stored part of its data), and only that account's: the others' cached pages stay. When the last one
  // ends, the accounts list and the comments (cached by post) are fetched again. One listener for the
  // whole app, however many components show sync progress.
  startAppListening({
    matcher: accountsApi.endpoints.getSyncStatus.matchFulfilled,
    effect: (action, api) => {
      const earlier = accountsApi.endpoints.getSyncStatus.select()(api.getOriginalState()).data ?? [];
      const before = new Map(earlier.map((status) => [status.accountId, status]));
      const ended = action.payload.filter((status) => {
        const was = before.get(status.accountId);
        return was !== undefined && !isSyncing(status) && (isSyncing(was) || (status.state === 'succeeded' && was.state !== 'succeeded'));
      });
      const allDone = earlier.some(isSyncing) && !action.payload.some(isSyncing);
      const tags = ended.flatMap((status) => [{ type: 'InstagramProfile' as const, id: status.accountId }, accountDataTag(status.accountId)]);
      const everything = allDone ? (['Accounts', { type: 'InstagramData', id: POST_COMMENTS }] as const) : [];
      if (tags.length || everything.length) api.dispatch(accountsApi.util.invalidateTags([...tags, ...everything]));
    },
  });
}
