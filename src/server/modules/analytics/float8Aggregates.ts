/**
 * Postgres's float8 aggregates avg, var_samp and percentile_cont, replayed in JavaScript on the same
 * values in the same order, so a figure worked out here is the one the database would have returned, to
 * the last bit. Sums of floats depend on the order of their terms; these follow the database's own
 * arithmetic step by step (src/backend/utils/adt/float.c float8_accum, float8_avg, float8_var_samp and
 * orderedsetaggs.c percentile_cont_final_common with float8_lerp): both are IEEE 754 doubles, rounded to
 * nearest, one operation at a time.
 */

/** float8_accum's transition state: the count, the sum and the sum of squared differences (Youngs–Cramer). */
export type Float8Accumulator = { n: number; sum: number; squares: number };

export const newFloat8Accumulator = (): Float8Accumulator => ({ n: 0, sum: 0, squares: 0 });

/** float8_accum: one more value. */
export function accumulateFloat8(state: Float8Accumulator, value: number): void {
  const before = state.n;
  state.n = before + 1;
  state.sum += value;
  if (before > 0) {
    const tmp = value * state.n - state.sum;
    state.squares += (tmp * tmp) / (state.n * before);
  }
}

/** float8_avg: null over no values. */
export const float8Avg = ({ n, sum }: Float8Accumulator): number | null => (n === 0 ? null : sum / n);

/** float8_var_samp: null under two values. */
export const float8VarSamp = ({ n, squares }: Float8Accumulator): number | null => (n <= 1 ? null : squares / (n - 1));

/** percentile_cont(fraction) within group (order by value) over values already sorted ascending; null over none. */
export function percentileCont(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const first = Math.floor(position);
  const second = Math.ceil(position);
  if (first === second) return sorted[first];
  const low = sorted[first];
  return low + (position - first) * (sorted[second] - low);
}
