/** The accounts feature's public surface: other features and app/ import only from here. */
export { accountsSlice, accountsPersistConfig, selectSelectedAccountId, type AccountsState } from './accountsSlice';
export { addAccountsListeners } from './accountsListeners';
export { AccountSwitcher } from './AccountSwitcher';
export { useSelectedAccount, useSelectedAccountId } from './useSelectedAccount';
export { useAccountPeriod } from './useAccountPeriod';
export { useSyncProgress } from './useSyncProgress';
export { AccountAvatar } from './AccountAvatar';
export {
  useDisconnectInstagramMutation,
  useGetConnectOptionsQuery,
  useGetCountriesQuery,
  useGetInstagramProfileQuery,
  useGetNichesQuery,
  useStartConnectionMutation,
  useUpdateAccountSettingsMutation,
} from './accountsApi';
export { completeInstagramConnection } from './connectAccounts';
export { AccountDataState } from './AccountDataState';
export { AccountSyncNotice, useAccountSync } from './AccountSyncNotice';
export { syncPercent } from './syncState';
export { ConnectOfferDialog } from './ConnectOfferDialogSlot';
