/**
 * The period a typed question is about ("last month", "this week", "last 30 days", "in October",
 * "2026-10-01 to 2026-10-31"), as an inclusive range of dates on the account's clock.
 */
import { lastDays, shiftDate } from '../../../../shared/dateSpan';
import { weekdayOf } from '../tools/calendar';
import type { RangeArgs } from '../tools/lookupTool';

export type DateRange = RangeArgs;

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (year: number, month: number) => `${year}-${pad(month)}-01`;

/**
 * The first and last day of a calendar month (month 1–12, any year, wrapping). Calendar arithmetic on
 * UTC midnights, not an instant: the dates are the month's on any clock.
 */
function wholeMonth(year: number, month: number): DateRange {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Monday of the week `date` is in. */
const mondayOf = (date: string) => shiftDate(date, -((weekdayOf(date) + 6) % 7));

type RangeRule = [RegExp, (match: RegExpExecArray, today: string) => DateRange];

const year = (today: string) => Number(today.slice(0, 4));
const month = (today: string) => Number(today.slice(5, 7));
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30, year: 365 };

const RULES: readonly RangeRule[] = [
  [/\b(\d{4}-\d{2}-\d{2})\s*(?:to|until|through|till|and|–|—|-)\s*(\d{4}-\d{2}-\d{2})\b/, (m) => ({ from: m[1], to: m[2] })],
  [/\bsince (\d{4}-\d{2}-\d{2})\b/, (m, today) => ({ from: m[1], to: today })],
  [/\b(?:last|past|previous) (\d{1,4}) (day|week|month|year)s?\b/, (m, today) => lastDays(today, Number(m[1]) * UNIT_DAYS[m[2]])],
  [/\byesterday\b/, (_m, today) => ({ from: shiftDate(today, -1), to: shiftDate(today, -1) })],
  [/\bthis week\b/, (_m, today) => ({ from: mondayOf(today), to: today })],
  [/\b(?:last|previous|past) week\b/, (_m, today) => ({ from: shiftDate(mondayOf(today), -7), to: shiftDate(mondayOf(today), -1) })],
  [/\bthis month\b/, (_m, today) => ({ from: monthStart(year(today), month(today)), to: today })],
  [/\b(?:last|previous|past) month\b/, (_m, today) => wholeMonth(year(today), month(today) - 1)],
  [/\bthis year\b/, (_m, today) => ({ from: `${year(today)}-01-01`, to: today })],
  [/\b(?:last|previous|past) year\b/, (_m, today) => ({ from: `${year(today) - 1}-01-01`, to: `${year(today) - 1}-12-31` })],
  [/\btoday\b/, (_m, today) => ({ from: today, to: today })],
  [
    new RegExp(`\\b(?:in |for |during )?(${MONTH_NAMES.join('|')})(?: (\\d{4}))?\\b`),
    (m, today) => {
      const named = MONTH_NAMES.indexOf(m[1]) + 1;
      // Without a year, the most recent such month: "in December" asked in March is last December.
      const inYear = m[2] ? Number(m[2]) : named > month(today) ? year(today) - 1 : year(today);
      const range = wholeMonth(inYear, named);
      return range.to > today ? { from: range.from, to: today } : range;
    },
  ],
];

/** The range the text names, or null when it names none. "may" only counts with a year or "in"/"for". */
export function rangeAsked(text: string, today: string): DateRange | null {
  const lower = text.toLowerCase();
  for (const [pattern, toRange] of RULES) {
    const match = pattern.exec(lower);
    if (!match) continue;
    if (match[1] === 'may' && !match[2] && !/\b(?:in|for|during) may\b/.test(lower)) continue;
    return toRange(match, today);
  }
  return null;
}
