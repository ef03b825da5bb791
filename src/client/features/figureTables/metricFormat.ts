import type { PeerMetric, PeerMetricKey } from '../../../shared/peers';
import type { GlossaryId } from '../../../shared/glossary';
import { percentNumber, type CsvColumn, type CsvPrecision } from '../../lib/csv';
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

/** How precisely each unit's figures are exported: the count metric is an average (avg_public_interactions). */
const UNIT_PRECISION: Record<PeerMetric['unit'], CsvPrecision> = { percent: 'percentage', perWeek: 'average', count: 'average' };

/** A column of values in the row's unit, exported at that unit's precision. */
const inUnitColumn = (name: string, value: (metric: PeerMetric) => number | null | undefined): CsvColumn<PeerMetric> => ({
  name,
  value: (metric) => inUnit(metric, value(metric)),
  precision: (metric) => UNIT_PRECISION[metric.unit],
});

/** The peer figures as data: one row per metric, named by its glossary entry, each value in the row's unit. */
export const PEER_CSV: CsvColumn<PeerMetric>[] = [
  { name: 'metric', value: (metric) => METRIC_ENTRIES[metric.key] },
  { name: 'unit', value: (metric) => CSV_UNITS[metric.unit] },
  inUnitColumn('value', (metric) => metric.value),
  { name: 'percentile', value: (metric) => metric.percentile },
  inUnitColumn('p10', (metric) => metric.distribution?.p10),
  inUnitColumn('p25', (metric) => metric.distribution?.p25),
  inUnitColumn('median', (metric) => metric.distribution?.p50),
  inUnitColumn('p75', (metric) => metric.distribution?.p75),
  inUnitColumn('p90', (metric) => metric.distribution?.p90),
  inUnitColumn('benchmark', (metric) => metric.benchmark),
];
