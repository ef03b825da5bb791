import { formatDecimal } from '../../lib/format';

const UNKNOWN = '—';

/**
 * A watch time (Meta answers milliseconds) in the unit a person reads it in: seconds under two minutes,
 * minutes under two hours, hours beyond. Unknown stays —.
 */
export function formatWatchTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return UNKNOWN;
  const seconds = ms / 1000;
  if (seconds < 120) return `${formatDecimal(seconds, 1)} s`;
  if (seconds < 7_200) return `${formatDecimal(seconds / 60, 1)} min`;
  return `${formatDecimal(seconds / 3_600, 1)} h`;
}
