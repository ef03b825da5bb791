import type {
  AccountSettingsBody,
  AccountSyncStatus,
  AuthUrlResponse,
  ConnectBody,
  ConnectedAccount,
  ConnectOptions,
  Country,
  DisconnectResponse,
  InstagramProfile,
  LoginFlavour,
  Niche,
  SyncQueuedResponse,
  SyncStatusResponse,
} from '../../../shared/connectors';
import { accountDataTag, api } from '../../api/api';

/** Connector queries are never retried (and, like every query here, not refetched on focus). */
export const noRetry = { maxRetries: 0 };

export const accountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnectedAccounts: build.query<ConnectedAccount[], void>({
      query: () => '/connectors/accounts',
      extraOptions: noRetry,
      providesTags: ['Accounts'],
    }),
    getSyncStatus: build.query<AccountSyncStatus[], void>({
      query: () => '/connectors/sync/status',
      transformResponse: (response: SyncStatusResponse) => response.accounts,
      extraOptions: noRetry,
      providesTags: ['SyncStatus'],
    }),
    /** useSyncProgress reads the status again itself once the jobs are queued. */
    syncAccounts: build.mutation<SyncQueuedResponse, void>({
      query: () => ({ url: '/connectors/instagram/sync', method: 'POST' }),
    }),
    getConnectOptions: build.query<ConnectOptions, void>({
      query: () => '/connectors/instagram/options',
      extraOptions: noRetry,
    }),
    /** A mutation, not a query: each call makes a new single-use state on the server. */
    startConnection: build.mutation<AuthUrlResponse, LoginFlavour>({
      query: (flavour) => `/connectors/instagram/auth-url?flavour=${flavour}`,
    }),
    connectInstagram: build.mutation<ConnectedAccount[], ConnectBody>({
      query: (body) => ({ url: '/connectors/instagram/connect', method: 'POST', body }),
      invalidatesTags: ['Accounts', 'SyncStatus', 'InstagramProfile', 'InstagramData'],
    }),
    disconnectInstagram: build.mutation<DisconnectResponse, { accountId?: string }>({
      query: ({ accountId }) => ({ url: `/connectors/instagram/disconnect${accountId ? `?accountId=${accountId}` : ''}`, method: 'DELETE' }),
      invalidatesTags: ['Accounts', 'SyncStatus', 'InstagramProfile', 'InstagramData'],
    }),
    getInstagramProfile: build.query<InstagramProfile, string>({
      query: (accountId) => `/connectors/instagram/profile/${accountId}`,
      extraOptions: noRetry,
      providesTags: (_result, _error, accountId) => [{ type: 'InstagramProfile', id: accountId }],
    }),
    updateAccountSettings: build.mutation<InstagramProfile, { accountId: string; body: AccountSettingsBody }>({
      query: ({ accountId, body }) => ({ url: `/connectors/instagram/accounts/${accountId}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { accountId }) => [{ type: 'InstagramProfile', id: accountId }, accountDataTag(accountId)],
    }),
    getCountries: build.query<Country[], void>({ query: () => '/countries', providesTags: ['Reference'] }),
    getNiches: build.query<Niche[], void>({ query: () => '/instagram/niches', providesTags: ['Reference'] }),
  }),
});

export const {
  useGetConnectedAccountsQuery,
  useGetSyncStatusQuery,
  useSyncAccountsMutation,
  useGetConnectOptionsQuery,
  useStartConnectionMutation,
  useDisconnectInstagramMutation,
  useGetInstagramProfileQuery,
  useUpdateAccountSettingsMutation,
  useGetCountriesQuery,
  useGetNichesQuery,
} = accountsApi;
