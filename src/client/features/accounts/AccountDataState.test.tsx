import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { signedInState } from '../../test/fixtures';
import type { LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { connectorsState, demoAccounts, idleStatus, startConnectorsFake, type ConnectorsState } from '../../test/connectorsFake';
import { AccountDataState } from './AccountDataState';

let server: LoopbackServer;

/** Rendered on its own: the data pages show it only until an account is connected, the component covers both. */
async function renderDataPage(state: ConnectorsState) {
  server = await startConnectorsFake(state);
  setApiBaseUrl(server.origin);
  renderWithProviders(
    <AccountDataState icon="competitors" willShow="Followers and public engagement will show here." whenConnected="The figures come with the first sync." />,
    { preloadedState: signedInState() },
  );
}

afterEach(() => server.close());

describe('data pages before their charts', () => {
  it('show the honest empty state when no account is connected', async () => {
    await renderDataPage(connectorsState({ accounts: [] }));
    expect(await screen.findByRole('heading', { name: 'No Instagram account connected yet' })).toBeInTheDocument();
    expect(screen.getByText('Followers and public engagement will show here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it("show the selected account's synced profile figures once one is connected", async () => {
    await renderDataPage(connectorsState({ accounts: demoAccounts }));
    expect(await screen.findByRole('heading', { name: '@mayamoves.fit is connected' })).toBeInTheDocument();
    const figures = within(await screen.findByLabelText('Synced profile figures'));
    expect(figures.getByText('52,000')).toBeInTheDocument();
    expect(figures.getByText('540')).toBeInTheDocument();
    expect(screen.getByText('The figures come with the first sync.')).toBeInTheDocument();
    expect(screen.queryByText('No Instagram account connected yet')).not.toBeInTheDocument();
  });

  it("fetch the selected account's figures again as soon as its own sync ends, while others still sync", async () => {
    const running = (id: string) =>
      demoAccounts.map((account) => idleStatus(account, account.accountId === id || id === '*' ? { state: 'running', stage: 'media' } : {}));
    const [, ...others] = demoAccounts;
    const firstDone = demoAccounts.map((account) => idleStatus(account, others.includes(account) ? { state: 'running', stage: 'media' } : {}));
    await renderDataPage(connectorsState({ accounts: demoAccounts, statusSequence: [running('*'), firstDone] }));
    await screen.findByRole('heading', { name: '@mayamoves.fit is syncing' });
    const profileReads = () => server.count('GET', '/api/connectors/instagram/profile/a1');
    await waitFor(() => expect(profileReads()).toBe(1));
    await screen.findByRole('heading', { name: '@mayamoves.fit is connected' }, { timeout: 4000 });
    await waitFor(() => expect(profileReads()).toBe(2));
  });
});
