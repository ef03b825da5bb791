import { UNKNOWN, formatDecimal } from '../../lib/format';

/** "+12.5 pp", "−3.0 pp" or "0.0 pp": a difference of two shares in percentage points; unknown is —. */
export function formatPoints(points: number | null): string {
  if (points === null) return UNKNOWN;
  const rounded = Math.round(points * 10) / 10;
  if (rounded === 0) return '0.0 pp';
  return `${rounded > 0 ? '+' : '−'}${formatDecimal(Math.abs(rounded), 1).replace(/^(\d+)$/, '$1.0')} pp`;
}
