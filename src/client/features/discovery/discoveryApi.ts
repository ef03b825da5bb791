import type { AnalyticsQuery } from '../../../shared/analytics';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import { accountDataTag, api } from '../../api/api';

const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDiscovery: build.query<DiscoveryAnalytics, AnalyticsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/analytics/discovery', params: { accountId, from, to } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetDiscoveryQuery } = discoveryApi;
