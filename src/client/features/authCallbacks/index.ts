import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The auth callbacks' public surface: the pages providers send the browser back to, each loaded lazily. */
export const OAuthCallbackPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-auth-callback" */ './OAuthCallbackPage'));
export const InstagramConnectPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-instagram-connect" */ './InstagramConnectPage'));
