import type { AudienceAnswer, AudienceQuery } from '../../../shared/audience';
import { api } from '../../api/api';

export const audienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudience: build.query<AudienceAnswer, AudienceQuery>({
      query: ({ accountId }) => ({ url: '/analytics/audience', params: { accountId } }),
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetAudienceQuery } = audienceApi;
