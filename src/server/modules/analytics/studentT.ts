/**
 * Student's t distribution, enough of it for confidence intervals: the upper-tail probability and
 * its inverse for any real degrees of freedom (Welch's are fractional, so a printed table is not enough).
 *
 * P(T > t) = ½ · I_x(ν/2, ½) with x = ν / (ν + t²), I the regularised incomplete beta function,
 * computed with the continued fraction of Lentz's method and ln Γ by Lanczos (g = 7, 9 terms). The
 * quantile is found by bisection, which is slow next to a closed form but cannot diverge, and a
 * recommendation needs only a handful of them. Checked against the printed t table in studentT.test.ts.
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z) for z > 0. */
function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const shifted = z - 1;
  let series = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) series += LANCZOS[i] / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(series);
}

const TINY = 1e-300;
const nonZero = (value: number) => (Math.abs(value) < TINY ? TINY : value);

/** The continued fraction of I_x(a, b), converging fast for x < (a + 1) / (a + b + 2). */
function betaFraction(a: number, b: number, x: number): number {
  let c = 1;
  let d = 1 / nonZero(1 - ((a + b) * x) / (a + 1));
  let fraction = d;
  for (let m = 1; m <= 300; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    d = 1 / nonZero(1 + even * d);
    c = nonZero(1 + even / c);
    fraction *= d * c;
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    d = 1 / nonZero(1 + odd * d);
    c = nonZero(1 + odd / c);
    const step = d * c;
    fraction *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return fraction;
}

/** The regularised incomplete beta function I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(T > t) for t ≥ 0 with `df` degrees of freedom. */
export function studentTUpperTail(t: number, df: number): number {
  return 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

/** The t with P(T > t) = `tail` (0 < tail < ½): 2.776 for tail 0.025 and 4 degrees of freedom. */
export function studentTQuantile(tail: number, df: number): number {
  if (!(tail > 0 && tail < 0.5)) throw new RangeError(`tail must be in (0, 0.5), got ${tail}`);
  if (!(df > 0)) throw new RangeError(`df must be positive, got ${df}`);
  let low = 0;
  let high = 1;
  while (studentTUpperTail(high, df) > tail) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12 * high; i++) {
    const middle = (low + high) / 2;
    if (studentTUpperTail(middle, df) > tail) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
