import { lazyOnDemand } from '../../base/lazyOnDemand';

/** The posts feature's public surface: a post's comments dialog and the posts list query. */
export { useGetPostsQuery } from './postsApi';

/** A post's comments, in a dialog whose code is fetched when it first opens (a click on a post). */
export const CommentsDrawer = lazyOnDemand(() => import(/* webpackChunkName: "post-comments" */ './CommentsDrawer').then((module) => module.CommentsDrawer));
