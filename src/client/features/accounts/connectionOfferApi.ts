import type { ConnectedAccount, ConnectionOffer } from '../../../shared/connectors';
import { api } from '../../api/api';
import { noRetry } from './accountsApi';

/**
 * The accounts a Facebook or Instagram sign-in found (the `connectOffer` the app shell asks about):
 * injected with the offer dialog's chunk, which loads only when there is an offer.
 */
const connectionOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConnectionOffer: build.query<ConnectionOffer, string>({
      query: (offerId) => `/connectors/instagram/offers/${offerId}`,
      extraOptions: noRetry,
    }),
    acceptConnectionOffer: build.mutation<ConnectedAccount[], string>({
      query: (offerId) => ({ url: `/connectors/instagram/offers/${offerId}/accept`, method: 'POST' }),
      invalidatesTags: ['Accounts', 'SyncStatus', 'InstagramProfile', 'InstagramData'],
    }),
    declineConnectionOffer: build.mutation<void, string>({
      query: (offerId) => ({ url: `/connectors/instagram/offers/${offerId}`, method: 'DELETE' }),
    }),
  }),
});

export const { useGetConnectionOfferQuery, useAcceptConnectionOfferMutation, useDeclineConnectionOfferMutation } = connectionOfferApi;
