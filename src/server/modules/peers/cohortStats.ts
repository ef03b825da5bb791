/**
 * The two cohort aggregates of the peer comparison as pure functions: where one value stands among the
 * cohort's values, and the cohort's spread. Callers decide whether a cohort is big enough to show.
 */
import type { z } from 'zod';
import type { distribution } from '../../../shared/peers';

export type Distribution = z.infer<typeof distribution>;

/** Share of `cohort` below `value`, values equal to it counting half, as 0–100. */
export function percentileOf(value: number, cohort: readonly number[]): number {
  if (cohort.length === 0) throw new RangeError('percentileOf needs at least one cohort value');
  let below = 0;
  let equal = 0;
  for (const peer of cohort) {
    if (peer < value) below += 1;
    else if (peer === value) equal += 1;
  }
  return ((below + equal / 2) / cohort.length) * 100;
}

/** The q-quantile (0–1) by linear interpolation between the closest ranks (numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('quantile needs at least one value');
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower] + (position - lower) * (sorted[upper] - sorted[lower]);
}

export function distributionOf(cohort: readonly number[]): Distribution {
  const sorted = [...cohort].sort((a, b) => a - b);
  return {
    p10: quantile(sorted, 0.1),
    p25: quantile(sorted, 0.25),
    p50: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    p90: quantile(sorted, 0.9),
  };
}
