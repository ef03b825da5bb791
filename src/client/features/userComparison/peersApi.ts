import type { PeerComparison, PeerComparisonQuery } from '../../../shared/peers';
import { api } from '../../api/api';

export const peersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without nicheId and countryCode the server places the account by its own settings. */
    getPeerComparison: build.query<PeerComparison, PeerComparisonQuery>({
      query: ({ accountId, nicheId, countryCode }) =>
        `/analytics/peers?${new URLSearchParams({ accountId, ...(nicheId ? { nicheId } : {}), ...(countryCode ? { countryCode } : {}) })}`,
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetPeerComparisonQuery } = peersApi;
