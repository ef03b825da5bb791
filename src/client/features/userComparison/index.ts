import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The user comparison feature's public surface: its route page, loaded lazily. */
export const UserComparisonPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-user-comparison" */ './UserComparisonPage'));
