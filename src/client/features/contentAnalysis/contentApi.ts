import type { AnalyticsQuery, ContentAnalysis } from '../../../shared/analytics';
import { accountDataTag, api } from '../../api/api';

const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContentAnalysis: build.query<ContentAnalysis, AnalyticsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/analytics/content', params: { accountId, from, to } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetContentAnalysisQuery } = contentApi;
