/**
 * The figure tables and formula notes that a page and its printed report share: the competitors
 * table and the peer comparison. They live below the competitors, user comparison and reports
 * features so that each of those imports them and none imports another for them (no cycle).
 */
export { CompetitorFiguresTable, FIGURE_CSV, FigureFormulas, growthPercentText, netGrowthText } from './CompetitorFiguresTable';
export { CohortNote, PeerFormulas, PeerMetricGrid, PeerMetricsTable } from './PeerFigures';
export { formatMetric, METRIC_ENTRIES, PEER_CSV } from './metricFormat';
