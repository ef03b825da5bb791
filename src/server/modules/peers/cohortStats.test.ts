import { distributionOf, percentileOf, quantile } from './cohortStats';

describe('percentileOf', () => {
  it('is the share of the cohort below the value, ties counting half', () => {
    // Below: 1 and 2; equal: the two 5s count one; (2 + 1) ÷ 5.
    expect(percentileOf(5, [8, 5, 1, 5, 2])).toBe(60);
    expect(percentileOf(3, [3, 3, 3, 3])).toBe(50);
  });

  it('runs from 0 below everyone to 100 above everyone', () => {
    expect(percentileOf(0, [1, 2, 3])).toBe(0);
    expect(percentileOf(10, [1, 2, 3])).toBe(100);
    expect(percentileOf(-0.02, [-0.01, 0, 0.03])).toBe(0);
  });

  it('refuses an empty cohort instead of inventing a rank', () => {
    expect(() => percentileOf(1, [])).toThrow(RangeError);
  });
});

describe('quantile and distributionOf', () => {
  it('interpolates between the closest ranks', () => {
    // n = 5: the q-quantile sits at rank 4q (0-based).
    expect(distributionOf([50, 10, 40, 20, 30])).toEqual({ p10: 14, p25: 20, p50: 30, p75: 40, p90: 46 });
    // n = 6: at rank 5q; p25 = 2 + 0.25 × (4 − 2), p75 = 8 + 0.75 × (16 − 8).
    expect(distributionOf([32, 16, 8, 4, 2, 1])).toEqual({ p10: 1.5, p25: 2.5, p50: 6, p75: 14, p90: 24 });
  });

  it('answers the one value of a single-value list and its ends at 0 and 1', () => {
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([1, 2, 3], 0)).toBe(1);
    expect(quantile([1, 2, 3], 1)).toBe(3);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });
});
