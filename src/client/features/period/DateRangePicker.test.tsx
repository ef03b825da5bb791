import { screen } from '@testing-library/react';
import { EARLIEST_PERIOD_DATE } from '../../../shared/period';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DateRangePicker } from './DateRangePicker';
import { customRangeProblem, rangeFromParams, readRangeParams, type DateRange } from './dateRange';

/** The picker holds a period to the server's own rule (shared/period.ts), so it never sends one the server refuses. */
describe('the custom range', () => {
  // Today on the account's clock: no later day has begun there, though it is tomorrow in UTC's east.
  const today = '2026-11-25';
  const LATER = 'must be on or before Nov 25, 2026, today on the account’s clock: later days have not begun.';

  it.each([
    ['2004-01-01', '2004-03-31', null],
    ['2026-11-01', '2026-11-25', null],
    ['2026-11-25', '2026-11-25', null],
    ['2003-12-31', '2004-01-30', 'The start date must be on or after Jan 1, 2004.'],
    ['0000-01-01', '0000-12-31', 'The start date must be on or after Jan 1, 2004.'],
    ['2026-11-01', '2026-11-26', `The end date ${LATER}`],
    ['2026-11-26', '2026-11-26', `The start date ${LATER}`],
    ['2026-11-01', '2026-11-27', `The end date ${LATER}`],
    ['9999-12-01', '9999-12-31', `The start date ${LATER}`],
    ['2026-11-10', '2026-11-04', 'The end date must not be before the start date.'],
    ['2024-01-01', '2026-01-02', 'Choose a range of at most 2 years.'],
    ['', '2026-11-04', 'Choose a start date.'],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(customRangeProblem(from, to, today)).toBe(problem);
  });

  it('falls back to the default preset when the URL holds dates outside the bounds', () => {
    const range = rangeFromParams(new URLSearchParams('from=0000-01-01&to=0000-12-31'), '2026-11-25', 30);
    expect(range).toEqual({ from: '2026-10-27', to: '2026-11-25', preset: 30 });
  });
});

describe('a period typed into the address', () => {
  const today = '2026-11-25';
  const last30 = { from: '2026-10-27', to: '2026-11-25', preset: 30 };

  it.each([
    ['from=2026-13-01&to=2026-11-04', 'from=2026-13-01 is not a date (YYYY-MM-DD)'],
    ['from=2026-11-01&to=2026-02-30', 'to=2026-02-30 is not a date (YYYY-MM-DD)'],
    ['from=2026-11-10&to=2026-11-01', 'to=2026-11-01 is before from=2026-11-10'],
    ['from=2026-11-01&to=2026-11-26', 'to=2026-11-26 is after today (Nov 25, 2026 on the account’s clock)'],
    ['from=2003-12-31&to=2004-01-30', 'from=2003-12-31 is before Jan 1, 2004, the earliest day a period may start'],
    ['from=2024-01-01&to=2026-01-02', 'from=2024-01-01 to to=2026-01-02 is longer than 2 years'],
    ['from=2026-11-01', 'the address gives from=2026-11-01 without to='],
    ['days=45', 'days=45 is not one of 7, 30 or 90'],
  ])('?%s falls back to the last 30 days, saying: %s', (query, problem) => {
    expect(readRangeParams(new URLSearchParams(query), today, 30)).toEqual({ range: last30, problem });
  });

  it('is used as given when it is a period, with nothing to say', () => {
    expect(readRangeParams(new URLSearchParams('from=2026-11-01&to=2026-11-25'), today, 30)).toEqual({
      range: { from: '2026-11-01', to: '2026-11-25', preset: null },
      problem: null,
    });
    expect(readRangeParams(new URLSearchParams('days=7'), today, 30)).toEqual({ range: { from: '2026-11-19', to: today, preset: 7 }, problem: null });
    expect(readRangeParams(new URLSearchParams(''), today, 30)).toEqual({ range: last30, problem: null });
  });

  it('keeps a valid number of days when the dates beside it cannot be used, and says why', () => {
    expect(readRangeParams(new URLSearchParams('days=7&from=2026-11-10&to=2026-11-01'), today, 30)).toEqual({
      range: { from: '2026-11-19', to: today, preset: 7 },
      problem: 'to=2026-11-01 is before from=2026-11-10',
    });
  });
});

describe('DateRangePicker', () => {
  const custom: DateRange = { from: '2026-10-29', to: '2026-11-04', preset: null };
  const today = '2026-11-25';

  it('offers only dates within the bounds on its date inputs, today on the account’s clock the last', () => {
    renderWithProviders(<DateRangePicker range={custom} today={today} onChange={() => undefined} />);
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('min', EARLIEST_PERIOD_DATE);
    expect(from).toHaveAttribute('max', custom.to);
    expect(to).toHaveAttribute('min', custom.from);
    expect(to).toHaveAttribute('max', today);
  });

  it('says why a date before the bounds cannot be used, and keeps the range', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker range={custom} today={today} onChange={onChange} />);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2003-12-31');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date must be on or after Jan 1, 2004.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses tomorrow on the account’s clock, saying why, and keeps the range', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker range={custom} today={today} onChange={onChange} />);
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date must be on or before Nov 25, 2026, today on the account’s clock: later days have not begun.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(to);
    await user.type(to, today);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: custom.from, to: today, preset: null });
  });

  it('ends a preset on today on the account’s clock', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<DateRangePicker range={custom} today={today} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-19', to: today, preset: 7 });
  });
});
