/**
 * The one date rule for periods (docs/metrics.md, "The period"): every endpoint that takes from/to (posts, analytics,
 * competitors, reports), the assistant's lookups and the client's period picker check a period with
 * these functions, and the analytics read the previous period through previousPeriod. Kept free of
 * zod, like dateSpan, so the client's page chunks can import it; the schemas in analytics.ts and
 * posts.ts turn its issues into 400s naming the field.
 *
 * This rule knows no account. The server then reads the period as calendar days on the account's own
 * clock, never past today there (server/modules/analytics/periodScope.ts resolvePeriod).
 *
 * Why bounds at all: Postgres has no year 0 and the day after 9999-12-31 is year 10000, which
 * JavaScript writes as "+010000-01-01"; both reached the database and answered 500. Instagram
 * launched in 2010, so nothing it recorded is older than the lower bound.
 */
import { daysBetween, MAX_RANGE_DAYS, shiftDate } from './dateSpan';

/** No period starts before this day. */
export const EARLIEST_PERIOD_DATE = '2004-01-01';

/**
 * No period ends after this day: tomorrow in UTC. Today on every account's clock (UTC−12 … UTC+14)
 * is on or before it, so "the last 7 days" is never refused where the day has already begun.
 */
export const latestPeriodDate = (now = new Date()) => shiftDate(now.toISOString().slice(0, 10), 1);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD day (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

export type Period = { from: string; to: string };
/** A period's days on one clock: the account's own, or for competitors the clock of the account tracking them. */
export type ClockPeriod = Period & { timezone: string };
type PeriodField = keyof Period;
type PeriodIssueKind = 'tooEarly' | 'tooLate' | 'reversed' | 'tooLong';
export type PeriodIssue = { field: PeriodField; kind: PeriodIssueKind; message: string };

export type PeriodRule = {
  /** The longest period in days (MAX_RANGE_DAYS unless given); null where any length within the bounds is fine (the posts list). */
  maxDays: number | null;
  /** The clock the upper bound is read on; the current time unless given. */
  now: Date;
  /**
   * The last day a period may reach, where it is known: the client's picker gives today on the
   * account's clock, since no later day has begun there. Without it, tomorrow in UTC (latestPeriodDate).
   */
  latest?: string;
};

function boundIssue(field: PeriodField, date: string, latest: string, which: string): PeriodIssue | null {
  if (date < EARLIEST_PERIOD_DATE) return { field, kind: 'tooEarly', message: `${field} must be on or after ${EARLIEST_PERIOD_DATE}` };
  if (date > latest) return { field, kind: 'tooLate', message: `${field} must be on or before ${latest} (${which})` };
  return null;
}

/**
 * What is wrong with a period (either end may be left out), each issue naming its field; empty
 * when it can be read. An end that is not a calendar date is left to the format check, which names
 * it already. Order and length are judged only for dates within the bounds, so year 0 is named as
 * such rather than as a range too long.
 */
export function periodIssues(period: Partial<Period>, rule: Partial<PeriodRule> = {}): PeriodIssue[] {
  const { maxDays = MAX_RANGE_DAYS, now = new Date() } = rule;
  const latest = rule.latest ?? latestPeriodDate(now);
  const which = rule.latest === undefined ? 'tomorrow in UTC' : 'today';
  const dated = (field: PeriodField) => (period[field] !== undefined && isCalendarDate(period[field]) ? period[field] : undefined);
  const [from, to] = [dated('from'), dated('to')];
  const bounds = (['from', 'to'] as const).flatMap((field) => {
    const date = dated(field);
    const issue = date === undefined ? null : boundIssue(field, date, latest, which);
    return issue ? [issue] : [];
  });
  if (bounds.length || from === undefined || to === undefined) return bounds;
  const days = daysBetween(from, to);
  if (days < 1) return [{ field: 'to', kind: 'reversed', message: 'to must not be before from' }];
  if (maxDays !== null && days > maxDays) return [{ field: 'to', kind: 'tooLong', message: `the range must be at most ${maxDays} days (2 years)` }];
  return [];
}

/** A period as the answers echo it: both ends and the number of days, both ends included. */
export const periodSpan = ({ from, to }: Period) => ({ from, to, days: daysBetween(from, to) });

/**
 * The period of the same length that ends the day before `from`, clamped at EARLIEST_PERIOD_DATE:
 * shorter when it would start earlier, and empty (to before from) for a period that starts on it.
 */
export function previousPeriod({ from, to }: Period): Period {
  const start = shiftDate(from, -daysBetween(from, to));
  return { from: start < EARLIEST_PERIOD_DATE ? EARLIEST_PERIOD_DATE : start, to: shiftDate(from, -1) };
}

/** What a period's figures are compared with: the period before it, the same days a year earlier, or nothing. */
export const COMPARISON_KINDS = ['previous', 'year', 'none'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];
/** The comparison a page shows when none was chosen: the figures' change against the previous period. */
export const DEFAULT_COMPARISON: ComparisonKind = 'previous';

export const isComparisonKind = (value: unknown): value is ComparisonKind => (COMPARISON_KINDS as readonly unknown[]).includes(value);

/** The same calendar day a year earlier; 29 February, which last year lacks, becomes 28 February. */
export function sameDayLastYear(date: string): string {
  const [year, month, day] = date.split('-');
  const earlier = String(Number(year) - 1).padStart(4, '0');
  const candidate = `${earlier}-${month}-${day}`;
  return isCalendarDate(candidate) ? candidate : `${earlier}-${month}-28`;
}

/**
 * The one comparison rule (glossary: comparison-period): the period a period's figures are compared
 * with. 'previous' is previousPeriod; 'year' moves both ends back one calendar year (29 February to
 * 28 February, so a period holding a leap day may be a day longer or shorter than its comparison),
 * clamped at EARLIEST_PERIOD_DATE like the previous period and empty (to before from) when it ends
 * before that day; 'none' compares with nothing (null). Charts align the two by day offset: the
 * comparison's first day beside the period's first.
 */
export function comparisonPeriod(period: Period, kind: ComparisonKind): Period | null {
  if (kind === 'none') return null;
  if (kind === 'previous') return previousPeriod(period);
  const from = sameDayLastYear(period.from);
  return { from: from < EARLIEST_PERIOD_DATE ? EARLIEST_PERIOD_DATE : from, to: sameDayLastYear(period.to) };
}

/**
 * Whether a comparison period starts before the account's history begins (`historyFrom`, its first stored
 * day; null when nothing is stored): the days before it hold no data, so any figure of that period would
 * be measured on part of it. Its values are then unknown and so is every change against them: shown as
 * —, never a growth from a partial base (docs/metrics.md#comparison-period). An empty comparison (one
 * clamped at EARLIEST_PERIOD_DATE to nothing) predates every history too.
 */
export const comparisonPredatesHistory = (comparison: Period, historyFrom: string | null): boolean =>
  historyFrom === null || comparison.from < historyFrom || comparison.to < comparison.from;

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`: "today" on an account's clock,
 * which is where every period ends at the latest. One formatter per zone, as building one costs
 * about 50 µs.
 */
export function calendarDateIn(instant: Date, timeZone: string): string {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    calendarFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
