import { screen, within } from '@testing-library/react';
import type { SyncRefusal } from '../../../shared/connectors';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';

const answer = (from: string, to: string): DiscoveryAnalytics => ({
  accountId: 'a1',
  timezone: 'UTC',
  range: { from, to, days: 2 },
  kept: { from: '2026-10-28', to: '2026-11-26' },
  views: { followers: 400, nonFollowers: 600, total: 1_000, nonFollowerShare: 0.6, daysAnswered: 2 },
  reach: { followers: 150, nonFollowers: 250, total: 400, nonFollowerShare: 0.625, daysAnswered: 2 },
  // Refused: unknown, not 0.
  linkTaps: { total: null, byButton: [], daysAnswered: 0 },
  follows: { follows: 12, unfollows: 5, net: 7, daysAnswered: 2 },
  daily: [
    { date: '2026-11-25', viewsFollowers: 200, viewsNonFollowers: 300, reachFollowers: 70, reachNonFollowers: 130, linkTaps: null, follows: 6, unfollows: 2 },
    { date: '2026-11-26', viewsFollowers: 200, viewsNonFollowers: 300, reachFollowers: 80, reachNonFollowers: 120, linkTaps: null, follows: 6, unfollows: 3 },
  ],
});

const refusal: SyncRefusal = {
  source: 'profile_links_taps',
  kind: 'permission',
  code: 200,
  permission: 'instagram_manage_insights',
  message: '(#200) Requires instagram_manage_insights permission',
  count: 30,
};

describe('the Discovery page', () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    const state = connectorsState({ accounts: demoAccounts, statusSequence: [demoAccounts.map((account) => idleStatus(account, { refusals: [refusal] }))] });
    const connectors = connectorsHandler(state);
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/discovery') return sendJson(res, 200, answer(url.searchParams.get('from')!, url.searchParams.get('to')!));
      // The dashboard's answer for the same days, down to the one figure this page reads of it.
      if (url.pathname === '/api/analytics/overview') return sendJson(res, 200, { kpis: { netGrowth: { value: 926 } } });
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });
  afterEach(() => server.close());

  it('shows the follower split and follows, and a refused figure as unknown with its reason, never as 0', async () => {
    renderAppAt('/app/discovery', signedInState());
    const figures = await screen.findByRole('list', { name: 'Discovery figures' }, { timeout: 5_000 });
    const tile = (name: RegExp) => within(figures).getByRole('heading', { name }).parentElement!;
    expect(tile(/Views from non-followers/)).toHaveTextContent('60.0%');
    expect(tile(/Reach among non-followers/)).toHaveTextContent('62.5%');
    expect(tile(/Net follows/)).toHaveTextContent('+7');
    const taps = tile(/Profile link taps/);
    expect(taps).toHaveTextContent('—');
    expect(taps).toHaveTextContent('Unknown: Meta refused it (instagram_manage_insights missing)');
    expect(taps).not.toHaveTextContent(/\b0\b/);
    const views = screen.getByRole('region', { name: 'Views: followers and non-followers' });
    expect(views).toHaveTextContent('Followers: 400 (40.0%)');
    expect(views).toHaveTextContent('Non-followers: 600 (60.0%)');
    const daily = screen.getByRole('table', { name: /per day, newest first/ });
    expect(within(daily).getAllByRole('row')[1]).toHaveTextContent(/Nov 26|26 Nov/);
  });

  it("sets the dashboard's net follower growth for the same days beside net follows, and says why they differ", async () => {
    renderAppAt('/app/discovery', signedInState());
    const follows = await screen.findByRole('region', { name: 'Follows and unfollows' }, { timeout: 5_000 });
    expect(await within(follows).findByText(/The dashboard’s net follower growth for/)).toHaveTextContent(/ is \+926: the change in your follower total/);
    expect(follows).toHaveTextContent('on the 2 days it answered');
  });
});
