import { screen } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from '../../api/tokenStorage';
import { signedInState, testUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AppRoutes } from '../AppRoutes';

/** What redux-persist leaves in localStorage for a signed-in user (each field JSON-encoded). */
function storeSessionInBrowser() {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ accessToken: '"access-1"', refreshToken: '"refresh-1"', user: JSON.stringify(testUser) }));
}

function renderFirstVisit(path: string, preloadedState = {}) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { initialEntries: [path], preloadedState, workspace: 'on-demand' },
  );
}

describe('when the store (workspace) loads', () => {
  it('renders the landing page of a first visit without it', async () => {
    renderFirstVisit('/');
    expect(await screen.findByRole('heading', { level: 1, name: /instagram analytics you own/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    // The toast area and the session supervisor mount with the workspace: not started.
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('loads it at once for a stored session, so a signed-in user still goes to the dashboard', async () => {
    storeSessionInBrowser();
    renderFirstVisit('/', signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/app/dashboard');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the session check, not the page, while a stored session is restored', async () => {
    storeSessionInBrowser();
    renderFirstVisit('/login', signedInState());
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('loads it for a guarded route and sends a visitor without a session to sign in', async () => {
    renderFirstVisit('/app/settings');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });
});
