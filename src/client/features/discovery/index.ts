import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The Discovery page's public surface: its route page, loaded lazily. */
export const DiscoveryPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-discovery" */ './DiscoveryPage'));
