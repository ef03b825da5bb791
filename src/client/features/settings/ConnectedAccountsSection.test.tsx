import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState } from '../../test/fixtures';
import { startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { connectorsHandler, connectorsState, demoAccounts, idleStatus, type ConnectorsState } from '../../test/connectorsFake';
import { answerWorkspaces, sharedWorkspace } from '../workspaces/testing/workspacesFake';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { NOT_SET_UP } from './ConnectPanel';
import { navigateTo } from './useConnectFlow';

let server: LoopbackServer;
let state: ConnectorsState;

/** `workspaces`: what GET /api/workspaces lists (none: the list is not answered and the server alone decides). */
async function renderSettings(overrides: Partial<ConnectorsState> = {}, workspaces: WorkspaceSummary[] = []) {
  state = connectorsState(overrides);
  const connectors = connectorsHandler(state);
  server = await startLoopbackServer((req, res, body) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (workspaces.length && answerWorkspaces(workspaces, req.method ?? 'GET', path, res)) return undefined;
    return connectors(req, res, body);
  });
  setApiBaseUrl(server.origin);
  const result = renderWithProviders(<AppRoutes />, { initialEntries: ['/app/settings'], preloadedState: signedInState() });
  await screen.findByRole('heading', { name: 'Connected accounts' });
  return result;
}

afterEach(async () => {
  await server.close();
  localStorage.clear();
  jest.restoreAllMocks();
});

const card = (name: string) => screen.findByRole('listitem', { name });

