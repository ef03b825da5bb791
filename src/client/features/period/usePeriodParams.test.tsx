import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../base/routerFuture';
import { localToday, presetRange, shiftDate } from './dateRange';
import { PeriodNoticeProvider } from './periodNotices';
import { DEFAULT_PERIOD_DAYS, usePeriodParams } from './usePeriodParams';

/** The hook on a page, with the router's location and navigation beside it. */
function renderOn(path: string, timeZone: string | null = null) {
  // What the app shell would say as toasts.
  const notices: string[] = [];
  const notify = (message: string) => void notices.push(message);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PeriodNoticeProvider value={notify}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        {children}
      </MemoryRouter>
    </PeriodNoticeProvider>
  );
  return { notices, ...renderHook(() => ({ period: usePeriodParams(timeZone), location: useLocation(), navigate: useNavigate() }), { wrapper }) };
}

describe('the period of the data pages', () => {
  it('is the last 30 days on every page until one is chosen', () => {
    const { result } = renderOn('/app/content-analysis');
    expect(DEFAULT_PERIOD_DAYS).toBe(30);
    expect(result.current.period.range).toEqual(presetRange(30, localToday()));
  });

  it("ends the last 30 days today on the account's clock, not this device's, when the two calendars differ", () => {
    // 00:30 UTC on 26 Nov is still 25 Nov (18:30) in Chicago: the server's period ends on the 25th.
    jest.useFakeTimers({ now: new Date('2026-11-26T00:30:00Z'), doNotFake: ['queueMicrotask', 'setTimeout', 'setImmediate'] });
    try {
      expect(renderOn('/app/dashboard?days=30', 'America/Chicago').result.current.period.range).toEqual({ from: '2026-10-27', to: '2026-11-25', preset: 30 });
      expect(renderOn('/app/dashboard?days=7', 'Asia/Tokyo').result.current.period.range).toEqual({ from: '2026-11-20', to: '2026-11-26', preset: 7 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds a history entry when chosen, so Back returns to the previous period', () => {
    const { result } = renderOn('/app/dashboard?days=30');
    act(() => result.current.period.setRange(presetRange(7, localToday())));
    expect(result.current.location.search).toBe('?days=7');
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?days=30');
  });

  it('follows the user to the next data page, written into its URL', () => {
    const first = renderOn('/app/dashboard');
    const custom = { from: shiftDate(localToday(), -13), to: localToday(), preset: null };
    act(() => first.result.current.period.setRange(custom));
    first.unmount();

    const next = renderOn('/app/competitors');
    expect(next.result.current.period.range).toEqual(custom);
    expect(next.result.current.location.search).toBe(`?from=${custom.from}&to=${custom.to}`);
  });

  it('keeps a period given in the URL over the one chosen before', () => {
    const first = renderOn('/app/dashboard');
    act(() => first.result.current.period.setRange(presetRange(7, localToday())));
    first.unmount();
    const { result } = renderOn('/app/competitors?days=90');
    expect(result.current.period.range.preset).toBe(90);
  });

  it.each([
    ['?from=2026-13-01&to=2026-11-04', 'from=2026-13-01 is not a date (YYYY-MM-DD)'],
    ['?from=2026-11-10&to=2026-11-01', 'to=2026-11-01 is before from=2026-11-10'],
  ])(
    'falls back to the last 30 days from an address whose period cannot be used (%s), says what was wrong, and writes the fallback into the address',
    (query, problem) => {
      const { result, notices, rerender } = renderOn(`/app/dashboard${query}`);
      expect(result.current.period.range).toEqual(presetRange(30, localToday()));
      expect(result.current.location.search).toBe('?days=30');
      expect(notices).toEqual([`The period in the address cannot be used: ${problem}. Showing the last 30 days instead.`]);
      rerender();
      expect(notices).toHaveLength(1);
    },
  );

  it('says nothing of a period it can use', () => {
    const { notices } = renderOn(`/app/dashboard?from=${shiftDate(localToday(), -6)}&to=${localToday()}`);
    expect(notices).toEqual([]);
  });

  it("does not take an address's range past today on the account's clock, once that clock is known, and says so", () => {
    // 00:30 UTC on 26 Nov is still 25 Nov in Chicago: the 26th has not begun there.
    jest.useFakeTimers({ now: new Date('2026-11-26T00:30:00Z'), doNotFake: ['queueMicrotask', 'setTimeout', 'setImmediate'] });
    try {
      const { result, notices } = renderOn('/app/dashboard?from=2026-11-20&to=2026-11-26', 'America/Chicago');
      expect(result.current.period.range).toEqual({ from: '2026-10-27', to: '2026-11-25', preset: 30 });
      expect(notices[0]).toBe(
        'The period in the address cannot be used: to=2026-11-26 is after today (Nov 25, 2026 on the account’s clock). Showing the last 30 days instead.',
      );
      // In Tokyo the 26th has begun: the same address is a period there, and nothing is said.
      const tokyo = renderOn('/app/dashboard?from=2026-11-20&to=2026-11-26', 'Asia/Tokyo');
      expect(tokyo.result.current.period.range.preset).toBeNull();
      expect(tokyo.notices).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
