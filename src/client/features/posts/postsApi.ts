import type { CommentsPage, PostsPage, PostsQuery } from '../../../shared/posts';
import { api } from '../../api/api';

export type PostsRequest = Pick<PostsQuery, 'from' | 'to' | 'sort' | 'limit'> & { accountId: string; after?: string };

/** The synced posts and their comments (/api/posts), shared by the dashboard and the content assistant. */
export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostsPage, PostsRequest>({
      query: ({ accountId, from, to, sort, limit, after }) => ({ url: '/posts', params: { accountId, from, to, sort, limit, after: after || undefined } }),
      providesTags: ['InstagramData'],
    }),
    getPostComments: build.query<CommentsPage, string>({
      query: (postId) => `/posts/${postId}/comments?limit=50`,
      providesTags: ['InstagramData'],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostCommentsQuery } = postsApi;
