import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The reports feature's public surface: its two route pages, loaded lazily, and the button other pages generate reports with. */
export const ReportsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-reports" */ './ReportsPage'));
export const ReportPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-report" */ './ReportPage'));
export { GenerateReportButton } from './GenerateReportButton';
