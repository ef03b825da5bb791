import { lazyWithPreloadError } from '../../app/lazyWithPreloadError';

/** The competitors feature's public surface: the list and the detail page, each loaded lazily, and the figures table reports print. */
export const CompetitorsPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitors" */ './CompetitorsPage'));
export const CompetitorDetailPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-competitor-detail" */ './CompetitorDetailPage'));
export { CompetitorFiguresTable, FIGURE_CSV, FigureFormulas } from './CompetitorFiguresTable';
