import type { AudienceAnswer, AudienceQuery } from '../../../shared/audience';
import { accountDataTag, api } from '../../api/api';

const audienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudience: build.query<AudienceAnswer, AudienceQuery>({
      query: ({ accountId }) => ({ url: '/analytics/audience', params: { accountId } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetAudienceQuery } = audienceApi;
