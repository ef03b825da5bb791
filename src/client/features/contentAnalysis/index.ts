import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The content assistant's public surface: its route page, loaded lazily. */
export const ContentAnalysisPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-content-analysis" */ './ContentAnalysisPage'));
