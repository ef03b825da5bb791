import type { Overview, OverviewQuery } from '../../../shared/analytics';
import { api } from '../../api/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched when a sync completes (the accounts listener invalidates 'InstagramData'). */
    getOverview: build.query<Overview, OverviewQuery>({
      query: ({ accountId, from, to, compare }) => ({ url: '/analytics/overview', params: { accountId, from, to, compare } }),
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetOverviewQuery } = dashboardApi;
