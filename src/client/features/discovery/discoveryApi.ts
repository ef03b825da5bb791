import type { AnalyticsQuery } from '../../../shared/analytics';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import { api } from '../../api/api';

export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDiscovery: build.query<DiscoveryAnalytics, AnalyticsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/analytics/discovery', params: { accountId, from, to } }),
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetDiscoveryQuery } = discoveryApi;
