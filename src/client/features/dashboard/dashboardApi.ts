import type { AnalyticsQuery, Overview } from '../../../shared/analytics';
import { api } from '../../api/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Refetched when a sync completes (the accounts listener invalidates 'InstagramData'). */
    getOverview: build.query<Overview, AnalyticsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/analytics/overview', params: { accountId, from, to } }),
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetOverviewQuery } = dashboardApi;
