/**
 * Date-range arithmetic shared by the analytics contract and the dashboard, kept free of zod so the
 * client can import it without pulling the schema library into its page chunks.
 */

/** Weekday names as Date.getUTCDay numbers them (0 = Sunday), for the server's labels and analysis. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The longest range the analytics endpoints read (2 years, leap day included). */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;

/** Inclusive day count of a from…to range of ISO dates. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * The ISO date `days` after `date` (before it, when negative). Calendar arithmetic: the day is read as
 * UTC midnight only to count whole days, so its UTC date is the answer on any clock.
 */
export const shiftDate = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);

/** The `days` days that end on `today`, inclusive. */
export const lastDays = (today: string, days: number) => ({ from: shiftDate(today, -(days - 1)), to: today });
