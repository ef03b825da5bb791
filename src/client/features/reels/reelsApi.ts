import type { AnalyticsQuery } from '../../../shared/analytics';
import type { ReelsAnalytics } from '../../../shared/reels';
import { accountDataTag, api } from '../../api/api';

const reelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReels: build.query<ReelsAnalytics, AnalyticsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/analytics/reels', params: { accountId, from, to } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetReelsQuery } = reelsApi;
