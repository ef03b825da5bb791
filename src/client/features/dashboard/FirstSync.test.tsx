import { screen, waitFor, within } from '@testing-library/react';
import type { Overview } from '../../../shared/analytics';
import type { AccountSyncStatus } from '../../../shared/connectors';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus, type ConnectorsState } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { overviewFor } from './testing/overviewFixture';

/** What the server holds mid-first-sync: the profile's followers, and no posts or daily figures yet. */
function partialOverview(from: string, to: string): Overview {
  const full = overviewFor(from, to);
  const none = { value: 0, previous: 0, change: null, formula: 'the formula', source: 'the source' };
  return {
    ...full,
    kpis: { ...full.kpis, views: none, posts: none, reach: { ...none, value: null }, avgInteractions: { ...none, value: null } },
    series: full.series.map((day) => ({ ...day, followers: null, reach: null, views: null, interactions: null })),
    topPosts: [],
    bottomPosts: [],
  };
}

const [maya] = demoAccounts;
const firstSyncAt = (overrides: Partial<AccountSyncStatus>) =>
  idleStatus(maya, { state: 'running', stage: 'media', itemsDone: 120, itemsExpected: 540, lastSuccessAt: null, ...overrides });

describe('the dashboard during an account’s first sync', () => {
  let server: LoopbackServer;
  let connectors: ConnectorsState;
  let synced: boolean;

  beforeEach(async () => {
    synced = false;
    connectors = connectorsState({ accounts: demoAccounts, statusSequence: [[firstSyncAt({})]] });
    const answerConnectors = connectorsHandler(connectors);
    server = await startLoopbackServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/api/analytics/overview') {
        const [from, to] = [url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''];
        return sendJson(res, 200, synced ? overviewFor(from, to) : partialOverview(from, to));
      }
      return answerConnectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const figures = () => screen.getByRole('list', { name: 'Key figures' });
  const tile = (name: string) =>
    within(figures())
      .getByRole('heading', { name: new RegExp(`^${name}`) })
      .closest('li') as HTMLElement;

  it('shows the progress, no KPI as a figure and no "nothing recorded", then the figures once the sync ends', async () => {
    renderAppAt('/app/dashboard', signedInState());
    expect(await screen.findByText('Syncing @mayamoves.fit: posts 120 of 540')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Key figures' });
    for (const name of ['Followers', 'Views', 'Posts published', 'Reach']) {
      expect(tile(name)).toHaveTextContent('Syncing…');
      expect(tile(name)).not.toHaveTextContent(/\d/);
    }
    expect(screen.queryByText(/Nothing recorded/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Choose a longer period, or sync the account/)).not.toBeInTheDocument();
    // Every card says it is syncing: none reads the half-read period as "0" or "no posts".
    for (const name of ['Best time to post', 'Formats', 'Top posts', 'Lowest posts']) {
      const card = screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
      expect(card).toHaveTextContent('Syncing… the posts appear here when the first sync finishes.');
      expect(card).not.toHaveTextContent(/No posts in this period|Based on 0 posts/);
    }
    for (const name of ['Followers', 'Reach']) {
      const card = screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
      expect(card).toHaveTextContent('Syncing… the daily figures appear here when the first sync finishes.');
    }

    // The sync moves on: the progress follows the status the server reports.
    connectors.statusSequence = [[firstSyncAt({ stage: 'comments', itemsDone: 300 })]];
    expect(await screen.findByText('Syncing @mayamoves.fit: comments, post 300 of 540', {}, { timeout: 4_000 })).toBeInTheDocument();

    // It ends: the figures fetched after its end replace the placeholders.
    synced = true;
    connectors.statusSequence = [[idleStatus(maya)]];
    await waitFor(() => expect(tile('Posts published')).toHaveTextContent('3'), { timeout: 4_000 });
    expect(tile('Followers')).toHaveTextContent('1,030');
    expect(screen.queryByText(/^Syncing @mayamoves\.fit/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Syncing… the (posts|daily figures) appear/)).not.toBeInTheDocument();
  });

  it('keeps the stored figures during a later sync, with a small note that it runs', async () => {
    synced = true;
    connectors.statusSequence = [[firstSyncAt({ lastSuccessAt: '2026-11-22T06:01:00.000Z' })]];
    renderAppAt('/app/dashboard', signedInState());
    expect(
      await screen.findByText('Syncing @mayamoves.fit: posts 120 of 540. The figures below are from the last completed sync until it finishes.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(tile('Posts published')).toHaveTextContent('3'));
    expect(tile('Followers')).toHaveTextContent('1,030');
    expect(within(figures()).queryByText('Syncing…')).not.toBeInTheDocument();
  });
});
