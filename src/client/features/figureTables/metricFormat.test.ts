import fc from 'fast-check';
import { CSV_PRECISION } from '../../../shared/csv';
import type { PeerMetric } from '../../../shared/peers';
import { csvOf } from '../../lib/csv';
import { PEER_CSV } from './metricFormat';

const KEYS = { percent: 'publicEr', perWeek: 'postingFrequency', count: 'avgInteractions' } as const;
// A fraction for a rate (the server sends 0.0472 for 4.72%), otherwise an average of counts.
const inUnit = (unit: PeerMetric['unit']) =>
  unit === 'percent' ? fc.double({ min: 0, max: 1, noNaN: true }) : fc.integer({ min: 0, max: 5_000_000 }).map((sum) => sum / 7);

const metric = fc.constantFrom('percent', 'perWeek', 'count').chain((unit: PeerMetric['unit']) =>
  fc.record({
    key: fc.constant(KEYS[unit]),
    label: fc.constant('Figure'),
    unit: fc.constant(unit),
    value: inUnit(unit),
    percentile: fc.double({ min: 0, max: 100, noNaN: true }),
    distribution: fc.record({ p10: inUnit(unit), p25: inUnit(unit), p50: inUnit(unit), p75: inUnit(unit), p90: inUnit(unit) }),
    benchmark: unit === 'percent' ? inUnit(unit) : fc.constant(null),
  }),
);

const STATED = { percent: CSV_PRECISION.percentage.decimals, per_week: CSV_PRECISION.average.decimals, count: CSV_PRECISION.average.decimals };

describe('the peer table as CSV', () => {
  it('writes each row’s figures with no more decimals than its unit’s stated precision, and the percentile to 1 decimal', () => {
    fc.assert(
      fc.property(fc.array(metric, { minLength: 1, maxLength: 4 }), (metrics) => {
        const [header, ...rows] = csvOf(PEER_CSV, metrics as PeerMetric[]).split('\r\n');
        const names = header.split(',');
        for (const row of rows) {
          const cells = Object.fromEntries(row.split(',').map((cell, index) => [names[index], cell]));
          const stated = STATED[cells.unit as keyof typeof STATED];
          for (const name of ['value', 'p10', 'p25', 'median', 'p75', 'p90', 'benchmark']) {
            if (cells[name] === '') continue;
            expect(cells[name]).toMatch(/^\d+(\.\d+)?$/);
            expect(cells[name].split('.')[1]?.length ?? 0).toBeLessThanOrEqual(stated);
          }
          expect(cells.percentile).toMatch(/^\d+(\.\d)?$/);
        }
      }),
    );
  });
});
