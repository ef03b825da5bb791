import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The not-found feature's public surface: the page an unknown address shows, loaded lazily. */
export const NotFoundPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-not-found" */ './NotFoundPage'));
