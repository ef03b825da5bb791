import { complementStats, excludesNoDifference, meanRatioInterval, pooledStats, type SampleStats } from './meanRatio';

const statsOf = (values: number[]): SampleStats => {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return { n: values.length, mean, variance: values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1) };
};

/**
 * A = 4, 6, 8 (mean 6, variance 4) and B = 2, 3, 4 (mean 3, variance 1), worked out by hand:
 *   ratio 6 / 3 = 2
 *   u_A = 4 / (3 · 36) = 1/27, u_B = 1 / (3 · 9) = 1/27, se = √(2/27) = 0.272166
 *   ν = (2/27)² / ((1/27)²/2 + (1/27)²/2) = 4, t(0.025, 4) = 2.776 (printed table)
 *   interval 2 · e^(∓2.776 · 0.272166) = 0.939 … 4.258: it holds 1, so no verdict
 * (the table's t is rounded to 3 decimals, hence the comparison to 2 decimals of the bounds).
 */
describe('the interval of a ratio of means', () => {
  const a = statsOf([4, 6, 8]);
  const b = statsOf([2, 3, 4]);

  it('matches the hand computation for a tiny fixed sample', () => {
    const interval = meanRatioInterval(a, b);
    expect(interval).not.toBeNull();
    expect(interval!.ratio).toBe(2);
    expect(interval!.low).toBeCloseTo(2 * Math.exp(-2.776 * Math.sqrt(2 / 27)), 2);
    expect(interval!.high).toBeCloseTo(2 * Math.exp(2.776 * Math.sqrt(2 / 27)), 2);
    expect(interval!.low).toBeCloseTo(0.939, 2);
    expect(interval!.high).toBeCloseTo(4.258, 2);
    expect(excludesNoDifference(interval!)).toBe(false);
  });

  it('widens to the Bonferroni quantile when the pair was picked from several: 5 comparisons take t(0.005, 4) = 4.604', () => {
    const interval = meanRatioInterval(a, b, 5)!;
    expect(interval.comparisons).toBe(5);
    expect(interval.low).toBeCloseTo(2 * Math.exp(-4.604 * Math.sqrt(2 / 27)), 2);
    expect(interval.high).toBeCloseTo(2 * Math.exp(4.604 * Math.sqrt(2 / 27)), 2);
  });

  it('inverts when the groups are swapped, and leaves 1 out for a clear difference', () => {
    const swapped = meanRatioInterval(b, a)!;
    const straight = meanRatioInterval(a, b)!;
    expect(swapped.low).toBeCloseTo(1 / straight.high, 10);
    expect(swapped.high).toBeCloseTo(1 / straight.low, 10);
    const clear = meanRatioInterval(statsOf([10, 11, 12, 11, 10]), statsOf([5, 5.5, 6, 5, 5.5]))!;
    expect(clear.low).toBeGreaterThan(1);
    expect(excludesNoDifference(clear)).toBe(true);
  });

  it('gives no interval for a group of one post or a mean of zero', () => {
    expect(meanRatioInterval(statsOf([4, 6]), { n: 1, mean: 3, variance: 0 })).toBeNull();
    expect(meanRatioInterval(statsOf([4, 6]), { n: 3, mean: 0, variance: 0 })).toBeNull();
  });
});

describe('pooled and complementary groups', () => {
  it('pools disjoint groups into the statistics of all their posts, and takes one back out', () => {
    const first = [0.02, 0.05, 0.04];
    const second = [0.1, 0.08, 0.12, 0.09];
    const all = pooledStats([statsOf(first), statsOf(second)])!;
    const direct = statsOf([...first, ...second]);
    expect(all.n).toBe(7);
    expect(all.mean).toBeCloseTo(direct.mean, 12);
    expect(all.variance).toBeCloseTo(direct.variance, 12);
    const rest = complementStats(all, statsOf(first))!;
    expect(rest.n).toBe(4);
    expect(rest.mean).toBeCloseTo(statsOf(second).mean, 12);
    expect(rest.variance).toBeCloseTo(statsOf(second).variance, 12);
    expect(complementStats(all, all)).toBeNull();
    expect(pooledStats([])).toBeNull();
  });
});
