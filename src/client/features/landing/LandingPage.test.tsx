import { screen, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { signedInState } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderAppAt } from '../../test/renderApp';

/*
 * The public front door: what the product is, its two ways in (the demo, tested with the sign-in
 * pages in auth/AuthPage.test.tsx, and an account), and a top bar that offers what fits the visitor.
 */

let server: LoopbackServer;
beforeEach(async () => {
  // Nothing on these pages needs the API; a loopback server answers whatever a signed-in shell asks.
  server = await startLoopbackServer((_req, res) => sendJson(res, 404, { message: 'Not found' }));
  setApiBaseUrl(server.origin);
});
afterEach(() => server.close());

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

describe('the landing page', () => {
  it('says what the product is, lists what it does under headings, and states the formulas it uses', async () => {
    renderAppAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instagram analytics you own' })).toBeInTheDocument();
    const features = within(screen.getByRole('region', { name: 'Everything in one place' })).getAllByRole('listitem');
    expect(features.map((feature) => within(feature).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Dashboard',
      'Competitor tracking',
      'Peer benchmarks',
      'Content assistant',
      'AI chat that knows your numbers',
      'Self-hosted in one command',
    ]);
    const formulas = screen.getByRole('region', { name: 'Every figure states its formula' });
    expect(within(formulas).getByText('Public engagement rate').nextElementSibling).toHaveTextContent('(likes + comments) ÷ followers');
    expect(screen.getByText('npm ci && npm start')).toBeInTheDocument();
  });

  it('offers a signed-out visitor the demo, an account and signing in, and the legal pages', async () => {
    renderAppAt('/');
    expect(await screen.findByRole('button', { name: 'Try the demo' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(within(accountNav()).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(accountNav()).queryByRole('link', { name: 'Open the app' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
  });

  it('offers a signed-in visitor the way back into the app instead of signing in', async () => {
    renderAppAt('/', signedInState());
    expect(await within(accountNav()).findByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/app/dashboard');
    expect(within(accountNav()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('leaves "Sign in" out of the top bar on the sign-in page itself, where the form is the way in', async () => {
    renderAppAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(accountNav()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
