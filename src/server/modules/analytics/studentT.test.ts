import { studentTQuantile, studentTUpperTail } from './studentT';

/**
 * Upper critical values of Student's t, as printed in the table of
 * https://hugoquene.github.io/QMS-EN/app-criticaltvalues.html (P(T ≥ t*) = p, ν degrees of freedom),
 * the same figures as the NIST/SEMATECH e-Handbook's table.
 */
const TABLE: readonly [df: number, p: number, t: number][] = [
  [1, 0.025, 12.706],
  [2, 0.025, 4.303],
  [4, 0.025, 2.776],
  [4, 0.005, 4.604],
  [5, 0.05, 2.015],
  [10, 0.025, 2.228],
  [10, 0.001, 4.144],
  [20, 0.01, 2.528],
  [30, 0.025, 2.042],
  [1, 0.001, 318.309],
];

describe("Student's t quantile", () => {
  it.each(TABLE)('ν = %s, p = %s gives the printed %s', (df, p, t) => {
    expect(studentTQuantile(p, df)).toBeCloseTo(t, 3);
    expect(studentTUpperTail(t, df)).toBeCloseTo(p, 4);
  });

  it('approaches the normal 1.960 with many degrees of freedom, and takes fractional ones between the integers', () => {
    expect(studentTQuantile(0.025, 1e7)).toBeCloseTo(1.96, 3);
    const between = studentTQuantile(0.025, 7.5);
    expect(between).toBeLessThan(2.365); // ν = 7
    expect(between).toBeGreaterThan(2.306); // ν = 8
  });

  it('refuses a tail outside (0, ½) or no degrees of freedom', () => {
    expect(() => studentTQuantile(0.5, 4)).toThrow(RangeError);
    expect(() => studentTQuantile(0, 4)).toThrow(RangeError);
    expect(() => studentTQuantile(0.025, 0)).toThrow(RangeError);
  });
});
