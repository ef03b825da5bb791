/**
 * The breakdowns of a `total_value` insight, as Meta's insights references document them
 * (https://developers.facebook.com/docs/instagram-platform/api-reference/instagram-user/insights and
 * https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights, "Sample Response"):
 * `total_value.breakdowns[{ dimension_keys, results[{ dimension_values, value }] }]`, where each result's
 * dimension_values line up with its breakdown's dimension_keys. The keys may hold more than the breakdown
 * asked (the account insights sample lists `timeframe` before it), so a value is read at the index of its
 * key, never by position; and a breakdown that lacks a key asked is another breakdown, of which nothing is
 * taken. The one reader of breakdowns: demographics, discovery and story navigation all go through it.
 */

/** One result: its value for each key asked, and Meta's count as it came (each caller decides what counts). */
export type BreakdownResult<K extends string> = { dimensions: Record<K, string>; value: unknown };

type Breakdown = { dimension_keys?: unknown; results?: unknown };
type Result = { dimension_values?: unknown; value?: unknown };

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The results of every breakdown that carries all of `keys`, or null when none does (Meta answered no such
 * breakdown). A result without a non-empty string for each key is not a bucket and is skipped.
 */
export function resultsByKeys<K extends string>(breakdowns: unknown, keys: readonly K[]): BreakdownResult<K>[] | null {
  if (!keys.length) return null;
  let carried = false;
  const results = (asArray(breakdowns) as Array<Breakdown | null>).flatMap((breakdown) => {
    const dimensionKeys = asArray(breakdown?.dimension_keys).map(String);
    const positions = keys.map((key) => dimensionKeys.indexOf(key));
    if (positions.some((position) => position < 0)) return [];
    carried = true;
    return (asArray(breakdown?.results) as Array<Result | null>).flatMap((result) => {
      const values = asArray(result?.dimension_values);
      const picked = positions.map((position) => values[position]);
      if (picked.some((value) => typeof value !== 'string' || !value)) return [];
      const dimensions = Object.fromEntries(keys.map((key, index) => [key, picked[index] as string])) as Record<K, string>;
      return [{ dimensions, value: result?.value }];
    });
  });
  return carried ? results : null;
}
