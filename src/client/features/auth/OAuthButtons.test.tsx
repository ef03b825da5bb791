import { screen, waitFor } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';

describe('sign-in provider buttons', () => {
  let server: LoopbackServer;
  let answer: { status: number; body: unknown };

  beforeEach(async () => {
    server = await startLoopbackServer((req, res) => {
      if (req.url === '/api/auth/providers') return sendJson(res, answer.status, answer.body);
      sendJson(res, 404, { message: 'Not found' });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  it('links to the server for a provider that is set up, and disables one that is not, saying why', async () => {
    answer = {
      status: 200,
      body: {
        providers: [
          { id: 'google', name: 'Google', configured: true },
          { id: 'facebook', name: 'Facebook', configured: false },
          { id: 'instagram', name: 'Instagram', configured: true },
        ],
      },
    };
    const { user } = renderWithProviders(<AppRoutes />, { initialEntries: ['/login'] });
    const facebook = await screen.findByRole('button', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('aria-disabled', 'true');
    expect(facebook).toHaveAccessibleDescription('Facebook sign-in is not set up on this server');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', `${server.origin}/api/auth/google`);
    expect(screen.getByRole('link', { name: 'Continue with Instagram' })).toHaveAttribute('href', `${server.origin}/api/auth/instagram`);

    await user.click(facebook);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).not.toContain('/api/auth/facebook');
  });

  it('keeps every provider usable when the server cannot say which are set up', async () => {
    answer = { status: 500, body: { message: 'Internal error' } };
    renderWithProviders(<AppRoutes />, { initialEntries: ['/login'] });
    await waitFor(() => expect(server.count('GET', '/api/auth/providers')).toBe(1));
    for (const name of ['Google', 'Facebook', 'Instagram']) expect(screen.getByRole('link', { name: `Continue with ${name}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facebook' })).toBeNull();
  });
});
