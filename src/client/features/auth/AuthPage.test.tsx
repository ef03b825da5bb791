import { screen, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { testUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';

const session = { user: testUser, accessToken: 'access-1', refreshToken: 'refresh-1' };

describe('sign-in and registration', () => {
  let server: LoopbackServer;
  let bodies: Record<string, unknown>;
  let demoEnabled = true;

  beforeEach(async () => {
    bodies = {};
    demoEnabled = true;
    server = await startLoopbackServer((req, res, body) => {
      if (body) bodies[req.url ?? ''] = JSON.parse(body);
      if (req.url === '/api/auth/login') {
        const { email, password } = JSON.parse(body) as { email: string; password: string };
        return email === 'ada@example.com' && password === 'correct horse'
          ? sendJson(res, 200, session)
          : sendJson(res, 401, { message: 'Invalid email or password' });
      }
      if (req.url === '/api/auth/register') {
        const { email } = JSON.parse(body) as { email: string };
        if (email === 'taken@example.com') {
          return sendJson(res, 400, {
            message: 'Validation failed',
            code: 'VALIDATION',
            details: [{ field: 'email', message: 'email is already registered' }],
          });
        }
        return sendJson(res, 201, session);
      }
      if (req.url === '/api/auth/demo') return demoEnabled ? sendJson(res, 200, session) : sendJson(res, 404, { message: 'Not found' });
      sendJson(res, 404, { message: 'Not found' });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  // A first visit: the public pages render without the store, which loads when the form needs it.
  const renderAt = (path: string) =>
    renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { initialEntries: [path], workspace: 'on-demand' },
    );

  it('validates with the shared rules before calling the server', async () => {
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.filter((request) => !request.startsWith('GET /api/auth/providers'))).toEqual([]);
  });

  it('shows the server message when the credentials are wrong', async () => {
    const { user } = renderAt('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(server.count('POST', '/api/auth/login')).toBe(1);
  });

  it('signs in and lands on the dashboard', async () => {
    const { user, store } = renderAt('/login');
    await user.type(await screen.findByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/app/dashboard');
    expect(bodies['/api/auth/login']).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(store.getState().session).toMatchObject({ status: 'signedIn', accessToken: 'access-1', user: testUser });
  });

  it('returns to the page that asked for sign-in', async () => {
    const { user } = renderAt('/app/settings');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('checks registration fields and shows server field errors under the input', async () => {
    const { user } = renderAt('/register');
    await user.type(await screen.findByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(server.requests.filter((request) => !request.startsWith('GET /api/auth/providers'))).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Password'), ' long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const emailError = await screen.findByText('Email is already registered');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already registered');
    expect(emailError).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('creates an account and signs in', async () => {
    const { user, store } = renderAt('/register');
    await user.type(await screen.findByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(bodies['/api/auth/register']).toEqual({ name: 'Ada', email: 'new@example.com', password: 'long enough' });
    expect(store.getState().session.status).toBe('signedIn');
  });

  it('starts the demo from the landing page', async () => {
    const { user } = renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(server.count('POST', '/api/auth/demo')).toBe(1);
  });

  it('says so in a toast when the demo is off', async () => {
    demoEnabled = false;
    const { user } = renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    // The toast area mounts with the workspace, which this click started.
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('The demo is not enabled on this server.');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
