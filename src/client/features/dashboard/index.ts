import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The dashboard feature's public surface: its route page, loaded lazily. */
export const DashboardPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-dashboard" */ './DashboardPage'));
