import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The landing feature's public surface. The public layout frames the first paint, so it is not a chunk of its own. */
export { default as PublicLayout } from './PublicLayout';

export const LandingPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-landing" */ './LandingPage'));
