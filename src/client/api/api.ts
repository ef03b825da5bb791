import { createApi } from '@reduxjs/toolkit/query/react';
import { appBaseQuery } from './baseQuery';

/** The one RTK Query API, so one cache and one baseQuery; features add endpoints with `api.injectEndpoints` (docs/architecture.md). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: appBaseQuery,
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['Profile', 'Accounts', 'SyncStatus', 'InstagramProfile', 'InstagramData', 'Reference', 'Chat'],
  endpoints: () => ({}),
});
