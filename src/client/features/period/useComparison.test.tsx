import { act, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../base/routerFuture';
import type { ComparisonKind } from '../../../shared/period';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CompareControl } from './CompareControl';
import { localToday, presetRange, shiftDate } from './dateRange';
import { PeriodNoticeProvider } from './periodNotices';
import { useComparison } from './useComparison';
import { usePeriodParams } from './usePeriodParams';

/** Both hooks on a page, as a data page uses them, with the router's location and navigation beside them. */
function renderOn(path: string) {
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
  const hook = renderHook(
    () => {
      const period = usePeriodParams();
      return { period, comparison: useComparison(period.range), location: useLocation(), navigate: useNavigate() };
    },
    { wrapper },
  );
  return { notices, ...hook };
}

describe('the comparison of the data pages', () => {
  it('is the previous period until one is chosen, with its days by the shared rule', () => {
    const { result } = renderOn('/app/dashboard?from=2026-10-01&to=2026-10-30');
    expect(result.current.comparison.compare).toBe('previous');
    expect(result.current.comparison.comparisonRange).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it('reads the same period last year and none from the URL, and anything else as the default', () => {
    expect(renderOn('/app/dashboard?from=2024-02-01&to=2024-02-29&compare=year').result.current.comparison.comparisonRange).toEqual({
      from: '2023-02-01',
      to: '2023-02-28',
    });
    expect(renderOn('/app/dashboard?days=30&compare=none').result.current.comparison).toMatchObject({ compare: 'none', comparisonRange: null });
    expect(renderOn('/app/dashboard?days=30&compare=lastMonth').result.current.comparison.compare).toBe('previous');
  });

  it('adds a history entry when chosen, and leaves the default out of the URL', () => {
    const { result } = renderOn('/app/dashboard?days=30');
    act(() => result.current.comparison.setCompare('year'));
    expect(result.current.location.search).toBe('?days=30&compare=year');
    act(() => result.current.comparison.setCompare('previous'));
    expect(result.current.location.search).toBe('?days=30');
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?days=30&compare=year');
  });

  it('follows the user to the next data page with the period, both written into its URL', () => {
    const first = renderOn('/app/dashboard');
    act(() => first.result.current.period.setRange(presetRange(7, localToday())));
    act(() => first.result.current.comparison.setCompare('year'));
    first.unmount();

    const next = renderOn('/app/audience');
    expect(next.result.current.location.search).toBe('?days=7&compare=year');
    expect(next.result.current.comparison.comparisonRange?.to).toBe(
      `${Number(localToday().slice(0, 4)) - 1}${localToday().slice(4)}`.replace(/-02-29$/, '-02-28'),
    );
  });

  it('follows the user even when no period was chosen', () => {
    const first = renderOn('/app/dashboard');
    act(() => first.result.current.comparison.setCompare('none'));
    first.unmount();
    const next = renderOn('/app/audience');
    expect(next.result.current.location.search).toBe('?compare=none');
    expect(next.result.current.period.range).toEqual(presetRange(30, localToday()));
  });

  it('is restored beside the fallback of an address whose period cannot be used, which is told once', () => {
    const first = renderOn('/app/dashboard?days=7');
    act(() => first.result.current.comparison.setCompare('year'));
    first.unmount();
    const { result, notices } = renderOn('/app/audience?from=2026-11-10&to=2026-11-01');
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({ days: '30', compare: 'year' });
    expect(result.current.comparison.compare).toBe('year');
    expect(notices).toEqual(['The period in the address cannot be used: to=2026-11-01 is before from=2026-11-10. Showing the last 30 days instead.']);
  });

  it('keeps a comparison given in the URL over the one chosen before', () => {
    const first = renderOn('/app/dashboard?days=7');
    act(() => first.result.current.comparison.setCompare('none'));
    first.unmount();
    const custom = `?from=${shiftDate(localToday(), -13)}&to=${localToday()}&compare=year`;
    expect(renderOn(`/app/audience${custom}`).result.current.comparison.compare).toBe('year');
  });
});

describe('the Compare with control', () => {
  function Harness() {
    const [compare, setCompare] = useState<ComparisonKind>('previous');
    return <CompareControl compare={compare} onChange={setCompare} />;
  }

  // A native select: the keyboard is the browser's own (jsdom has none, so the choice is made here by selecting).
  it('is a labelled choice of the three comparisons', async () => {
    const { user } = renderWithProviders(<Harness />);
    const control = screen.getByRole('combobox', { name: 'Compare with' });
    expect([...control.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Previous period', 'Same period last year', 'No comparison']);
    await user.selectOptions(control, 'Same period last year');
    expect(control).toHaveValue('year');
  });
});