describe('Settings → Connected accounts', () => {
  it('lists each account with its page, login flavour and last sync', async () => {
    await renderSettings();
    const maya = await card('@mayamoves.fit');
    expect(within(maya).getByText(/Maya Moves Fitness/)).toBeInTheDocument();
    expect(await within(maya).findByText(/Facebook Login/)).toBeInTheDocument();
    expect(within(maya).getByText(/Last synced/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /^@/ })).toHaveLength(3);
  });

  it('shows a running sync with its stage and a progress bar', async () => {
    const running = demoAccounts.map((account) => idleStatus(account, { state: 'running', stage: 'comments', itemsDone: 120, itemsExpected: 400 }));
    await renderSettings({ statusSequence: [running] });
    const maya = await card('@mayamoves.fit');
    expect(await within(maya).findByText(/Syncing: Reading comments/)).toBeInTheDocument();
    expect(within(maya).getByText(/120 of 400/)).toBeInTheDocument();
    expect(within(maya).getByRole('progressbar', { name: 'Sync progress of @mayamoves.fit' })).toHaveAttribute('value', '30');
    expect(screen.getByRole('button', { name: 'Syncing…' })).toBeDisabled();
  });

  it('disconnects one account after a confirm dialog that names it', async () => {
    const { user } = await renderSettings();
    await user.click(within(await card('@trattoria.nonnarosa')).getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect @trattoria.nonnarosa?' });
    expect(dialog).toHaveTextContent(/will be deleted from this server/);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '@trattoria.nonnarosa' })).not.toBeInTheDocument());
    expect(server.requests).toContain('DELETE /api/connectors/instagram/disconnect?accountId=a2');
    expect(screen.getAllByRole('listitem', { name: /^@/ })).toHaveLength(2);
  });

  it('cancelling the dialog keeps the account', async () => {
    const { user } = await renderSettings();
    await user.click(within(await card('@mayamoves.fit')).getByRole('button', { name: 'Disconnect' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((request) => request.startsWith('DELETE'))).toBe(false);
    expect(screen.getByRole('listitem', { name: '@mayamoves.fit' })).toBeInTheDocument();
  });

  it('disconnects every account and clears the local Instagram keys', async () => {
    const { user } = await renderSettings();
    await card('@mayamoves.fit');
    await waitFor(() => expect(localStorage.getItem('businessAccountId')).toBe('a1'));
    await user.click(screen.getByRole('button', { name: 'Disconnect all' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Disconnect every account?' })).getByRole('button', { name: 'Disconnect all' }));
    expect(await screen.findByText(/No Instagram account is connected yet/)).toBeInTheDocument();
    expect(server.requests).toContain('DELETE /api/connectors/instagram/disconnect');
    await waitFor(() => expect(localStorage.getItem('businessAccountId')).toBeNull());
    expect(localStorage.getItem('username')).toBeNull();
  });

  it('saves the niche and country used for peer comparison', async () => {
    const { user } = await renderSettings();
    const maya = await card('@mayamoves.fit');
    const niche = within(maya).getByRole('combobox', { name: 'Niche' });
    await waitFor(() => expect(niche).toBeEnabled());
    await within(niche).findByRole('option', { name: 'Fitness & Training' });
    await user.selectOptions(niche, 'fitness');
    await user.selectOptions(within(maya).getByRole('combobox', { name: 'Country' }), 'US');
    await waitFor(() =>
      expect(state.patches).toEqual([
        { accountId: 'a1', body: { nicheId: 'fitness' } },
        { accountId: 'a1', body: { countryCode: 'US' } },
      ]),
    );
    expect(await screen.findByText('Country saved for @mayamoves.fit')).toBeInTheDocument();
  });

  it("offers Reconnect where Meta revoked access, through the account's login flavour", async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const statuses = demoAccounts.map((account) => idleStatus(account, account.accountId === 'a1' ? { state: 'failed', needsReconnect: true } : {}));
    const { user } = await renderSettings({ statusSequence: [statuses], needsReconnect: ['a1'] });
    const maya = await card('@mayamoves.fit');
    expect(await within(maya).findByRole('alert')).toHaveTextContent('Reconnect to resume syncing');
    await user.click(await within(maya).findByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://meta.test/dialog?flavour=facebook'));
  });

  it("warns when an account's Meta access is about to end, and reconnects it through its own login", async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const end = '2099-12-03T12:00:00.000Z';
    const { user } = await renderSettings({ accessEnds: { a1: { tokenExpiresAt: end, reconnectBy: end } } });
    const notice = await screen.findByText(/Instagram access for @mayamoves\.fit ends on/);
    expect(notice).toHaveTextContent('Instagram access for @mayamoves.fit ends on Dec 3, 2099: reconnect to keep it syncing.');
    expect(screen.queryByText(/Instagram access for @trattoria/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect @mayamoves.fit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://meta.test/dialog?flavour=facebook'));
  });

  it('says the access ended once the day has passed, and leaves a revoked account to its own alert', async () => {
    const past = '2020-01-05T12:00:00.000Z';
    await renderSettings({
      accessEnds: { a2: { tokenExpiresAt: past, reconnectBy: past }, a1: { tokenExpiresAt: past, reconnectBy: past } },
      needsReconnect: ['a1'],
    });
    expect(await screen.findByText(/Instagram access for @trattoria\.nonnarosa/)).toHaveTextContent(
      'Instagram access for @trattoria.nonnarosa ended on Jan 5, 2020',
    );
    expect(await within(await card('@mayamoves.fit')).findByRole('alert')).toHaveTextContent('Reconnect to resume syncing');
    expect(screen.queryByText(/Instagram access for @mayamoves\.fit/)).not.toBeInTheDocument();
  });

  it('shows a viewer every control that changes the accounts unavailable, saying why, and nothing is asked of the server', async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const statuses = demoAccounts.map((account) => idleStatus(account, account.accountId === 'a1' ? { state: 'failed', needsReconnect: true } : {}));
    const end = '2099-12-03T12:00:00.000Z';
    const { user } = await renderSettings(
      { statusSequence: [statuses], needsReconnect: ['a1'], accessEnds: { a2: { tokenExpiresAt: end, reconnectBy: end } } },
      [sharedWorkspace('viewer')],
    );
    const maya = await card('@mayamoves.fit');
    const disconnect = within(maya).getByRole('button', { name: 'Disconnect' });
    await waitFor(() => expect(disconnect).toHaveAttribute('aria-disabled', 'true'));
    const reasons = {
      disconnect: "Viewers can't disconnect accounts — ask an owner or editor",
      connect: "Viewers can't connect or reconnect accounts — ask an owner or editor",
      sync: "Viewers can't start a sync — ask an owner or editor",
    };
    const unavailable = [
      [disconnect, reasons.disconnect],
      [await within(maya).findByRole('button', { name: 'Reconnect' }), reasons.connect],
      [await screen.findByRole('button', { name: 'Reconnect @trattoria.nonnarosa' }), reasons.connect],
      [screen.getByRole('button', { name: 'Sync now' }), reasons.sync],
      [screen.getByRole('button', { name: 'Disconnect all' }), reasons.disconnect],
    ] as const;
    for (const [control, reason] of unavailable) {
      expect(control).toHaveAttribute('aria-disabled', 'true');
      expect(control).toHaveAccessibleDescription(reason);
      await user.click(control);
    }
    expect(within(maya).getByRole('combobox', { name: 'Niche' })).toBeDisabled();
    expect(within(maya).getByRole('combobox', { name: 'Country' })).toBeDisabled();
    expect(within(maya).getByText("Viewers can't change an account's niche, country or time zone — ask an owner or editor.")).toBeInTheDocument();
    expect(screen.getByText(`${reasons.connect}.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Connect with/ })).not.toBeInTheDocument();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(server.requests.filter((request) => /^(POST|DELETE|PATCH|PUT) /.test(request) || request.includes('auth-url'))).toEqual([]);
  });

  it('explains each permission the logins ask for, ads_read included', async () => {
    const { user } = await renderSettings();
    await user.click(await screen.findByText('What each login asks Meta for, and why'));
    const facebook = screen.getByRole('region', { name: 'Facebook Login permissions' });
    expect(within(facebook).getByText('ads_read').closest('li')).toHaveTextContent(
      /Meta requires it to read insights and look up competitors for Pages managed in Business Manager/,
    );
    expect(within(screen.getByRole('region', { name: 'Instagram Login permissions' })).getByText('instagram_business_manage_insights')).toBeInTheDocument();
  });

  it('starts a sync of every account with "Sync now"', async () => {
    const { user } = await renderSettings();
    await card('@mayamoves.fit');
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(server.count('POST', '/api/connectors/instagram/sync')).toBe(1));
  });

  it('says when a placement could not be saved', async () => {
    const refusal = { message: 'countryCode must be an ISO 3166-1 alpha-2 code', code: 'VALIDATION_ERROR' };
    const { user } = await renderSettings({ patchRefusal: { status: 400, body: refusal } });
    const country = within(await card('@mayamoves.fit')).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toBeEnabled());
    await within(country).findByRole('option', { name: 'Brazil' });
    await user.selectOptions(country, 'BR');
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(state.patches).toEqual([]);
  });

  it('says when the accounts could not be loaded instead of showing none, and tries again', async () => {
    const { user } = await renderSettings({ accountsFailures: 1 });
    expect(await screen.findByText(/Your connected accounts could not be loaded/)).toBeInTheDocument();
    expect(screen.queryByText(/No Instagram account is connected yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('@mayamoves.fit')).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says which connect button stays off when only one Meta app is set up', async () => {
    await renderSettings({ options: { facebook: true, instagram: false, demo: false } });
    expect(await screen.findByText(/No Meta app is set up on this server for Instagram Login/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect with Facebook/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Connect with Instagram/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add demo accounts' })).not.toBeInTheDocument();
  });

  it('says plainly when no Meta app is set up, and still offers the demo accounts', async () => {
    const assign = jest.spyOn(navigateTo, 'assign').mockImplementation(() => undefined);
    const { user } = await renderSettings({ accounts: [], options: { facebook: false, instagram: false, demo: true } });
    expect(await screen.findByText(NOT_SET_UP)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect with Facebook/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Connect with Instagram/ })).toBeDisabled();
    expect(screen.getByText(/No Instagram account is connected yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add demo accounts' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://meta.test/dialog?flavour=demo'));
  });
});
