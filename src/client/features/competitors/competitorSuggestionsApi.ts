import type { CompetitorSuggestions } from '../../../shared/demo';
import { competitorsApi } from './competitorsApi';

/**
 * GET /api/demo/competitor-suggestions: the demo handles this account can still add (none for a real
 * account). Tagged 'Competitors', so adding or removing one reads the list again.
 */
const competitorSuggestionsApi = competitorsApi.injectEndpoints({
  endpoints: (build) => ({
    getCompetitorSuggestions: build.query<CompetitorSuggestions, string>({
      query: (accountId) => ({ url: '/demo/competitor-suggestions', params: { accountId } }),
      providesTags: ['Competitors'],
    }),
  }),
});

export const { useGetCompetitorSuggestionsQuery } = competitorSuggestionsApi;
