/**
 * The ISO dates (YYYY-MM-DD) of `count` consecutive days from `from`: a series' days. Counted on the
 * calendar rather than through a Date per day (shiftDate): a two-year overview names some 1,500 days, and
 * parsing and formatting a Date for each cost it milliseconds.
 */
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'));

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function consecutiveDates(from: string, count: number): string[] {
  const dates = new Array<string>(count);
  let [year, month, day] = from.split('-').map(Number);
  let yearText = String(year).padStart(4, '0');
  let monthLength = daysInMonth(year, month);
  for (let i = 0; i < count; i += 1) {
    dates[i] = `${yearText}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
    if (++day <= monthLength) continue;
    day = 1;
    if (++month > 12) {
      month = 1;
      year += 1;
      yearText = String(year).padStart(4, '0');
    }
    monthLength = daysInMonth(year, month);
  }
  return dates;
}
