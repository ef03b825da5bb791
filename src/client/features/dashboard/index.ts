import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The dashboard feature's public surface: its route page, loaded lazily. */
export const DashboardPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-dashboard" */ './DashboardPage'));
/** The dashboard's figure cards other pages reuse (a competitor's history and posting pattern). */
export { ChartCard } from './ChartCard';
export { PostingHeatmap } from './PostingHeatmap';
export type { ChartSeries } from './charts/UplotChart';
/** The dashboard's figures for a period, for a page that sets one of its own beside them (Discovery's net follows). */
export { useGetOverviewQuery } from './dashboardApi';
