/**
 * Calendar dates on the account's wall clock: "last month" for an account in Tokyo starts at
 * midnight in Tokyo, and the analytics read their ranges the same way.
 */
import { calendarDateIn } from '../../../../shared/period';
import { accountTimeZone } from '../../analytics/timeZones';

/** The calendar date (YYYY-MM-DD) an instant falls on in `timeZone`, read by the one time-zone rule (UTC for a name it cannot use). */
export const localDate = (instant: Date, timeZone: string): string => calendarDateIn(instant, accountTimeZone(timeZone));

export { dayLabel, rangeLabel, weekdayDayLabel, weekdayOf } from '../../../ai/calendar';
