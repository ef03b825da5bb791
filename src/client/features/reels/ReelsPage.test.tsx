import { screen, within } from '@testing-library/react';
import type { ReelRow, ReelsAnalytics } from '../../../shared/reels';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { formatWatchTime } from './watchTime';

const reel = (id: string, caption: string, avgWatchTimeMs: number | null, views: number | null): ReelRow => ({
  id,
  postedAt: '2026-11-02T18:00:00.000Z',
  date: '2026-11-02',
  caption,
  permalink: `https://instagram.com/reel/${id}`,
  thumbnailUrl: null,
  views,
  reach: views,
  avgWatchTimeMs,
  totalWatchTimeMs: avgWatchTimeMs === null || views === null ? null : avgWatchTimeMs * views,
});

const answer = (reels: ReelRow[], from: string, to: string): ReelsAnalytics => ({
  accountId: 'a1',
  timezone: 'UTC',
  range: { from, to, days: 30 },
  lengthOffered: false,
  summary: {
    reels: reels.length,
    withWatchTime: reels.filter((row) => row.avgWatchTimeMs !== null).length,
    avgWatchTimeMs: reels.length ? 6_500 : null,
    totalWatchTimeMs: reels.length ? 9_000_000 : null,
  },
  reels,
  trend: reels.length ? [{ weekStart: '2026-11-02', reels: reels.length, avgWatchTimeMs: 6_500, totalWatchTimeMs: 9_000_000 }] : [],
});

describe('the Reels page', () => {
  let server: LoopbackServer;
  let reels: ReelRow[];

  beforeEach(async () => {
    reels = [reel('r1', 'Quick squat fix', 4_000, 1_000), reel('r2', 'Full mobility flow', 9_000, 500), reel('r3', 'Refused reel', null, null)];
    const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/reels') return sendJson(res, 200, answer(reels, url.searchParams.get('from')!, url.searchParams.get('to')!));
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });
  afterEach(() => server.close());

  it('shows the period’s watch time, says the length is not offered, and ranks reels by average watch time', async () => {
    renderAppAt('/app/reels', signedInState());
    const figures = await screen.findByRole('list', { name: 'Reels figures' }, { timeout: 5_000 });
    expect(within(figures).getByRole('heading', { name: /Average watch time/ }).parentElement).toHaveTextContent('6.5 s');
    expect(figures).toHaveTextContent('Not offered by Meta');
    const table = screen.getByRole('table', { name: /longest average watch time first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['Full mobility flow', 'Quick squat fix', 'Refused reel']);
    // Unknown is —, never 0; no column is kept for the length Meta never gives.
    expect(rows[2]).toHaveTextContent('—');
    expect(within(table).queryByRole('columnheader', { name: 'Length' })).not.toBeInTheDocument();
    const top = screen.getByRole('list', { name: 'Reels that hold attention longest' });
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('Full mobility flow — 9 s on average, 500 views');
    expect(screen.getByRole('img', { name: /Average watch time against views for 2 reels/ })).toBeInTheDocument();
  });

  it('says so when the period holds no reel', async () => {
    reels = [];
    renderAppAt('/app/reels', signedInState());
    expect(await screen.findByRole('heading', { name: 'No reels in this period' })).toBeInTheDocument();
  });

  it('offers a retry when the reels cannot be loaded', async () => {
    await server.close();
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/reels') return sendJson(res, 500, { message: 'boom' });
      return connectorsHandler(connectorsState({ accounts: demoAccounts }))(req, res, body);
    });
    setApiBaseUrl(server.origin);
    renderAppAt('/app/reels', signedInState());
    expect(await screen.findByText('The reels could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});

describe('formatWatchTime', () => {
  it('reads milliseconds in seconds, minutes or hours, and unknown as —', () => {
    expect(formatWatchTime(4_250)).toBe('4.3 s');
    expect(formatWatchTime(300_000)).toBe('5 min');
    expect(formatWatchTime(36_000_000)).toBe('10 h');
    expect(formatWatchTime(null)).toBe('—');
  });
});
