import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The competitors feature's public surface: the list and the detail page, each loaded lazily. */
export const CompetitorsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitors" */ './CompetitorsPage'));
export const CompetitorDetailPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitor-detail" */ './CompetitorDetailPage'));
