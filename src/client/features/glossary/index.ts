import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The metrics glossary's public surface: its route page (/app/metrics), loaded lazily. */
export const MetricsGlossaryPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-metrics" */ './MetricsGlossaryPage'));
