import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState } from '../../test/fixtures';
import type { LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectSelectedAccountId } from './accountsSlice';
import { CHAT_SUGGESTIONS } from '../../../shared/chatSuggestions';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus, startConnectorsFake, type ConnectorsState } from '../../test/connectorsFake';
import { sendJson, startLoopbackServer } from '../../test/loopbackServer';

let server: LoopbackServer;

async function renderShell(state: ConnectorsState) {
  server = await startConnectorsFake(state);
  setApiBaseUrl(server.origin);
  return renderWithProviders(<AppRoutes />, { initialEntries: ['/app/dashboard'], preloadedState: signedInState() });
}

/** The connectors fake plus the chat routes, recording each stream request's body. */
async function startWithChat(state: ConnectorsState, streamBodies: Array<{ accountId: string | null }>) {
  const connectors = connectorsHandler(state);
  server = await startLoopbackServer((req, res, body) => {
    if (req.url === '/api/chat/initialize') {
      const limits = { maxMessageChars: 8000, maxHistoryMessages: 100, requestsPerMinute: 20 };
      return sendJson(res, 200, { provider: { id: 'offline', label: 'Offline assistant', model: null, offline: true }, suggestions: CHAT_SUGGESTIONS, limits });
    }
    if (req.url === '/api/chat/stream') {
      streamBodies.push(JSON.parse(body) as { accountId: string | null });
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.end('data: {"chunk":"Here are three ideas."}\n\ndata: [DONE]\n\n');
      return;
    }
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
}

afterEach(async () => {
  await server.close();
  localStorage.clear();
});

describe('account switcher', () => {
  it('shows a loading placeholder until the accounts arrive', async () => {
    let release: () => void = () => undefined;
    const accountsGate = new Promise<void>((resolve) => (release = resolve));
    await renderShell(connectorsState({ accounts: [demoAccounts[0]], accountsGate }));
    expect(await screen.findByRole('status', { name: 'Loading Instagram accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync accounts' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Sync accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Instagram accounts' })).not.toBeInTheDocument();
  });

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
    // No picture: the initial stands in, named for a phone where the @username is hidden.
    expect(screen.getByRole('img', { name: '@mayamoves.fit' })).toHaveTextContent('M');
    expect(screen.getByRole('button', { name: 'Sync accounts' })).toHaveAttribute('title', 'Sync accounts');
    expect(screen.queryByRole('button', { name: /Switch account/ })).not.toBeInTheDocument();
    expect(localStorage.getItem('businessAccountId')).toBe('a1');
    expect(localStorage.getItem('username')).toBe('mayamoves.fit');
    expect(localStorage.getItem('fbUserId')).toBe('p1');
  });

  it("shows the account's picture, its alt text naming the account", async () => {
    const withPicture = { ...demoAccounts[0], profilePicUrl: 'https://cdn.example/maya.jpg' };
    await renderShell(connectorsState({ accounts: [withPicture] }));
    expect(await screen.findByAltText('@mayamoves.fit')).toHaveAttribute('src', 'https://cdn.example/maya.jpg');
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

  it("shows each account's followers, and says when they are not synced yet", async () => {
    const profiles = { a1: { followersCount: 52_340 }, a2: { followersCount: 1 }, a3: { followersCount: 0, lastSyncedAt: null } };
    const { user } = await renderShell(connectorsState({ profiles }));
    await user.click(await screen.findByRole('button', { name: /Instagram account: @mayamoves\.fit/ }));
    const options = within(screen.getByRole('listbox', { name: 'Instagram Accounts' })).getAllByRole('option');
    expect(await within(options[0]).findByText('52,340 followers')).toBeInTheDocument();
    expect(await within(options[1]).findByText('1 follower')).toBeInTheDocument();
    // Before the first sync the count is unknown, not 0.
    expect(await within(options[2]).findByText('Followers not synced yet')).toBeInTheDocument();
  });

  it('shows the followers beside a single account too', async () => {
    await renderShell(connectorsState({ accounts: [demoAccounts[0]], profiles: { a1: { followersCount: 52_340 } } }));
    expect(await screen.findByText('52,340 followers')).toBeInTheDocument();
  });

  it('sends the chosen account with the chat messages', async () => {
    const streamBodies: Array<{ accountId: string | null }> = [];
    await startWithChat(connectorsState(), streamBodies);
    // A light page: this is about the header and the chat, not about what the dashboard loads.
    const { user, store } = renderWithProviders(<AppRoutes />, { initialEntries: ['/app/competitors'], preloadedState: signedInState() });
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    await user.click(screen.getByRole('option', { name: /@trattoria\.nonnarosa/ }));
    expect(selectSelectedAccountId(store.getState())).toBe('a2');

    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Ideas for this week?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Here are three ideas.')).toBeInTheDocument();
    expect(streamBodies).toHaveLength(1);
    expect(streamBodies[0].accountId).toBe('a2');
  });

  it('closes the dropdown on a click outside it, keeping the selection', async () => {
    const { user, store } = await renderShell(connectorsState());
    await user.click(await screen.findByRole('button', { name: /Switch account/ }));
    expect(screen.getByRole('listbox', { name: 'Instagram Accounts' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(selectSelectedAccountId(store.getState())).toBe('a1');
  });

  it('works from the keyboard: arrows open and move, Enter and Space select, Escape closes', async () => {
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
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /@trattoria\.nonnarosa/ })).toHaveFocus();
    await user.keyboard('{End}{ }');
    expect(selectSelectedAccountId(store.getState())).toBe('a3');
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
    // The button's own announcement: by its text, since the sync notice (also a status) may already show "running".
    expect(screen.getAllByRole('status').filter((status) => status.textContent === 'Syncing Instagram data…')).toHaveLength(1);
    // The spinner starts on the click, before the POST has reached the server.
    await waitFor(() => expect(server.count('POST', '/api/connectors/instagram/sync')).toBe(1));
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
    await waitFor(() => expect(server.count('GET', '/api/connectors/accounts')).toBeGreaterThan(accountListsBefore));
  });
});
