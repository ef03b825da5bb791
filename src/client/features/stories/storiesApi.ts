import type { MentionsAnswer, MentionsQuery, StoriesAnswer, StoriesQuery } from '../../../shared/stories';
import { accountDataTag, api } from '../../api/api';

type StoriesArg = Pick<StoriesQuery, 'accountId'> & Partial<Pick<StoriesQuery, 'days'>>;

/** /api/stories: what the stories schedule kept of an account's stories, and its mentions & tags; refetched when the account's sync ends. */
const storiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The period's figures with each page; its stories one page per "Show more", from the previous page's `after` cursor. */
    getStories: build.infiniteQuery<StoriesAnswer, StoriesArg, string>({
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (lastPage) => lastPage.paging.cursors.after ?? undefined,
      },
      query: ({ queryArg: { accountId, days }, pageParam }) => ({ url: '/stories', params: { accountId, days, after: pageParam || undefined } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
    getMentions: build.query<MentionsAnswer, Partial<MentionsQuery> & Pick<MentionsQuery, 'accountId'>>({
      query: ({ accountId, limit }) => ({ url: '/stories/mentions', params: { accountId, limit } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
  }),
});

export const { useGetStoriesInfiniteQuery, useGetMentionsQuery } = storiesApi;
