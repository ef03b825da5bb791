/** The posts feature's public surface: a post's comments dialog and the posts list query. */
export { CommentsDrawer } from './CommentsDrawer';
export { useGetPostsQuery, type PostsRequest } from './postsApi';
