/** The accounts feature's public surface: other features and app/ import only from here. */
export { accountsSlice, accountsPersistConfig, accountSelected, selectSelectedAccountId, type AccountsState } from './accountsSlice';
export { addAccountsListeners } from './accountsListeners';
export { AccountSwitcher } from './AccountSwitcher';
export { useSelectedAccount, useSelectedAccountId } from './useSelectedAccount';
export { useSyncProgress } from './useSyncProgress';
export { clearInstagramKeys, INSTAGRAM_LOCAL_KEYS } from './localKeys';
export { AccountAvatar } from './AccountAvatar';
export {
  useConnectInstagramMutation,
  useDisconnectInstagramMutation,
  useGetConnectOptionsQuery,
  useGetCountriesQuery,
  useGetInstagramProfileQuery,
  useGetNichesQuery,
  useStartConnectionMutation,
  useSyncAccountsMutation,
  useUpdateAccountSettingsMutation,
} from './accountsApi';
export { accountsApi } from './accountsApi';
export { AccountDataState } from './AccountDataState';
