import fc from 'fast-check';
import { shiftDate } from '../../../shared/dateSpan';
import { consecutiveDates } from './consecutiveDates';

describe('consecutive dates', () => {
  it('are the days shiftDate counts, across month ends, leap days and years', () => {
    const start = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(start, fc.nat(800), (from, count) => {
        expect(consecutiveDates(from, count)).toEqual(Array.from({ length: count }, (_, i) => shiftDate(from, i)));
      }),
      { numRuns: 300, seed: 23 },
    );
  });

  it('name 29 February in leap years only, 2000 and 2024 among them and 2100 not', () => {
    expect(consecutiveDates('2024-02-28', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(consecutiveDates('2000-02-28', 2)).toEqual(['2000-02-28', '2000-02-29']);
    expect(consecutiveDates('2100-02-28', 2)).toEqual(['2100-02-28', '2100-03-01']);
    expect(consecutiveDates('2026-12-31', 2)).toEqual(['2026-12-31', '2027-01-01']);
    expect(consecutiveDates('2026-05-01', 0)).toEqual([]);
  });
});
