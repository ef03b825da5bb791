import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ChartCard } from './ChartCard';

const dates = ['2026-11-01', '2026-11-02', '2026-11-03'];
const series = [{ label: 'Reach', column: 'reach', color: '#38bdf8', values: [120, null, 340] }];

function renderCard() {
  return renderWithProviders(
    <ChartCard
      id="reach-chart"
      title="Reach"
      entry="reach"
      formula="Accounts reached each day."
      dates={dates}
      series={series}
      file={{ account: 'maya', table: 'dashboard-reach', from: dates[0], to: dates[2] }}
    />,
  );
}

/** What a browser that can draw has and jsdom lacks; the observers never report, so no chart is drawn. */
function withDrawingSupport() {
  class QuietObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  const names = ['ResizeObserver', 'IntersectionObserver', 'CanvasRenderingContext2D'] as const;
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names) Object.defineProperty(globalThis, name, { value: QuietObserver, configurable: true, writable: true });
  return () =>
    names.forEach((name, index) => {
      const descriptor = saved[index];
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    });
}

describe('ChartCard', () => {
  it('shows the data table open when the browser cannot draw the chart: the table is the figure', () => {
    renderCard();
    const table = screen.getByRole('table', { name: 'Reach, by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + dates.length);
  });

  describe('where the chart is drawn', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = withDrawingSupport();
    });
    afterEach(() => restore());

    it('builds the data table only when its disclosure is first opened, and keeps it after it closes', async () => {
      const { user } = renderCard();
      // Closed, and not built: the first render holds no rows for it.
      expect(screen.queryByRole('table', { name: 'Reach, by day' })).not.toBeInTheDocument();
      expect(screen.queryByText('340')).not.toBeInTheDocument();

      await user.click(screen.getByText('Data table'));
      const table = await screen.findByRole('table', { name: 'Reach, by day' });
      expect(within(table).getAllByRole('row')).toHaveLength(1 + dates.length);
      expect(within(table).getByText('340')).toBeInTheDocument();

      await user.click(screen.getByText('Data table'));
      expect(screen.getByText('340', { selector: 'td, td *' })).toBeInTheDocument();
    });
  });
});
