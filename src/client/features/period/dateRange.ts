import { daysBetween, MAX_RANGE_DAYS, shiftDate } from '../../../shared/dateSpan';

export { shiftDate };

export const PRESET_DAYS = [7, 30, 90] as const;
export type Preset = (typeof PRESET_DAYS)[number];

export type DateRange = { from: string; to: string; preset: Preset | null };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date on this device's calendar, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}


export function presetRange(preset: Preset, today: string): DateRange {
  return { from: shiftDate(today, -(preset - 1)), to: today, preset };
}

/** Why a custom range cannot be used, or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!ISO_DATE.test(from) || Number.isNaN(Date.parse(from))) return 'Choose a start date.';
  if (!ISO_DATE.test(to) || Number.isNaN(Date.parse(to))) return 'Choose an end date.';
  const days = daysBetween(from, to);
  if (days < 1) return 'The end date must not be before the start date.';
  if (days > MAX_RANGE_DAYS) return 'Choose a range of at most 2 years.';
  return null;
}

/**
 * The range kept in the URL so a view can be shared and reloaded: `?days=7|30|90`, or `?from=&to=`
 * for a custom one. Anything else falls back to the page's default preset.
 */
export function rangeFromParams(params: URLSearchParams, today: string, defaultPreset: Preset): DateRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && customRangeProblem(from, to) === null) return { from, to, preset: null };
  const days = Number(params.get('days'));
  const preset = (PRESET_DAYS as readonly number[]).includes(days) ? (days as Preset) : defaultPreset;
  return presetRange(preset, today);
}

export function rangeToParams(range: DateRange): Record<string, string> {
  return range.preset ? { days: String(range.preset) } : { from: range.from, to: range.to };
}
