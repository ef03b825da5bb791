import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import type { LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { selectSelectedAccountId } from '../accounts';
import { connectorsState, demoAccounts, startConnectorsFake, type ConnectorsState } from '../../test/connectorsFake';

let server: LoopbackServer;

async function renderAt(path: string, overrides: Partial<ConnectorsState> = {}, preloadedState = signedInState()) {
  server = await startConnectorsFake(connectorsState(overrides));
  setApiBaseUrl(server.origin);
  return renderWithProviders(
    <StrictMode>
      <AppRoutes />
      <LocationProbe />
    </StrictMode>,
    { initialEntries: [path], preloadedState },
  );
}

afterEach(async () => {
  await server.close();
  localStorage.clear();
});

describe('/auth/instagram-connect', () => {
  it('posts the code and state once (even under StrictMode), selects the first new account, writes its local keys, starts a sync and lands on the dashboard', async () => {
    const { store } = await renderAt('/auth/instagram-connect?code=demo-code&state=s1', { connectAnswer: { status: 200, body: [demoAccounts[1]] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard');
    expect(server.count('POST', '/api/connectors/instagram/connect')).toBe(1);
    expect(selectSelectedAccountId(store.getState())).toBe('a2');
    expect(server.count('POST', '/api/connectors/instagram/sync')).toBe(1);
    expect(localStorage.getItem('businessAccountId')).toBe('a2');
    expect(localStorage.getItem('username')).toBe('trattoria.nonnarosa');
    expect(localStorage.getItem('fbUserId')).toBe('p2');
  });

  it('shows its progress while the server connects the accounts', async () => {
    await renderAt('/auth/instagram-connect?code=demo-code&state=s1');
    expect(await screen.findByRole('status', { name: 'Connecting your Instagram accounts' })).toBeInTheDocument();
    expect(screen.getByText(/Connecting your Instagram accounts…/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it("shows the server's reason when the connection is refused, with a way back to Settings", async () => {
    const refusal = { message: 'state: is invalid, expired or already used: start the connection again', code: 'VALIDATION_ERROR' };
    await renderAt('/auth/instagram-connect?code=demo-code&state=old', { connectAnswer: { status: 400, body: refusal } });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    expect(screen.getByRole('heading', { name: 'Instagram was not connected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it('shows what Meta said when the user declined', async () => {
    await renderAt('/auth/instagram-connect?error=access_denied&error_description=Permissions+error');
    expect(await screen.findByRole('alert')).toHaveTextContent('Permissions error');
    await waitFor(() => expect(server.count('POST', '/api/connectors/instagram/connect')).toBe(0));
  });

  it('asks a signed-out visitor to sign in and posts nothing', async () => {
    await renderAt('/auth/instagram-connect?code=demo-code&state=s1', {}, {});
    expect(await screen.findByRole('heading', { name: 'Sign in to connect Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(server.count('POST', '/api/connectors/instagram/connect')).toBe(0);
  });

  it('explains a link without code or state', async () => {
    await renderAt('/auth/instagram-connect');
    expect(await screen.findByRole('alert')).toHaveTextContent(/missing the code or state/);
  });
});
