import type { PeerMetric } from '../../../shared/peers';
import { formatDecimal, formatPercent } from '../../lib/format';

/** A peer metric in its unit: rates as percentages (sent as fractions), frequencies per week, counts as numbers. */
export function formatMetric(unit: PeerMetric['unit'], value: number | null): string {
  if (value === null) return '—';
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'perWeek') return `${formatDecimal(value)} / week`;
  return formatDecimal(value);
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function ordinal(value: number): string {
  const whole = Math.round(value);
  const teen = whole % 100 >= 11 && whole % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][whole % 10] ?? 'th');
  return `${whole}${suffix}`;
}

export const percentileText = (percentile: number) => `${ordinal(percentile)} percentile`;
