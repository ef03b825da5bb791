import { act, screen, within } from '@testing-library/react';
import { APP_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '../../shared/pagePaths';
import { setApiBaseUrl } from '../api/apiBaseUrl';
import { unknownAddressMessage } from '../features/notFound';
import { sessionExpired } from '../features/session';
import { signedInState, testUser } from '../test/fixtures';
import { LocationProbe } from '../test/LocationProbe';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../test/loopbackServer';
import { renderWithProviders } from '../test/renderWithProviders';
import { AppRoutes } from './AppRoutes';

function renderAt(path: string, preloadedState = {}) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { initialEntries: [path], preloadedState },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('routes for a signed-out visitor', () => {
  it('shows the landing page at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /instagram analytics you own/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each(['/app', '/app/dashboard', '/app/settings', '/app/competitors/7'])('sends %s to /login', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('shows the registration form at /register', async () => {
    renderAt('/register');
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ])('shows the public legal page %s without the app shell', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends an unknown path to the home page, and says in a toast that the page asked for does not exist', async () => {
    renderAt('/no/such/page?from=mail');
    expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeInTheDocument();
    expect(location()).toBe('/');
    const notice = await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('status');
    expect(notice).toHaveTextContent(unknownAddressMessage('/no/such/page?from=mail'));
    expect(screen.getAllByRole('status').filter((toast) => toast.textContent?.includes('There is no page'))).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('shows the public OAuth callback page and reports a provider error', async () => {
    renderAt('/auth/google/callback?error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Sign-in with Google failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('access_denied');
  });

  it('asks a signed-out visitor on the Instagram connect page to sign in first', async () => {
    renderAt('/auth/instagram-connect?code=demo-code&state=abc');
    expect(await screen.findByRole('heading', { name: 'Sign in to connect Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('routes for a signed-in user', () => {
  it.each(['/', '/login', '/register'])('redirects %s to the dashboard', async (path) => {
    renderAt(path, signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/app/dashboard');
  });

  it('redirects /app to /app/dashboard', async () => {
    renderAt('/app', signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/app/dashboard');
  });

  it.each([
    ['/app/dashboard', 'Dashboard'],
    ['/app/competitors', 'Competitors'],
    ['/app/competitors/abc', 'Competitor'],
    ['/app/stories', 'Stories'],
    ['/app/user-comparison', 'User Comparison'],
    ['/app/audience', 'Audience'],
    ['/app/content-analysis', 'Content Assistant'],
    ['/app/reels', 'Reels'],
    ['/app/discovery', 'Discovery'],
    ['/app/settings', 'Settings'],
    ['/app/privacy-policy', 'Privacy Policy'],
    ['/app/terms-of-use', 'Terms of Use'],
  ])('renders %s inside the shell', async (path, heading) => {
    renderAt(path, signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows honest empty states instead of numbers on data pages', async () => {
    renderAt('/app/dashboard', signedInState());
    expect(await screen.findByRole('heading', { name: 'No Instagram account connected yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/app/settings');
  });

  it.each(['/app/unknown-page', '/no-such-page'])('sends the unknown path %s on to the dashboard, and says in a toast that it does not exist', async (path) => {
    renderAt(path, signedInState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/app/dashboard');
    const notice = await within(screen.getByRole('region', { name: 'Notifications' })).findByRole('status');
    expect(notice).toHaveTextContent(unknownAddressMessage(path));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('goes to /login when the session expires', async () => {
    const { store } = renderAt('/app/settings', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('goes to /login from a public page too when the session expires', async () => {
    const { store } = renderAt('/privacy-policy', signedInState());
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });
});

describe('the session check', () => {
  let server: LoopbackServer;
  let profileStatus = 200;
  let refreshStatus = 401;
  let releaseProfile: (() => void) | null = null;

  beforeEach(async () => {
    profileStatus = 200;
    refreshStatus = 401;
    releaseProfile = null;
    server = await startLoopbackServer(async (req, res) => {
      if (req.url === '/api/users/profile') {
        await new Promise<void>((resolve) => (releaseProfile = resolve));
        if (profileStatus !== 200) return sendJson(res, profileStatus, { message: 'Unauthorized' });
        return req.headers.authorization === 'Bearer access-1' ? sendJson(res, 200, testUser) : sendJson(res, 401, { message: 'Unauthorized' });
      }
      if (req.url === '/api/auth/refresh') return sendJson(res, refreshStatus, { message: 'Session expired' });
      sendJson(res, 404, { message: 'Not found' });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const checking = () => signedInState({ status: 'checking', user: null });
  const waitForProfileRequest = async () => {
    while (!releaseProfile) await act(() => new Promise((r) => setTimeout(r, 5)));
    return releaseProfile;
  };

  it('shows a spinner while stored tokens are checked, then the page', async () => {
    const { store } = renderAt('/app/dashboard', checking());
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    (await waitForProfileRequest())();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'signedIn', user: testUser });
  });

  it('sends the visitor to /login when the stored session cannot be renewed', async () => {
    profileStatus = 401;
    const { store } = renderAt('/app/dashboard', checking());
    (await waitForProfileRequest())();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('keeps the stored session when the server errors', async () => {
    profileStatus = 400;
    const { store } = renderAt('/app/settings', checking());
    (await waitForProfileRequest())();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedIn');
  });
});

/** A listed pattern with its parameters filled, as a visitor would type it. */
const concrete = (pattern: string) => pattern.replace(':provider', 'google').replace(':id', '7');

describe('the page list the server answers 200 for (shared/pagePaths.ts)', () => {
  // The server answers every other address with 404: a listed page the app no longer has would be a 200 that the app
  // sends on to / as unknown. A page stays at its own address (/app opens the dashboard).
  it.each(PUBLIC_PAGE_PATHS.map(concrete))('has a public page at %s', async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(location()).toBe(path);
  });

  it.each(APP_PAGE_PATHS.map((path) => concrete(`/app/${path}`)))('has a page in the shell at %s', async (path) => {
    renderAt(path, signedInState());
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(location()).toBe(path === '/app/' ? '/app/dashboard' : path);
  });
});
