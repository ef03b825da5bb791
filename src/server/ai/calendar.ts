/**
 * Calendar dates as the assistant writes them ("Tuesday 24 Nov 2026", "1 Oct – 31 Oct 2026"): pure
 * labels of YYYY-MM-DD dates, free of any module so the providers' system prompt can use them.
 */
import { WEEKDAY_NAMES } from '../../shared/dateSpan';

/** 0 = Sunday, like the posting-time analysis. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "24 Nov 2026" */
export function dayLabel(date: string): string {
  return `${dayMonth(date)} ${date.slice(0, 4)}`;
}

/** "Tuesday 24 Nov 2026" */
export function weekdayDayLabel(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${dayLabel(date)}`;
}

/** "1 Oct – 31 Oct 2026"; the first year is written out only when the range spans two. */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return dayLabel(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? dayMonth(from) : dayLabel(from)} – ${dayLabel(to)}`;
}
