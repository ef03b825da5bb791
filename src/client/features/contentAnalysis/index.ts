import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The content assistant's public surface: its route page, loaded lazily. */
export const ContentAnalysisPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-content-analysis" */ './ContentAnalysisPage'));
