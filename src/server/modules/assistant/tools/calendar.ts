/**
 * Calendar dates on the account's wall clock: "last month" for an account in Tokyo starts at
 * midnight in Tokyo, and the analytics read their ranges the same way.
 */
import { calendarDateIn } from '../../../../shared/period';
import { accountTimeZone } from '../../../lib/timeZones';

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`, read by the one time-zone rule (UTC for a name it cannot use). */
export const localDate = (instant: Date, timeZone: string): string => calendarDateIn(instant, accountTimeZone(timeZone));

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-22 21:10": the account's day and wall-clock time of an instant, never the UTC one. */
export function localDateTime(instant: Date, timeZone: string): string {
  const zone = accountTimeZone(timeZone);
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(zone, format);
  }
  return `${calendarDateIn(instant, zone)} ${format.format(instant)}`;
}

export { dayLabel, rangeLabel, weekdayDayLabel, weekdayOf } from '../../../ai/calendar';
