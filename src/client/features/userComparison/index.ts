import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The user comparison feature's public surface: its route page, loaded lazily, and the figures reports print. */
export const UserComparisonPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-user-comparison" */ './UserComparisonPage'));
export { CohortNote, PeerFormulas, PeerMetricGrid, PeerMetricsTable } from './PeerFigures';
export { formatMetric, METRIC_ENTRIES, PEER_CSV } from './metricFormat';
