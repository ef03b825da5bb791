/**
 * Meta's `metric_type=total_value` answer with one breakdown, as the Instagram Account Insights reference
 * documents it (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights,
 * "Sample Response" with `breakdown`): each metric carries `total_value.value` and
 * `total_value.breakdowns[].results[]` of `{ dimension_values: [...], value }`.
 */
export type TotalValueAnswer = {
  data?: Array<{
    name?: string;
    total_value?: {
      value?: unknown;
      breakdowns?: Array<{ dimension_keys?: unknown[]; results?: Array<{ dimension_values?: unknown[]; value?: unknown }> }>;
    };
  }>;
};

/** One day of one metric: Meta's total and its breakdown values (dimension → count). */
export type DayTotal = { total: number; byDimension: Record<string, number> };

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The metric's total and breakdown, or null when Meta answered no value for it: an empty data set is
 * "unavailable", never 0 (same reference, "Limitations"). A breakdown without a total is summed: Meta
 * leaves `value` out of some breakdown answers (follows_and_unfollows).
 */
export function totalValueOf(answer: TotalValueAnswer | undefined, metric: string, breakdown: string): DayTotal | null {
  const entry = answer?.data?.find((item) => item.name === metric)?.total_value;
  if (!entry) return null;
  const byDimension: Record<string, number> = {};
  const split = entry.breakdowns?.find((item) => item.dimension_keys?.[0] === breakdown) ?? entry.breakdowns?.[0];
  for (const result of split?.results ?? []) {
    const key = result.dimension_values?.[0];
    if (typeof key === 'string' && key && isCount(result.value)) byDimension[key] = (byDimension[key] ?? 0) + result.value;
  }
  const summed = Object.values(byDimension).reduce((sum, value) => sum + value, 0);
  if (isCount(entry.value)) return { total: entry.value, byDimension };
  return split ? { total: summed, byDimension } : null;
}
