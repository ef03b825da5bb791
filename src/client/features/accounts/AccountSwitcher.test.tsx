import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState } from '../../test/fixtures';
import type { LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectSelectedAccountId } from './accountsSlice';
import { connectorsState, demoAccounts, idleStatus, startConnectorsFake, type ConnectorsState } from '../../test/connectorsFake';

let server: LoopbackServer;

async function renderShell(state: ConnectorsState) {
  server = await startConnectorsFake(state);
  setApiBaseUrl(server.origin);
  return renderWithProviders(<AppRoutes />, { initialEntries: ['/app/dashboard'], preloadedState: signedInState() });
}

afterEach(async () => {
  await server.close();
  localStorage.clear();
});

describe('account switcher (SPEC §2)', () => {
  it('shows nothing when no account is connected', async () => {
    await renderShell(connectorsState({ accounts: [] }));
    await waitFor(() => expect(server.count('GET', '/api/connectors/accounts')).toBe(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Instagram account/ })).not.toBeInTheDocument();
  });

  it('shows one account with its @username and a sync button titled "Sync accounts"', async () => {
    await renderShell(connectorsState({ accounts: [demoAccounts[0]] }));
    expect(await screen.findByText('@mayamoves.fit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync accounts' })).toHaveAttribute('title', 'Sync accounts');
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('businessAccountId')).toBe('a1');
    expect(localStorage.getItem('username')).toBe('mayamoves.fit');
    expect(localStorage.getItem('fbUserId')).toBe('p1');
  });

  it('lists several accounts in a dropdown titled "Instagram Accounts", with a count and a check on the selected one', async () => {
    const { user, store } = await renderShell(connectorsState());
    const trigger = await screen.findByRole('button', { name: /Instagram account: @mayamoves\.fit/ });
    await user.click(trigger);
    const listbox = screen.getByRole('listbox', { name: 'Instagram Accounts' });
    expect(screen.getByText('3 accounts')).toBeInTheDocument();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('@mayamoves.fit'),
      expect.stringContaining('@trattoria.nonnarosa'),
      expect.stringContaining('@rotas.do.lucas'),
    ]);
    expect(options[1]).toHaveTextContent('Trattoria Nonna Rosa');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(options[0]).getByTitle('Selected')).toBeInTheDocument();

    await user.click(options[2]);
    expect(selectSelectedAccountId(store.getState())).toBe('a3');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Instagram account: @rotas\.do\.lucas/ })).toHaveFocus();
    expect(localStorage.getItem('businessAccountId')).toBe('a3');
    expect(localStorage.getItem('fbUserId')).toBeNull(); // an Instagram Login account has no Page
  });

  it('works from the keyboard: arrows move, Enter selects, Escape closes', async () => {
    const { user, store } = await renderShell(connectorsState());
    (await screen.findByRole('button', { name: /Switch account/ })).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: /@mayamoves\.fit/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(selectSelectedAccountId(store.getState())).toBe('a2');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('spins while a sync runs, then fetches the accounts again', async () => {
    const running = demoAccounts.map((account) => idleStatus(account, { state: 'running', stage: 'media', itemsDone: 200, itemsExpected: 540 }));
    const done = demoAccounts.map((account) => idleStatus(account));
    const state = connectorsState({ statusSequence: [done, running, running, done] });
    const { user } = await renderShell(state);
    const button = await screen.findByRole('button', { name: 'Sync accounts' });
    await waitFor(() => expect(server.count('GET', '/api/connectors/sync/status')).toBe(1));
    const accountListsBefore = server.count('GET', '/api/connectors/accounts');

    await user.click(button);

    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Syncing Instagram data…');
    expect(server.count('POST', '/api/connectors/instagram/sync')).toBe(1);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    await waitFor(() => expect(server.count('GET', '/api/connectors/accounts')).toBeGreaterThan(accountListsBefore));
  });
});
