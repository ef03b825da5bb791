import type { Overview, OverviewQuery } from '../../../shared/analytics';
import { accountDataTag, api } from '../../api/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched when the account's sync ends (its data tag, accounts/accountsListeners.ts). */
    getOverview: build.query<Overview, OverviewQuery>({
      query: ({ accountId, from, to, compare }) => ({ url: '/analytics/overview', params: { accountId, from, to, compare } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetOverviewQuery } = dashboardApi;
