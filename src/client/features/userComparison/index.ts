import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The user comparison feature's public surface: its route page, loaded lazily. */
export const UserComparisonPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-user-comparison" */ './UserComparisonPage'));
