import type { MentionsAnswer, MentionsQuery, StoriesAnswer, StoriesQuery } from '../../../shared/stories';
import { api } from '../../api/api';

/** /api/stories: what the stories schedule kept of an account's stories, and its mentions & tags; refetched when a sync completes. */
export const storiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStories: build.query<StoriesAnswer, Partial<StoriesQuery> & Pick<StoriesQuery, 'accountId'>>({
      query: ({ accountId, days }) => ({ url: '/stories', params: { accountId, days } }),
      providesTags: ['InstagramData'],
    }),
    getMentions: build.query<MentionsAnswer, Partial<MentionsQuery> & Pick<MentionsQuery, 'accountId'>>({
      query: ({ accountId, limit }) => ({ url: '/stories/mentions', params: { accountId, limit } }),
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetStoriesQuery, useGetMentionsQuery } = storiesApi;
