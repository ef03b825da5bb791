import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The Reels page's public surface: its route page, loaded lazily. */
export const ReelsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-reels" */ './ReelsPage'));
