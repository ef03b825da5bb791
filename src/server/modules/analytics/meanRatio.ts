/**
 * How much better one group of posts does than another, and how sure we can be: the ratio of the two
 * groups' means with a confidence interval, from the groups' count, mean and sample variance as the
 * database aggregates them (no per-post rows travel to JavaScript, whatever the period holds).
 *
 * The interval is analytic, on the log of the ratio (delta method):
 *   ln(ā / b̄) ± t · se,  se² = s_a² / (n_a · ā²) + s_b² / (n_b · b̄²)
 * (https://wiki.taichimd.us/index.php?oldid=37197&title=Delta: Var(log(X̄/Ȳ)) for independent samples),
 * with t from Student's distribution at the Welch–Satterthwaite degrees of freedom of those two terms
 * (https://grokipedia.com/page/Welch–Satterthwaite_equation: ν ≈ (Σ uᵢ²)² / Σ (uᵢ⁴ / νᵢ)), so small
 * groups get the wider interval they deserve. Exponentiated, it is never negative and is symmetric in
 * the sense that swapping the groups inverts it.
 *
 * When a comparison is picked from several (the best and the worst of four caption lengths), the
 * interval is made simultaneous over every pair that could have been picked (Bonferroni: α split
 * evenly, https://www.statistics.com/glossary/bonferroni-adjustment/), so the data-chosen pair is
 * still covered 95% of the time. Without that, the best and worst of eight noisy hours would "differ"
 * far more often than one time in twenty.
 */
import { studentTQuantile } from './studentT';

/** A group's public ER or reach over its posts: how many, their mean and their sample variance (n − 1). */
export type SampleStats = { n: number; mean: number; variance: number };

const CONFIDENCE = 0.95;

export type RatioInterval = {
  /** Mean of the first group ÷ mean of the second. */
  ratio: number;
  low: number;
  high: number;
  confidence: number;
  /** How many comparisons the interval is simultaneous over (1: a single pair). */
  comparisons: number;
};

/** null when either group has fewer than 2 posts or a mean that is not positive (no ratio to speak of). */
export function meanRatioInterval(a: SampleStats, b: SampleStats, comparisons = 1, confidence = CONFIDENCE): RatioInterval | null {
  if (a.n < 2 || b.n < 2 || !(a.mean > 0) || !(b.mean > 0)) return null;
  const ua = a.variance / (a.n * a.mean ** 2);
  const ub = b.variance / (b.n * b.mean ** 2);
  const spread = Math.sqrt(ua + ub);
  // Identical values in both groups leave no spread to weigh; the degrees of freedom then do not matter.
  const df = ua + ub > 0 ? (ua + ub) ** 2 / (ua ** 2 / (a.n - 1) + ub ** 2 / (b.n - 1)) : a.n + b.n - 2;
  const t = studentTQuantile((1 - confidence) / 2 / Math.max(1, comparisons), df);
  const ratio = a.mean / b.mean;
  return { ratio, low: ratio * Math.exp(-t * spread), high: ratio * Math.exp(t * spread), confidence, comparisons: Math.max(1, comparisons) };
}

/** Does the interval leave out "no difference" (a ratio of 1)? */
export const excludesNoDifference = (interval: RatioInterval) => interval.low > 1 || interval.high < 1;

/** The pairs among `groups` groups, each a comparison that could have been made. */
export const pairsAmong = (groups: number) => (groups * (groups - 1)) / 2;

const sumOfSquares = (s: SampleStats) => (s.n - 1) * s.variance + s.n * s.mean ** 2;

/** The posts of several disjoint groups taken together. */
export function pooledStats(parts: readonly SampleStats[]): SampleStats | null {
  const n = parts.reduce((sum, s) => sum + s.n, 0);
  if (n === 0) return null;
  const mean = parts.reduce((sum, s) => sum + s.n * s.mean, 0) / n;
  const squares = parts.reduce((sum, s) => sum + sumOfSquares(s), 0);
  return { n, mean, variance: n > 1 ? Math.max(0, (squares - n * mean ** 2) / (n - 1)) : 0 };
}

/** Every post of `total` that is not in `part` (a part of it): the posts without a hashtag, from all posts and those with it. */
export function complementStats(total: SampleStats, part: SampleStats): SampleStats | null {
  const n = total.n - part.n;
  if (n <= 0) return null;
  const mean = (total.n * total.mean - part.n * part.mean) / n;
  const squares = sumOfSquares(total) - sumOfSquares(part);
  return { n, mean, variance: n > 1 ? Math.max(0, (squares - n * mean ** 2) / (n - 1)) : 0 };
}
