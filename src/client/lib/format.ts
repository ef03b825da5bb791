/**
 * How the app writes every number, percentage, signed change and date: through Intl, in the user's
 * locale (navigator.language; en-GB where the browser names none Intl supports), one format per kind
 * of date (a day, a moment, a period), one minus sign (U+2212) wherever the locale's own is the ASCII
 * hyphen, and "—" for an unknown value. The rules are stated in the metrics glossary (#formats).
 *
 * signDisplay "exceptZero" is ICU's EXCEPT_ZERO ("+123", "0", "-123"; the sign's code point differs by
 * locale): https://developer.android.com/reference/android/icu/number/NumberFormatter.SignDisplay
 * Intl.Segmenter's grapheme granularity splits into user-perceived characters, a family emoji being one:
 * https://formatjs.github.io/docs/polyfills/intl-segmenter
 */

import { formatFigureChange, type FigureChange } from '../../shared/change';
import { cutToGraphemes } from '../../shared/graphemes';

const FALLBACK_LOCALE = 'en-GB';
export const UNKNOWN = '—';
const TRUE_MINUS = '\u2212';

// Asking Intl which locales it supports costs as much as building a formatter, and a dashboard formats
// thousands of values on its first render: the answer is kept per language tag.
const supportedLocales = new Map<string, string>();

/** The browser's language where Intl supports it; otherwise FALLBACK_LOCALE. Read on each call, so a changed language applies at once. */
export function displayLocale(): string {
  const wanted = typeof navigator === 'undefined' ? undefined : navigator.language;
  if (!wanted) return FALLBACK_LOCALE;
  let locale = supportedLocales.get(wanted);
  if (locale === undefined) supportedLocales.set(wanted, (locale = supportedLocaleOf(wanted)));
  return locale;
}

function supportedLocaleOf(wanted: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([wanted])[0] ?? FALLBACK_LOCALE;
  } catch {
    // A malformed language tag: Intl refuses it with a RangeError.
    return FALLBACK_LOCALE;
  }
}

// Building an Intl formatter costs far more than using one: each is made once per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = displayLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale = displayLocale()): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const isKnown = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** The number in the locale, its ASCII hyphen-minus written as the true minus sign so "−1.6%" never stands beside "-1.59%". */
function written(value: number, options: Intl.NumberFormatOptions): string {
  return numberFormat(options)
    .formatToParts(value)
    .map((part) => (part.type === 'minusSign' && part.value === '-' ? TRUE_MINUS : part.value))
    .join('');
}

/** "53,129": a whole number. */
export const formatCount = (value: number | null | undefined) => (isKnown(value) ? written(value, { maximumFractionDigits: 0 }) : UNKNOWN);

/** "4.5": at most `digits` decimals. */
export const formatDecimal = (value: number | null | undefined, digits = 1) => (isKnown(value) ? written(value, { maximumFractionDigits: digits }) : UNKNOWN);

/** "4.72%" from the fraction 0.0472, with exactly `digits` decimals. */
export const formatPercent = (ratio: number | null | undefined, digits = 2) =>
  isKnown(ratio) ? written(ratio, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }) : UNKNOWN;

/**
 * A change as the metrics glossary tells it (#changes), in the reader's language: "+4.2%", "−1.6%" or
 * "0.0%" for a relative change (a number is one, as a fraction), "+0.4 pp" for a rate's change in
 * percentage points; always with its sign unless it rounds to zero, and — for none. The writing is
 * the one of shared/change.ts, which the server's texts use too.
 */
export function formatChange(change: FigureChange | number | null | undefined): string {
  if (typeof change === 'number') return formatFigureChange(isKnown(change) ? { unit: 'relative', ratio: change } : null, displayLocale());
  return formatFigureChange(change ?? null, displayLocale());
}

/**
 * "+1.77%", "−0.31%" or "0.00%": follower growth, the change in followers as a share of those before the
 * period. One rendering wherever the figure shows (competitors, a competitor, user comparison, reports):
 * with 1 decimal on one screen and 2 on another, +1.8% and 1.77% read as two different numbers.
 */
export const formatGrowthPercent = (ratio: number | null | undefined) =>
  isKnown(ratio) ? written(ratio, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }) : UNKNOWN;

