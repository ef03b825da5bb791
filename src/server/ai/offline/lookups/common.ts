/** Pieces shared by the offline answers written from lookups. */
import { formatSignedPercent, hourLabel } from '../../format';
import type { LookupOutcome } from '../../tools/accountLookups';
import { offlineFooter } from '../sections';

/** A change as a signed percentage: 0.123 → "+12.3%"; unknown → "—". */
export function changeLabel(change: number | null): string {
  if (change === null) return '—';
  return formatSignedPercent(change * 100);
}

export function weekdayHour(weekdayName: string, hour: number): string {
  return `${weekdayName} ${hourLabel(hour)}`;
}

/** The "looked up" lines first, then the answer, then the offline footer. */
export function withLookedUp(lines: readonly string[], ...sections: (string | null)[]): string {
  return [...lines, ...sections.filter((s): s is string => s !== null), offlineFooter()].join('\n\n');
}

/** A lookup that failed: its line says why; `hint` says how to ask so that it works. */
export function failedAnswer(outcome: Extract<LookupOutcome<unknown>, { ok: false }>, hint: string): string {
  return withLookedUp([outcome.line], hint);
}

export const RANGE_HINT = 'Ask about a range of at most two years, such as “last month”, “this week”, “last 30 days” or “2026-10-01 to 2026-10-31”.';
