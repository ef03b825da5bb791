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

async function renderAt(path: string, overrides: Partial<ConnectorsState> = {}) {
  server = await startConnectorsFake(connectorsState(overrides));
  setApiBaseUrl(server.origin);
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { initialEntries: [path], preloadedState: signedInState() },
  );
}

afterEach(() => server.close());

describe('/auth/instagram-connect', () => {
  it('posts the code and state once, selects the first new account and lands on the dashboard', async () => {
    const { store } = await renderAt('/auth/instagram-connect?code=demo-code&state=s1', { connectAnswer: { status: 200, body: [demoAccounts[1]] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/app/dashboard');
    expect(server.count('POST', '/api/connectors/instagram/connect')).toBe(1);
    expect(selectSelectedAccountId(store.getState())).toBe('a2');
  });

  it('shows the server\'s reason when the connection is refused, with a way back to Settings', async () => {
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

  it('explains a link without code or state', async () => {
    await renderAt('/auth/instagram-connect');
    expect(await screen.findByRole('alert')).toHaveTextContent(/missing the code or state/);
  });
});
