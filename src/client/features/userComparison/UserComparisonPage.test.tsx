import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';
import { benchmarkPeerComparison, livePeerComparison } from './testing/peersFake';

let server: LoopbackServer;
let peerRequests: URLSearchParams[];
let failures: number;

beforeEach(async () => {
  peerRequests = [];
  failures = 0;
  const connectors = connectorsHandler(connectorsState({ accounts: demoAccounts }));
  server = await startLoopbackServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/analytics/peers') return connectors(req, res, body);
    peerRequests.push(url.searchParams);
    if (failures > 0) {
      failures -= 1;
      return sendJson(res, 503, { message: 'The database is busy; try again.' });
    }
    // The account's own settings: fitness in the US. Travel has too few peers for live figures.
    const niche = url.searchParams.get('nicheId') ?? 'fitness';
    const country = url.searchParams.get('countryCode') ?? 'US';
    return sendJson(res, 200, niche === 'travel' ? benchmarkPeerComparison(niche, country) : livePeerComparison(niche, country));
  });
  setApiBaseUrl(server.origin);
});

afterEach(() => server.close());

const tile = (name: string) => within(screen.getByRole('list', { name: 'Peer metrics' })).getByRole('listitem', { name });

describe('the comparison with peers', () => {
  it('starts from the account’s own niche and country and places it in the cohort, metric by metric', async () => {
    renderAppAt('/app/user-comparison', signedInState());
    expect(await screen.findByRole('note', { name: 'Peer group' })).toHaveTextContent(
      '12 other Fitness & Training accounts in United States with 20–100K followers',
    );
    expect(peerRequests[0].get('accountId')).toBe('a1');
    expect(peerRequests[0].has('nicheId')).toBe(false);
    expect(peerRequests[0].has('countryCode')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText('Niche')).toHaveDisplayValue('Fitness & Training'));
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States');

    const er = tile('Public engagement rate');
    // The account's figure and its percentile, each its own element.
    const valueAndRank = (name: string) => Array.from(tile(name).querySelector('.figures')!.children, (part) => part.textContent);
    expect(valueAndRank('Public engagement rate')).toEqual(['2.46%', '63rd percentile']);
    expect(er).toHaveTextContent('Above 63% of the peer group.');
    expect(within(er).getByRole('img')).toHaveAccessibleName(
      'Public engagement rate: Peers: 10th percentile 1.20%, 25th 1.70%, median 2.20%, 75th 2.90%, 90th 3.60%. You: 2.46%.',
    );
    expect(er).toHaveTextContent('Tier benchmark: 1.62%.');
    expect(valueAndRank('Follower growth')).toEqual(['+0.58%', '41st percentile']);
    expect(valueAndRank('Posting frequency')).toEqual(['4 / week', '33rd percentile']);
    expect(valueAndRank('Average public interactions per post')).toEqual(['1,280', '71st percentile']);
    expect(within(tile('Average public interactions per post')).getByRole('img')).toHaveAccessibleName(/median 980, 75th 1,400, 90th 2,100\. You: 1,280\.$/);
  });

  it('falls back to the tier benchmark for a small cohort, names its source, and shows no percentile', async () => {
    const { user } = renderAppAt('/app/user-comparison', signedInState());
    await screen.findByRole('list', { name: 'Peer metrics' });
    await waitFor(() => expect(screen.getByLabelText('Niche')).toHaveDisplayValue('Fitness & Training'));
    await user.selectOptions(screen.getByLabelText('Niche'), 'Travel');

    await waitFor(() => expect(screen.getByRole('note', { name: 'Peer group' })).toHaveTextContent('No live peer figures.'));
    const note = screen.getByRole('note', { name: 'Peer group' });
    expect(note).toHaveTextContent('Fewer than 5 other Travel accounts in Brazil');
    expect(note).toHaveTextContent(
      'Showing the published benchmark for the 20–100K tier instead: average public ER 1.62%. Source: HypeAuditor, average engagement rate by follower tier.',
    );
    expect(peerRequests.at(-1)?.get('nicheId')).toBe('travel');
    expect(peerRequests.at(-1)?.get('countryCode')).toBe('US');
    expect(screen.getByTestId('url')).toHaveTextContent('/app/user-comparison?niche=travel&country=US');

    expect(screen.queryByText(/percentile$/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Peer metrics' })).queryAllByRole('img')).toHaveLength(0);
    expect(tile('Public engagement rate')).toHaveTextContent('Tier benchmark: 1.62% (HypeAuditor, average engagement rate by follower tier).');
    expect(tile('Posting frequency')).toHaveTextContent('No peer figure to compare with.');
  });

  it('keeps a chosen peer group in the URL', async () => {
    renderAppAt('/app/user-comparison?niche=travel&country=BR', signedInState());
    await screen.findByRole('list', { name: 'Peer metrics' });
    expect(peerRequests[0].get('nicheId')).toBe('travel');
    expect(peerRequests[0].get('countryCode')).toBe('BR');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Brazil');
  });

  it('says when the comparison could not be loaded, and retries', async () => {
    failures = 10;
    const { user } = renderAppAt('/app/user-comparison', signedInState());
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy; try again.');
    failures = 0;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Peer metrics' })).toBeInTheDocument();
  });
});
