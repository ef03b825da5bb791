import type { Overview } from '../../../shared/analytics';
import { comparisonPeriod, comparisonPredatesHistory, EARLIEST_PERIOD_DATE, sameDayLastYear } from '../../../shared/period';
import { igAccountDaily } from '../../db/schema';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { dateDaysAgo, seedAccount } from './testing/seedAccount';

/**
 * The one comparison rule (shared/period.ts comparisonPeriod) and the dashboard's answer to each
 * choice: the previous period, the same days a year earlier (29 February included), or none.
 */
describe('the comparison period', () => {
  it('is the period of the same length that ends the day before, for previous', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'previous')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
  });

  it('is the same calendar days a year earlier, for year', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'year')).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(comparisonPeriod({ from: '2026-01-01', to: '2026-01-07' }, 'year')).toEqual({ from: '2025-01-01', to: '2025-01-07' });
  });

  it('reads 29 February as 28 February of the year before, so a leap month compares with a shorter one', () => {
    expect(sameDayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(sameDayLastYear('2024-02-28')).toBe('2023-02-28');
    expect(comparisonPeriod({ from: '2024-02-01', to: '2024-02-29' }, 'year')).toEqual({ from: '2023-02-01', to: '2023-02-28' });
    // A year after a leap year, the comparison holds the leap day and is a day longer.
    expect(comparisonPeriod({ from: '2025-02-28', to: '2025-03-01' }, 'year')).toEqual({ from: '2024-02-28', to: '2024-03-01' });
  });

  it('is clamped at the earliest date, and empty when it would end before it', () => {
    expect(comparisonPeriod({ from: '2004-06-01', to: '2005-01-31' }, 'year')).toEqual({ from: EARLIEST_PERIOD_DATE, to: '2004-01-31' });
    const empty = comparisonPeriod({ from: '2004-02-01', to: '2004-03-01' }, 'year')!;
    expect(empty.to < empty.from).toBe(true);
  });

  it('predates the history when it starts before its first day, when nothing is stored, or when it is empty', () => {
    const october = { from: '2025-10-01', to: '2025-10-31' };
    expect(comparisonPredatesHistory(october, '2025-10-27')).toBe(true);
    expect(comparisonPredatesHistory(october, null)).toBe(true);
    expect(comparisonPredatesHistory(october, '2025-10-01')).toBe(false);
    expect(comparisonPredatesHistory(october, '2024-03-01')).toBe(false);
    expect(comparisonPredatesHistory({ from: '2004-01-01', to: '2003-12-31' }, '2003-01-01')).toBe(true);
  });

  it('is nothing, for none', () => {
    expect(comparisonPeriod({ from: '2026-11-01', to: '2026-11-30' }, 'none')).toBeNull();
  });
});

