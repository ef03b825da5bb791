import type { PeerComparison, PeerComparisonQuery } from '../../../shared/peers';
import { accountDataTag, api } from '../../api/api';

const peersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without nicheId and countryCode the server places the account by its own settings (empty ones are left out). */
    getPeerComparison: build.query<PeerComparison, PeerComparisonQuery>({
      query: ({ accountId, nicheId, countryCode }) => ({
        url: '/analytics/peers',
        params: { accountId, nicheId: nicheId || undefined, countryCode: countryCode || undefined },
      }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetPeerComparisonQuery } = peersApi;
