import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../../shared/auth';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState, testUser } from '../../test/fixtures';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { UrlProbe } from '../../test/LocationProbe';
import { renderWithProviders } from '../../test/renderWithProviders';

type Provider = 'google' | 'facebook' | 'instagram';
const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook', instagram: 'Instagram' };

/** The sign-in methods API as src/server/modules/auth/providers and users answer it, with `setUp` the providers this server has configured. */
function signInApi(state: { user: User }, setUp: readonly Provider[] = ['google', 'instagram']) {
  return startLoopbackServer((req, res) => {
    if (req.headers.authorization !== 'Bearer access-1') return sendJson(res, 401, { message: 'Unauthorized' });
    if (req.method === 'GET' && req.url === '/api/auth/providers') {
      return sendJson(res, 200, {
        providers: (['google', 'facebook', 'instagram'] as const).map((id) => ({ id, name: PROVIDER_NAMES[id], configured: setUp.includes(id) })),
      });
    }
    const unlink = /^\/api\/users\/identities\/(\w+)$/.exec(req.url ?? '');
    if (req.method === 'DELETE' && unlink) {
      const provider = unlink[1] as User['providers'][number];
      if (state.user.providers.length === 1) {
        return sendJson(res, 409, {
          message: 'Google is your only way to sign in, so it cannot be unlinked. Link another provider first.',
          code: 'LAST_SIGN_IN_METHOD',
        });
      }
      state.user = { ...state.user, providers: state.user.providers.filter((p) => p !== provider) };
      return sendJson(res, 200, state.user);
    }
    sendJson(res, 404, { message: 'Not found' });
  });
}

describe('settings: sign-in methods', () => {
  let server: LoopbackServer;
  let state: { user: User };

  afterEach(() => server.close());

  async function renderSettings(user: User, search = '') {
    state = { user };
    server = await signInApi(state);
    setApiBaseUrl(server.origin);
    const result = renderWithProviders(
      <>
        <AppRoutes />
        <UrlProbe />
      </>,
      { initialEntries: [`/app/settings${search}`], preloadedState: signedInState({ user }) },
    );
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    await within(section).findByText('Not set up on this server');
    return { ...result, section };
  }

  const rowOf = (section: HTMLElement, name: string) =>
    within(within(section).getByRole('list', { name: 'Sign-in methods' }))
      .getByText(name)
      .closest('li') as HTMLElement;

  it('shows each method as linked, not linked, or not set up on this server', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['password', 'google'] });
    expect(within(rowOf(section, 'Password')).getByText('Linked')).toBeInTheDocument();
    expect(within(rowOf(section, 'Google')).getByRole('button', { name: 'Unlink Google' })).toBeEnabled();
    expect(within(rowOf(section, 'Instagram')).getByText('Not linked')).toBeInTheDocument();
    expect(within(rowOf(section, 'Instagram')).getByRole('button', { name: 'Link Instagram' })).toBeEnabled();
    expect(within(rowOf(section, 'Facebook')).queryByRole('button')).toBeNull();
  });

  it('unlinks after a confirmation, with the fresh providers shown', async () => {
    const { section, user } = await renderSettings({ ...testUser, providers: ['password', 'google'] });
    await user.click(within(rowOf(section, 'Google')).getByRole('button', { name: 'Unlink Google' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink sign-in method' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with Google.');
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(rowOf(section, 'Google')).findByText('Not linked')).toBeInTheDocument();
    expect(server.count('DELETE', '/api/users/identities/google')).toBe(1);
    expect(await screen.findByText('Google unlinked')).toBeInTheDocument();
  });

  it('does not offer to unlink the only way to sign in', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['google'] });
    const unlink = within(rowOf(section, 'Google')).getByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAttribute('title', 'Your only way to sign in cannot be unlinked');
    // No password yet: the row says where to set one, and has nothing to link or unlink.
    expect(within(rowOf(section, 'Password')).getByText('Not set: set one in the Password section')).toBeInTheDocument();
    expect(within(rowOf(section, 'Password')).queryByRole('button')).toBeNull();
  });

  it('tells a demo to link only the providers this server has set up', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['demo'] });
    expect(section).toHaveTextContent('Sign in with a password, Google or Instagram. Keep at least one.');
    expect(within(section).getByText('This is a demo workspace: link Google or Instagram to keep coming back to it.')).toBeInTheDocument();
    expect(within(rowOf(section, 'Facebook')).queryByRole('button')).toBeNull();
  });

  it('tells a demo that no sign-in provider is set up on this server, and how to keep it instead, offering none', async () => {
    state = { user: { ...testUser, providers: ['demo'] } };
    server = await signInApi(state, []);
    setApiBaseUrl(server.origin);
    renderWithProviders(<AppRoutes />, { initialEntries: ['/app/settings'], preloadedState: signedInState({ user: state.user }) });
    const section = await screen.findByRole('region', { name: 'Sign-in methods' });
    expect(await within(section).findByText('Sign in with a password: no other sign-in provider is set up on this server.')).toBeInTheDocument();
    expect(section).toHaveTextContent(
      'This is a demo workspace. No sign-in provider is set up on this server, so there is none to link: to keep the workspace, sign out and choose Keep this workspace, with an e-mail and a password.',
    );
    expect(section).not.toHaveTextContent('link a provider');
    expect(within(section).queryByRole('button', { name: /^Link / })).toBeNull();
    expect(within(section).getAllByText('Not set up on this server')).toHaveLength(3);
  });

  it('lists no password row for a demo workspace, which has none to set', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['demo'] });
    expect(within(within(section).getByRole('list', { name: 'Sign-in methods' })).queryByText('Password')).toBeNull();
  });

  it('explains a separate account made by a sign-in, and how to use the provider with the other account', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['google'] }, '?separateAccount=google');
    const notice = within(section).getByRole('status');
    expect(notice).toHaveTextContent('You are signed in to a new account made with Google.');
    expect(notice).toHaveTextContent('because Google did not confirm that the address is yours');
    expect(notice).toHaveTextContent('sign in to your existing account, and link Google there under Sign-in methods.');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/settings$/));
  });

  it('ignores a separateAccount value that names no provider', async () => {
    const { section } = await renderSettings(testUser, '?separateAccount=myspace');
    expect(within(section).queryByRole('status')).toBeNull();
  });

  it('says a link succeeded when the provider sends the browser back, and tidies the URL', async () => {
    const { section } = await renderSettings({ ...testUser, providers: ['password', 'google'] }, '?linked=google');
    expect(within(section).getByRole('status')).toHaveTextContent('Google is now linked: you can sign in with it.');
    // The router applies the tidied URL in a transition of its own, after the message has rendered.
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/settings$/));
  });

  it('shows why a link was refused', async () => {
    const { section } = await renderSettings(testUser, `?${new URLSearchParams({ linkError: 'This Google account is already linked to another user.' })}`);
    expect(within(section).getByRole('alert')).toHaveTextContent('This Google account is already linked to another user.');
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/app\/settings$/));
  });
});
