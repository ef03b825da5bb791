import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The stories feature's public surface: the Stories page (stories, their figures, mentions & tags), loaded lazily. */
export const StoriesPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-stories" */ './StoriesPage'));
