import { resultsByKeys } from '../../meta/insightBreakdowns';

/**
 * Meta's `metric_type=total_value` answer with one breakdown, as the Instagram Account Insights reference
 * documents it (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights,
 * "Sample Response" with `breakdown`): each metric carries `total_value.value` and
 * `total_value.breakdowns[{ dimension_keys, results[{ dimension_values, value }] }]`, read by key name
 * (insightBreakdowns.ts).
 */
export type TotalValueAnswer = {
  data?: Array<{
    name?: string;
    total_value?: { value?: unknown; breakdowns?: unknown };
  }>;
};

/** One day of one metric: Meta's total and its breakdown values (dimension → count). */
export type DayTotal = { total: number; byDimension: Record<string, number> };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The metric's total and its values of the breakdown asked, or null when Meta answered no value for it: an
 * empty data set is "unavailable", never 0 (same reference, "Limitations"). A breakdown without a total is
 * summed: Meta leaves `value` out of some breakdown answers (follows_and_unfollows). Only a breakdown that
 * carries the key asked is read; another one (say by media_product_type) gives no value of it.
 */
export function totalValueOf(answer: TotalValueAnswer | undefined, metric: string, breakdown: string): DayTotal | null {
  const entry = answer?.data?.find((item) => item.name === metric)?.total_value;
  if (!entry) return null;
  const results = resultsByKeys(entry.breakdowns, [breakdown]);
  const byDimension: Record<string, number> = {};
  for (const { dimensions, value } of results ?? []) {
    const key = dimensions[breakdown];
    if (isCount(value)) byDimension[key] = (byDimension[key] ?? 0) + value;
  }
  if (isCount(entry.value)) return { total: entry.value, byDimension };
  return results ? { total: Object.values(byDimension).reduce((sum, value) => sum + value, 0), byDimension } : null;
}