/** "+1,240", "−56" or "0": a net change in a count. */
export const formatSignedCount = (value: number | null | undefined) =>
  isKnown(value) ? written(value, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }) : UNKNOWN;

/** "3.6×": how many times another figure. */
export const formatTimes = (value: number | null | undefined) => (isKnown(value) ? `${formatDecimal(value)}×` : UNKNOWN);

/** "12K": a chart axis label. */
export const formatCompact = (value: number) => written(value, { notation: 'compact', maximumFractionDigits: 1 });

/** "63rd": English ordinals, as the rest of the interface is English; the number itself is the locale's. */
const ORDINAL_SUFFIX: Record<Intl.LDMLPluralRule, string> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };
const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });
export function formatOrdinal(value: number): string {
  const whole = Math.round(value);
  return `${formatCount(whole)}${ORDINAL_SUFFIX[ordinalRules.select(whole)]}`;
}

// ---- Dates. A "day" is a calendar date (YYYY-MM-DD) and is never shifted by a time zone; a "moment"
// ---- is an instant (ISO time stamp), read on the given time zone or, without one, on this device's.

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** The instant at 00:00 UTC of a calendar day, so that formatting it on UTC gives that very day. */
const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** "3 Nov 2026" (en-GB), "Nov 3, 2026" (en-US): a calendar day, such as a period's end or a daily figure's date. */
export const formatDay = (day: string) => dateFormat({ ...DAY, timeZone: 'UTC' }).format(utcDay(day));

/** "3 Nov 2026": the day of a moment (a post's publication, a comment), on `timeZone` or this device's clock. */
export const formatDate = (iso: string, timeZone?: string) => dateFormat({ ...DAY, timeZone }).format(new Date(iso));

/** "3 Nov 2026, 14:05": a moment (a report's generation, a refresh), on `timeZone` or this device's clock. */
export const formatDateTime = (iso: string, timeZone?: string) => dateFormat({ ...DAY, ...TIME, timeZone }).format(new Date(iso));

/** "14:05": the time of a moment, where its day goes without saying (today). */
export const formatTime = (iso: string, timeZone?: string) => dateFormat({ ...TIME, timeZone }).format(new Date(iso));

/** "3 – 9 Nov 2026", "25 Oct – 23 Nov 2026": a period of calendar days, both ends included. */
export function formatPeriod(from: string, to: string): string {
  const format = dateFormat({ ...DAY, timeZone: 'UTC' });
  return from === to ? format.format(utcDay(from)) : format.formatRange(utcDay(from), utcDay(to));
}

/** "18:00": an hour of the day (a posting slot). */
export const formatHour = (hour: number) => dateFormat({ ...TIME, timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, hour));

// 1 January 2023 was a Sunday: weekday n (0 = Sunday, as Date.getDay counts) is 1 + n January 2023.
const weekdayDate = (weekday: number) => Date.UTC(2023, 0, 1 + weekday);
/** "Monday" for 1: a weekday as Date.getDay numbers it. */
export const weekdayName = (weekday: number) => dateFormat({ weekday: 'long', timeZone: 'UTC' }).format(weekdayDate(weekday));
/** "Mon" for 1. */
export const weekdayShort = (weekday: number) => dateFormat({ weekday: 'short', timeZone: 'UTC' }).format(weekdayDate(weekday));

/** "2026-11-03": the calendar day of a moment on `timeZone` (ISO, for data exports). */
export function isoDayOf(iso: string, timeZone: string): string {
  const parts = dateFormat(
    { year: 'numeric', month: '2-digit', day: '2-digit', timeZone, calendar: 'gregory', numberingSystem: 'latn' },
    'en-US',
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export const MEDIA_TYPE_NAMES = { IMAGE: 'Image', VIDEO: 'Video', CAROUSEL_ALBUM: 'Carousel', REELS: 'Reel' } as const;

/** A caption on one line, cut to `max` characters (graphemes, never half an emoji) with an ellipsis. */
export function captionExcerpt(caption: string | null, max: number): string {
  const text = (caption ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return 'No caption';
  return cutToGraphemes(text, max, displayLocale());
}
