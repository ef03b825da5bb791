import type { AgeGenderCount, AudienceCount } from '../../db/schema';
import { resultsByKeys } from '../../meta/insightBreakdowns';

/**
 * Reads one demographics answer of Meta's Account Insights
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights):
 * `{data: [{name, period, title, description, total_value: {breakdowns: [{dimension_keys, results:
 * [{dimension_values, value}]}]}, id}]}`. The breakdowns are read by key name (insightBreakdowns.ts), never by
 * position: Meta's example lists `timeframe` before the breakdown asked.
 */
type DemographicsMetric = { name?: unknown; total_value?: { breakdowns?: unknown } };
export type DemographicsAnswer = { data?: unknown };

export type Dimension = 'age' | 'gender' | 'country' | 'city';

/** One result: its value for each dimension asked, and Meta's count. */
export type DemographicsRow = { dimensions: Partial<Record<Dimension, string>>; value: number };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The rows of `metric` for the dimensions asked, or null when Meta returned none: its documented "empty
 * data set instead of 0", which the caller records as not offered, never as zeros. A result without a
 * value for every dimension asked, or without a whole non-negative count, is not a value and is skipped.
 */
export function demographicsRows(answer: DemographicsAnswer, metric: string, dimensions: readonly Dimension[]): DemographicsRow[] | null {
  const entry = asArray(answer.data).find((item): item is DemographicsMetric => (item as DemographicsMetric | null)?.name === metric);
  const rows = (resultsByKeys(entry?.total_value?.breakdowns, dimensions) ?? []).flatMap(({ dimensions: values, value }) =>
    isCount(value) ? [{ dimensions: values, value }] : [],
  );
  return rows.length ? rows : null;
}

/** Age × gender cells; a cell Meta listed twice is summed. */
export function ageGenderCounts(rows: DemographicsRow[]): AgeGenderCount[] {
  const cells = new Map<string, AgeGenderCount>();
  for (const { dimensions, value } of rows) {
    const key = `${dimensions.age}|${dimensions.gender}`;
    const known = cells.get(key);
    cells.set(key, { age: dimensions.age!, gender: dimensions.gender!, value: (known?.value ?? 0) + value });
  }
  return [...cells.values()];
}

/** One dimension's counts, largest first. */
export function placeCounts(rows: DemographicsRow[], dimension: 'country' | 'city'): AudienceCount[] {
  const counts = new Map<string, number>();
  for (const { dimensions, value } of rows) counts.set(dimensions[dimension]!, (counts.get(dimensions[dimension]!) ?? 0) + value);
  return [...counts].map(([key, value]) => ({ key, value })).sort((a, b) => b.value - a.value || a.key.localeCompare(b.key));
}
