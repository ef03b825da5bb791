/**
 * How a figure's change is told, the one rule (the metrics glossary's #changes) and its one writing,
 * for the pages (in the reader's language) and the server's texts (in a fixed one).
 *
 * A count or an average changes relative to its comparison value: 1,000 → 1,042 reach is +4.2%. A
 * rate (a percentage such as ER by reach) changes by the difference of the two rates, in percentage
 * points: 4.72% → 5.12% is +0.4 pp. Told as a relative change it would read +8.5%, which a reader
 * takes for the rate having grown by 8.5 of its percent points.
 */
import type { Kpi, Overview } from './analytics';

/** A change as the glossary tells it: relative (a fraction: 0.042 is +4.2%), or in percentage points (0.4 is +0.4 pp). */
export type FigureChange = { unit: 'relative'; ratio: number } | { unit: 'points'; points: number };

/** The dashboard's figures that are rates (fractions shown as percentages): their change is in percentage points. */
export const RATE_KPIS: ReadonlySet<keyof Overview['kpis']> = new Set(['erByReach', 'publicEr']);

/**
 * A dashboard figure's change against its comparison: a rate's in percentage points (both rates
 * known), any other figure's the server's relative change (null where it has none: either side
 * unknown, a comparison value of 0, or a comparison period that recorded nothing).
 */
export function kpiChange(key: keyof Overview['kpis'], kpi: Pick<Kpi, 'value' | 'previous' | 'change'>): FigureChange | null {
  if (RATE_KPIS.has(key)) {
    return kpi.value === null || kpi.previous === null ? null : { unit: 'points', points: (kpi.value - kpi.previous) * 100 };
  }
  return kpi.change === null ? null : { unit: 'relative', ratio: kpi.change };
}

const TRUE_MINUS = '\u2212';
const formats = new Map<string, Intl.NumberFormat>();

function changeFormat(locale: string, unit: FigureChange['unit']): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' };
    formats.set(key, (format = new Intl.NumberFormat(locale, unit === 'relative' ? { ...options, style: 'percent' } : options)));
  }
  return format;
}

/**
 * "+4.2%", "−1.6%" or "0.0%" for a relative change; "+0.4 pp", "−3.0 pp" or "0.0 pp" for one in
 * percentage points; "—" for none. Written in `locale`, always with its sign unless it rounds to
 * zero, and with the true minus sign where the locale's is the ASCII hyphen.
 */
export function formatFigureChange(change: FigureChange | null, locale: string): string {
  if (change === null) return '—';
  const amount = change.unit === 'relative' ? change.ratio : change.points;
  if (!Number.isFinite(amount)) return '—';
  const written = changeFormat(locale, change.unit)
    .formatToParts(amount)
    .map((part) => (part.type === 'minusSign' && part.value === '-' ? TRUE_MINUS : part.value))
    .join('');
  return change.unit === 'relative' ? written : `${written} pp`;
}
