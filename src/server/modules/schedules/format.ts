import type { Kpi, Overview } from '../../../shared/analytics';
import { formatFigureChange, kpiChange as sharedKpiChange } from '../../../shared/change';
/**
 * How figures read in e-mailed and PDF reports: the conventions of the app's pages (client/lib/format.ts)
 * in one fixed locale, since a report is read far from the server: thousands separated, percentages
 * with two decimals, a true minus sign, and an unknown value as "—", never 0.
 */
export const UNKNOWN = '—';
const LOCALE = 'en-GB';

const known = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);
const written = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(LOCALE, options).format(value).replace('-', '\u2212');

export const count = (value: number | null | undefined) => (known(value) ? written(value, { maximumFractionDigits: 0 }) : UNKNOWN);
export const signedCount = (value: number | null | undefined) =>
  known(value) ? written(value, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }) : UNKNOWN;
export const decimal = (value: number | null | undefined) => (known(value) ? written(value, { maximumFractionDigits: 1 }) : UNKNOWN);
export const percent = (ratio: number | null | undefined) =>
  known(ratio) ? written(ratio, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }) : UNKNOWN;
/** A dashboard figure's change as the dashboard writes it: a rate's in percentage points, any other relative (docs/metrics.md#rate-changes). */
export const kpiChange = (key: keyof Overview['kpis'], kpi: Pick<Kpi, 'value' | 'previous' | 'change'>) =>
  formatFigureChange(sharedKpiChange(key, kpi), LOCALE);
