import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The audience feature's public surface: its route page, loaded lazily. */
export const AudiencePage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-audience" */ './AudiencePage'));
