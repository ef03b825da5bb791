import { comparisonReportTitle, competitorReportTitle, dayRange } from './titles';

describe('report titles', () => {
  it('write the range with the year once, or twice across a new year', () => {
    expect(dayRange('2026-10-01', '2026-10-31')).toBe('1 Oct – 31 Oct 2026');
    expect(dayRange('2025-12-20', '2026-01-10')).toBe('20 Dec 2025 – 10 Jan 2026');
    expect(dayRange('2026-09-05', '2026-09-05')).toBe('5 Sep – 5 Sep 2026');
  });

  it('name the kind, the account and, for a comparison, the cohort’s place when there is one', () => {
    expect(competitorReportTitle('corner_cafe', '2026-10-01', '2026-10-31')).toBe('Competitor analysis · @corner_cafe · 1 Oct – 31 Oct 2026');
    expect(comparisonReportTitle('corner_cafe', { niche: 'Food & Drink', country: 'Germany' }, '2026-10-02', '2026-10-31')).toBe(
      'User comparison · @corner_cafe · Food & Drink, Germany · 2 Oct – 31 Oct 2026',
    );
    expect(comparisonReportTitle('corner_cafe', null, '2026-10-02', '2026-10-31')).toBe('User comparison · @corner_cafe · 2 Oct – 31 Oct 2026');
  });
});
