import { formatFigureChange, kpiChange, RATE_KPIS } from './change';

const MINUS = '\u2212';
const kpi = (value: number | null, previous: number | null, change: number | null) => ({ value, previous, change });

describe('a figure’s change', () => {
  it('is a rate’s difference in percentage points, never its relative change', () => {
    expect([...RATE_KPIS].sort()).toEqual(['erByReach', 'publicEr']);
    // 4.72% → 5.12%: +0.4 pp, where the relative change would be +8.5%.
    expect(formatFigureChange(kpiChange('erByReach', kpi(0.0512, 0.0472, 0.04 / 0.472)), 'en-GB')).toBe('+0.4 pp');
    expect(formatFigureChange(kpiChange('publicEr', kpi(0.0543, 0.0566, -0.0406)), 'en-GB')).toBe(`${MINUS}0.2 pp`);
    // From 0%, where no relative change exists.
    expect(formatFigureChange(kpiChange('publicEr', kpi(0.031, 0, null)), 'en-GB')).toBe('+3.1 pp');
    expect(kpiChange('publicEr', kpi(null, 0.05, null))).toBeNull();
    expect(kpiChange('erByReach', kpi(0.05, null, null))).toBeNull();
  });

  it('is any other figure’s relative change, as the server computes it', () => {
    expect(formatFigureChange(kpiChange('reach', kpi(1_042, 1_000, 0.042)), 'en-GB')).toBe('+4.2%');
    expect(formatFigureChange(kpiChange('netGrowth', kpi(-56, 100, -1.56)), 'en-GB')).toBe(`${MINUS}156.0%`);
    expect(kpiChange('views', kpi(10, 0, null))).toBeNull();
  });

  it('is written with its sign unless it rounds to zero, the true minus sign, and — for none, in the given language', () => {
    expect(formatFigureChange({ unit: 'points', points: 0.04 }, 'en-GB')).toBe('0.0 pp');
    expect(formatFigureChange({ unit: 'relative', ratio: -0.00001 }, 'en-GB')).toBe('0.0%');
    expect(formatFigureChange({ unit: 'relative', ratio: 13.5 }, 'en-GB')).toBe('+1,350.0%');
    expect(formatFigureChange({ unit: 'points', points: -3 }, 'de-DE')).toBe(`${MINUS}3,0 pp`);
    expect(formatFigureChange(null, 'en-GB')).toBe('—');
    expect(formatFigureChange({ unit: 'points', points: Number.NaN }, 'en-GB')).toBe('—');
  });
});
