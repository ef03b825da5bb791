import type { CommentsPage, PostsPage, PostsQuery } from '../../../shared/posts';
import { accountDataTag, api, POST_COMMENTS } from '../../api/api';

/** Comments read a page at a time in their dialog. */
export const COMMENTS_PAGE = 20;

type PostsRequest = Pick<PostsQuery, 'from' | 'to' | 'sort' | 'limit'> & { accountId: string; after?: string };

/** The synced posts and their comments (/api/posts), shared by the dashboard and the content assistant. */
const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostsPage, PostsRequest>({
      query: ({ accountId, from, to, sort, limit, after }) => ({ url: '/posts', params: { accountId, from, to, sort, limit, after: after || undefined } }),
      providesTags: (_result, _error, { accountId }) => [accountDataTag(accountId)],
    }),
    getPostComments: build.query<CommentsPage, { postId: string; after?: string }>({
      query: ({ postId, after }) => ({ url: `/posts/${postId}/comments`, params: { limit: COMMENTS_PAGE, after: after || undefined } }),
      // Asked by post: fetched again once every sync has ended.
      providesTags: [{ type: 'InstagramData', id: POST_COMMENTS }],
    }),
  }),
});

export const { useGetPostsQuery, useGetPostCommentsQuery } = postsApi;
