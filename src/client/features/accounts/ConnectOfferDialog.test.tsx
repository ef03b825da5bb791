import { screen, waitFor, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { connectorsHandler, connectorsState, demoAccounts, type ConnectorsState } from '../../test/connectorsFake';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';

const OFFER_ID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const offer = {
  offerId: OFFER_ID,
  flavour: 'facebook',
  accounts: [
    { igUserId: '1784', username: 'mayamoves.fit', name: 'Maya Moves', profilePicUrl: null },
    { igUserId: '1785', username: 'trattoria.nonnarosa', name: null, profilePicUrl: null },
  ],
  expiresAt: '2026-11-23T09:00:00.000Z',
};

describe('the offer to connect the accounts a Facebook sign-in found', () => {
  let server: LoopbackServer;
  let state: ConnectorsState;
  let offerLive: boolean;

  beforeEach(async () => {
    state = connectorsState({ accounts: [] });
    offerLive = true;
    const connectors = connectorsHandler(state);
    server = await startLoopbackServer((req, res, body) => {
      if (req.url === `/api/connectors/instagram/offers/${OFFER_ID}`) {
        if (req.method === 'DELETE') {
          offerLive = false;
          return sendJson(res, 204);
        }
        return offerLive ? sendJson(res, 200, offer) : sendJson(res, 404, { message: 'This offer has expired or was already answered' });
      }
      if (req.method === 'POST' && req.url === `/api/connectors/instagram/offers/${OFFER_ID}/accept`) {
        offerLive = false;
        state.accounts = demoAccounts.slice(0, 2);
        return sendJson(res, 200, state.accounts);
      }
      return connectors(req, res, body);
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const render = () => renderAppAt(`/app/dashboard?connectOffer=${OFFER_ID}`, signedInState());

  it('lists the accounts found and connects them in one click', async () => {
    const { user, store } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Instagram accounts?' });
    const found = await within(dialog).findByRole('list', { name: 'Accounts found' });
    expect(
      within(found)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M@mayamoves.fitMaya Moves', 'T@trattoria.nonnarosa']);
    expect(dialog).toHaveTextContent('Signing in with Facebook gave access to these business accounts.');

    await user.click(within(dialog).getByRole('button', { name: 'Connect 2 accounts' }));
    expect(await screen.findByText('2 accounts connected; the first sync has started')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect your Instagram accounts?' })).toBeNull());
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/dashboard$/);
    expect(store.getState().accounts.selectedAccountId).toBe(demoAccounts[0].accountId);
  });

  it('declining closes it and tells the server to forget the offer', async () => {
    const { user } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Instagram accounts?' });
    await user.click(await within(dialog).findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(server.count('DELETE', `/api/connectors/instagram/offers/${OFFER_ID}`)).toBe(1));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/dashboard$/);
  });

  it('says so when the offer has expired', async () => {
    offerLive = false;
    const { user } = render();
    const dialog = await screen.findByRole('dialog', { name: 'Connect your Instagram accounts?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer has expired or was already answered');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
