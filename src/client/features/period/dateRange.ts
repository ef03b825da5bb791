import { shiftDate } from '../../../shared/dateSpan';
import { EARLIEST_PERIOD_DATE, isCalendarDate, periodIssues, type PeriodIssue } from '../../../shared/period';
import { formatDay } from '../../lib/format';

export { shiftDate };

export const PRESET_DAYS = [7, 30, 90] as const;
export type Preset = (typeof PRESET_DAYS)[number];

export type DateRange = { from: string; to: string; preset: Preset | null };

/** Today's date on this device's calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function presetRange(preset: Preset, today: string): DateRange {
  return { from: shiftDate(today, -(preset - 1)), to: today, preset };
}

/**
 * The dates a period may use: from the server's first day (shared/period.ts) to `today` on the
 * account's clock, for the date inputs' min and max. No later day has begun there.
 */
export const periodBounds = (today: string) => ({ min: EARLIEST_PERIOD_DATE, max: today });

const END_NAMES = { from: 'The start date', to: 'The end date' } as const;

/** The server's reason, in the picker's words. */
function problemText({ field, kind }: PeriodIssue, today: string): string {
  switch (kind) {
    case 'tooEarly':
      return `${END_NAMES[field]} must be on or after ${formatDay(EARLIEST_PERIOD_DATE)}.`;
    case 'tooLate':
      return `${END_NAMES[field]} must be on or before ${formatDay(today)}, today on the account’s clock: later days have not begun.`;
    case 'reversed':
      return 'The end date must not be before the start date.';
    case 'tooLong':
      return 'Choose a range of at most 2 years.';
  }
}

/** Why a custom range cannot be used (by the rule every from/to endpoint applies, ending on `today`), or null when it can. */
export function customRangeProblem(from: string, to: string, today: string): string | null {
  if (!isCalendarDate(from)) return 'Choose a start date.';
  if (!isCalendarDate(to)) return 'Choose an end date.';
  const [issue] = periodIssues({ from, to }, { latest: today });
  return issue ? problemText(issue, today) : null;
}

/** What is wrong with the period an address asks for, naming the parameter and its value as written. */
function addressFault(from: string | null, to: string | null, latest: string): string | null {
  if (from === null) return `the address gives to=${to} without from=`;
  if (to === null) return `the address gives from=${from} without to=`;
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isCalendarDate(value)) return `${name}=${value} is not a date (YYYY-MM-DD)`;
  }
  const [issue] = periodIssues({ from, to }, { latest });
  if (!issue) return null;
  const given = `${issue.field}=${issue.field === 'from' ? from : to}`;
  switch (issue.kind) {
    case 'tooEarly':
      return `${given} is before ${formatDay(EARLIEST_PERIOD_DATE)}, the earliest day a period may start`;
    case 'tooLate':
      return `${given} is after today (${formatDay(latest)} on the account’s clock)`;
    case 'reversed':
      return `to=${to} is before from=${from}`;
    case 'tooLong':
      return `from=${from} to to=${to} is longer than 2 years`;
  }
}

/** The period the address asks for, and when it cannot be used, the page's default preset with the reason why. */
export type RangeFromAddress = { range: DateRange; problem: string | null };

/**
 * The range kept in the URL so a view can be shared and reloaded: `?days=7|30|90`, or `?from=&to=`
 * for a custom one. Anything else falls back to the page's default preset, and `problem` says what
 * was wrong (the page tells the user, rather than show another period without a word). A custom
 * range may end on `latest`: today on the account's clock, or while that clock is not known yet,
 * the last day that is today somewhere (shared/period.ts latestPeriodDate).
 */
export function readRangeParams(params: URLSearchParams, today: string, defaultPreset: Preset, latest = today): RangeFromAddress {
  const from = params.get('from');
  const to = params.get('to');
  const problem = from !== null || to !== null ? addressFault(from, to, latest) : null;
  if (from !== null && to !== null && problem === null) return { range: { from, to, preset: null }, problem: null };
  const days = params.get('days');
  const preset = PRESET_DAYS.find((option) => String(option) === days);
  if (preset && problem === null) return { range: presetRange(preset, today), problem: null };
  const daysFault =
    days !== null && !preset ? `days=${days} is not one of ${PRESET_DAYS.slice(0, -1).join(', ')} or ${PRESET_DAYS[PRESET_DAYS.length - 1]}` : null;
  return { range: presetRange(preset ?? defaultPreset, today), problem: problem ?? daysFault };
}

export const rangeFromParams = (params: URLSearchParams, today: string, defaultPreset: Preset): DateRange =>
  readRangeParams(params, today, defaultPreset).range;

export function rangeToParams(range: DateRange): Record<string, string> {
  return range.preset ? { days: String(range.preset) } : { from: range.from, to: range.to };
}
