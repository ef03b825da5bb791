import { screen } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { testUser } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { UrlProbe } from '../../test/LocationProbe';
import { renderWithProviders } from '../../test/renderWithProviders';

describe('the sign-in callback page', () => {
  let server: LoopbackServer;
  let exchanges: string[];

  beforeEach(async () => {
    exchanges = [];
    server = await startLoopbackServer((req, res, body) => {
      if (req.method === 'POST' && req.url === '/api/auth/exchange') {
        const { code } = JSON.parse(body) as { code: string };
        exchanges.push(code);
        if (code !== 'good-code') {
          return sendJson(res, 400, {
            message: 'code: is invalid, expired or already used: please sign in again',
            code: 'INVALID_EXCHANGE_CODE',
            details: [{ field: 'code', message: 'is invalid, expired or already used: please sign in again' }],
          });
        }
        return sendJson(res, 200, { user: { ...testUser, providers: ['google'] }, accessToken: 'access-1', refreshToken: 'refresh-1' });
      }
      sendJson(res, 200, []);
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  const render = (url: string) =>
    renderWithProviders(
      <>
        <AppRoutes />
        <UrlProbe />
      </>,
      { initialEntries: [url] },
    );

  it('exchanges the one-time code once and lands on the dashboard, signed in', async () => {
    const { store } = render('/auth/google/callback?code=good-code');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(exchanges).toEqual(['good-code']);
    expect(store.getState().session.user?.providers).toEqual(['google']);
  });

  it('takes an offer of business accounts along to the app', async () => {
    render('/auth/facebook/callback?code=good-code&offer=1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByTestId('url')).toHaveTextContent('/app/dashboard?connectOffer=1b4e28ba-2fa1-11d2-883f-0016d3cca427');
  });

  it('goes to Settings, which explains, when the sign-in made a separate account', async () => {
    render('/auth/google/callback?code=good-code&separateAccount=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByText(/You are signed in to a new account made with Google\./)).toBeInTheDocument();
    expect(exchanges).toEqual(['good-code']);
  });

  it('shows the reason the provider gave, with a way back to sign in', async () => {
    render(`/auth/google/callback?${new URLSearchParams({ error: 'You did not allow Google to sign you in, so nothing was changed.' })}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in with Google failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You did not allow Google to sign you in, so nothing was changed.');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(exchanges).toEqual([]);
  });

  it('shows a spent or expired code as an error', async () => {
    render('/auth/google/callback?code=spent-code');
    expect(await screen.findByRole('alert')).toHaveTextContent('is invalid, expired or already used: please sign in again');
    expect(screen.getByTestId('url')).toHaveTextContent('/auth/google/callback');
  });
});
