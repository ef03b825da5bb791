import type { PeerMetric, PeerMetricKey } from '../../../shared/peers';
import type { GlossaryId } from '../../../shared/glossary';
import { percentNumber, type CsvColumn } from '../../lib/csv';
import { formatDecimal, formatGrowthPercent, formatOrdinal, formatPercent } from '../../lib/format';

/** A peer metric in its unit: rates as percentages (sent as fractions), frequencies per week, counts as numbers. */
export function formatMetric({ key, unit }: Pick<PeerMetric, 'key' | 'unit'>, value: number | null): string {
  if (value === null) return '—';
  // Follower growth is a change: signed, and written as the competitors' Growth % writes it.
  if (key === 'followerGrowth') return formatGrowthPercent(value);
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'perWeek') return `${formatDecimal(value)} / week`;
  return formatDecimal(value);
}

export const percentileText = (percentile: number) => `${formatOrdinal(percentile)} percentile`;

/** Each peer metric's entry in the metrics glossary. */
export const METRIC_ENTRIES: Record<PeerMetricKey, GlossaryId> = {
  publicEr: 'public-er',
  followerGrowth: 'follower-growth-pct',
  postingFrequency: 'posts-per-week',
  avgInteractions: 'avg-public-interactions',
};

/** A value as data in its metric's unit: a rate as a percentage number (the unit column says percent). */
const inUnit = (metric: PeerMetric, value: number | null | undefined) => (metric.unit === 'percent' ? percentNumber(value) : value);
const CSV_UNITS: Record<PeerMetric['unit'], string> = { percent: 'percent', perWeek: 'per_week', count: 'count' };

/** The peer figures as data: one row per metric, named by its glossary entry, each value in the row's unit. */
export const PEER_CSV: CsvColumn<PeerMetric>[] = [
  { name: 'metric', value: (metric) => METRIC_ENTRIES[metric.key] },
  { name: 'unit', value: (metric) => CSV_UNITS[metric.unit] },
  { name: 'value', value: (metric) => inUnit(metric, metric.value) },
  { name: 'percentile', value: (metric) => metric.percentile },
  { name: 'p10', value: (metric) => inUnit(metric, metric.distribution?.p10) },
  { name: 'p25', value: (metric) => inUnit(metric, metric.distribution?.p25) },
  { name: 'median', value: (metric) => inUnit(metric, metric.distribution?.p50) },
  { name: 'p75', value: (metric) => inUnit(metric, metric.distribution?.p75) },
  { name: 'p90', value: (metric) => inUnit(metric, metric.distribution?.p90) },
  { name: 'benchmark', value: (metric) => inUnit(metric, metric.benchmark) },
];
