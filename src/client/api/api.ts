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

/** The id under which a post's comments are cached: they are asked by post, not by account. */
export const POST_COMMENTS = 'POST_COMMENTS';

/**
 * The cache tag of what the server computes from one account's synced data (its dashboard, posts,
 * stories, competitors…): when that account's sync ends, only its own pages are fetched again
 * (accounts/accountsListeners.ts). Connecting or disconnecting invalidates the whole type.
 */
export const accountDataTag = (accountId: string | undefined) => ({ type: 'InstagramData' as const, id: accountId ?? 'ANY' });