describe('GET /api/analytics/overview with compare', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let accountId: string;
  const now = new Date();
  // The seeded account (Asia/Tokyo) has 31 days of history: the last 7 days and the 7 before are recorded.
  const week = { from: dateDaysAgo(now, 6), to: dateDaysAgo(now, 0) };

  beforeAll(async () => {
    t = await createTestApp();
    const { user, accessToken } = await registerUser(t.app);
    headers = bearer(accessToken);
    accountId = await seedAccount(t.app.db, user.id, now);
  }, 60_000);
  afterAll(() => t.close());

  const get = (compare?: string) =>
    t.app.inject({ method: 'GET', url: `/api/analytics/overview?${new URLSearchParams({ accountId, ...week, ...(compare ? { compare } : {}) })}`, headers });
  const overviewWith = async (compare?: string) => {
    const response = await get(compare);
    expect(response.statusCode).toBe(200);
    return response.json<Overview>();
  };

  it('compares with the previous period when none is asked for, and says so', async () => {
    const [implicit, previous] = await Promise.all([overviewWith(), overviewWith('previous')]);
    expect(implicit.comparison).toEqual(previous.comparison);
    expect(previous.comparison).toMatchObject({ kind: 'previous', range: { ...previous.previousRange, days: 7 }, recorded: true });
    expect(previous.comparison.series.map((day) => day.date)).toEqual(Array.from({ length: 7 }, (_, i) => dateDaysAgo(now, 13 - i)));
    // Followers climb 10 a day: 12,300 today, 12,230 at the end of the week before.
    expect(previous.kpis.followers).toMatchObject({ value: 12_300, previous: 12_230 });
    expect(previous.kpis.followers.change).toBeCloseTo(70 / 12_230, 12);
  });

  it('says "no data" for the same days last year when nothing was recorded then: no change, never −100 %', async () => {
    const overview = await overviewWith('year');
    expect(overview.comparison.kind).toBe('year');
    expect(overview.comparison.range).toEqual({ from: sameDayLastYear(week.from), to: sameDayLastYear(week.to), days: expect.any(Number) });
    expect(overview.comparison.recorded).toBe(false);
    for (const kpi of Object.values(overview.kpis)) expect(kpi.change).toBeNull();
    expect(overview.comparison.series.every((day) => day.followers === null && day.reach === null)).toBe(true);
  });

  it('hides every previous value and change with none', async () => {
    const overview = await overviewWith('none');
    expect(overview.comparison).toMatchObject({ kind: 'none', range: null, recorded: false, series: [] });
    for (const kpi of Object.values(overview.kpis)) expect(kpi).toMatchObject({ previous: null, change: null });
    expect(overview.kpis.followers.value).toBe(12_300);
  });

  it('refuses an unknown comparison with a 400 naming compare', async () => {
    const response = await get('lastMonth');
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrorBody>().details.map((issue) => issue.field)).toEqual(['compare']);
  });

  it('measures against last year once that year has records (the answer is not served from the cache of before)', async () => {
    const lastYearDays = Array.from({ length: 7 }, (_, i) => sameDayLastYear(dateDaysAgo(now, 6 - i)));
    await t.app.db.insert(igAccountDaily).values(lastYearDays.map((date, i) => ({ accountId, date, followers: 10_000 + i * 50, reach: 1_000 })));
    const overview = await overviewWith('year');
    expect(overview.comparison.recorded).toBe(true);
    expect(overview.kpis.followers).toMatchObject({ value: 12_300, previous: 10_300 });
    expect(overview.kpis.followers.change).toBeCloseTo(2_000 / 10_300, 12);
    // 7 days of 2,000 reach against 7 of 1,000.
    expect(overview.kpis.reach).toMatchObject({ value: 14_000, previous: 7_000, change: 1 });
    expect(overview.comparison.series.slice(0, 7).map((day) => day.followers)).toEqual(lastYearDays.map((date) => 10_000 + lastYearDays.indexOf(date) * 50));
  });
});

describe('a comparison period that starts before the history began', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let accountId: string;
  const now = new Date();
  const week = { from: dateDaysAgo(now, 6), to: dateDaysAgo(now, 0) };
  const lastYear = Array.from({ length: 7 }, (_, i) => sameDayLastYear(dateDaysAgo(now, 6 - i)));

  beforeAll(async () => {
    t = await createTestApp();
    const { user, accessToken } = await registerUser(t.app);
    headers = bearer(accessToken);
    accountId = await seedAccount(t.app.db, user.id, now);
    // The history begins on the 5th day of last year's week: its first four days hold nothing.
    await t.app.db.insert(igAccountDaily).values(lastYear.slice(4).map((date, i) => ({ accountId, date, followers: 10_000 + i * 50, reach: 1_000 })));
  }, 60_000);
  afterAll(() => t.close());

  const overviewWith = async (query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics/overview?${new URLSearchParams({ accountId, ...query })}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json<Overview>();
  };

  it('has every previous value and change unknown for the same days last year, never a growth from a partial base', async () => {
    const overview = await overviewWith({ ...week, compare: 'year' });
    expect(overview.comparison).toMatchObject({ kind: 'year', recorded: true, historyFrom: lastYear[4] });
    for (const kpi of Object.values(overview.kpis)) expect(kpi).toMatchObject({ previous: null, change: null });
    // The period's own figures are untouched.
    expect(overview.kpis.followers.value).toBe(12_300);
    // The days that were recorded still draw their part of the dashed line.
    expect(overview.comparison.series.slice(4).map((day) => day.followers)).toEqual([10_000, 10_050, 10_100]);
  });

  it('has them unknown for a previous period that starts before it too, and known once the history covers it', async () => {
    // The history's first three days, against the three before them, which hold nothing: unknown.
    const early = await overviewWith({ from: lastYear[4], to: lastYear[6], compare: 'previous' });
    expect(early.comparison).toMatchObject({ range: { from: lastYear[1], to: lastYear[3] }, historyFrom: lastYear[4] });
    for (const kpi of Object.values(early.kpis)) expect(kpi).toMatchObject({ previous: null, change: null });
    // Its last day against the one before, both within the history: measured.
    const covered = await overviewWith({ from: lastYear[6], to: lastYear[6], compare: 'previous' });
    expect(covered.comparison.range).toMatchObject({ from: lastYear[5], to: lastYear[5] });
    expect(covered.kpis.followers).toMatchObject({ value: 10_100, previous: 10_050 });
    expect(covered.kpis.followers.change).toBeCloseTo(50 / 10_050, 12);
  });
});
