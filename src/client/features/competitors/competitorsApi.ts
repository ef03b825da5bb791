import type {
  AddCompetitorBody,
  CompetitorAnalytics,
  CompetitorList,
  CompetitorListQuery,
  CompetitorPostsPage,
  CompetitorProfile,
  CompetitorRow,
  CompetitorTrends,
  CompetitorTrendsQuery,
} from '../../../shared/competitors';
import { accountDataTag, api } from '../../api/api';

/** Posts per "Load more" on the detail page. */
const POSTS_PAGE_SIZE = 12;

const competitorsBase = api.enhanceEndpoints({ addTagTypes: ['Competitors'] });

/**
 * /api/competitors. Adding or removing invalidates every 'Competitors' tag; a refresh only what shows
 * its state (the list and the profile), the figures being read again once it has ended. The list also
 * carries the account's data tag: its first row is the user's own account, refetched when its sync ends.
 */
export const competitorsApi = competitorsBase.injectEndpoints({
  endpoints: (build) => ({
    getCompetitors: build.query<CompetitorList, CompetitorListQuery>({
      query: ({ accountId, from, to }) => ({ url: '/competitors', params: { accountId, from, to } }),
      providesTags: (_result, _error, { accountId }) => [{ type: 'Competitors', id: 'LIST' }, accountDataTag(accountId)],
    }),
    /** Followers and public ER over the period, and the growth ranking; refetched with the list. */
    getCompetitorTrends: build.query<CompetitorTrends, CompetitorTrendsQuery>({
      query: ({ accountId, from, to }) => ({ url: '/competitors/trends', params: { accountId, from, to } }),
      providesTags: (_result, _error, { accountId }) => [{ type: 'Competitors', id: 'LIST' }, accountDataTag(accountId)],
    }),
    addCompetitor: build.mutation<CompetitorRow, AddCompetitorBody>({
      query: (body) => ({ url: '/competitors', method: 'POST', body }),
      invalidatesTags: ['Competitors'],
    }),
    removeCompetitor: build.mutation<void, string>({
      query: (id) => ({ url: `/competitors/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Competitors'],
    }),
    refreshCompetitor: build.mutation<{ jobId: string }, string>({
      query: (id) => ({ url: `/competitors/${id}/refresh`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Competitors', id: 'LIST' },
        { type: 'Competitors', id },
      ],
    }),
    getCompetitor: build.query<CompetitorProfile, string>({
      query: (id) => `/competitors/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Competitors', id }],
    }),
    getCompetitorAnalytics: build.query<CompetitorAnalytics, { id: string; from: string; to: string }>({
      query: ({ id, from, to }) => ({ url: `/competitors/${id}/analytics`, params: { from, to } }),
      providesTags: ['Competitors'],
    }),
    /** Newest first, one page per "Load more"; the next page starts at the previous page's `after` cursor. */
    getCompetitorPosts: build.infiniteQuery<CompetitorPostsPage, string, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.paging.cursors.after ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({ url: `/competitors/${queryArg}/posts`, params: { limit: POSTS_PAGE_SIZE, after: pageParam || undefined } }),
      providesTags: ['Competitors'],
    }),
  }),
});

export const {
  useGetCompetitorsQuery,
  useGetCompetitorTrendsQuery,
  useAddCompetitorMutation,
  useRemoveCompetitorMutation,
  useRefreshCompetitorMutation,
  useGetCompetitorQuery,
  useGetCompetitorAnalyticsQuery,
  useGetCompetitorPostsInfiniteQuery,
} = competitorsApi;
