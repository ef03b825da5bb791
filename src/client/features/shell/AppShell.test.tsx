import { act, screen, within } from '@testing-library/react';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState, testUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { SessionState } from '../session';
import { isNavActive } from './navItems';

function setWidth(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

async function renderShell(path = '/app/dashboard', session: Partial<SessionState> = {}) {
  const result = renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { initialEntries: [path], preloadedState: signedInState(session) },
  );
  await screen.findByRole('heading', { level: 1 });
  return result;
}

describe('isNavActive', () => {
  it('matches the path itself and paths below it, not siblings with the same prefix', () => {
    expect(isNavActive('/app/competitors', '/app/competitors')).toBe(true);
    expect(isNavActive('/app/competitors/42', '/app/competitors')).toBe(true);
    expect(isNavActive('/app/competitors-archive', '/app/competitors')).toBe(false);
    expect(isNavActive('/app/dashboard', '/app/competitors')).toBe(false);
  });
});

describe('app shell on desktop (1440px)', () => {
  beforeEach(() => setWidth(1440));

  it('lists the entries and marks the active one', async () => {
    await renderShell('/app/competitors/42');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Audience',
      'Stories',
      'Reels',
      'Discovery',
      'Competitors',
      'User Comparison',
      'Content Assistant',
      'Reports',
      'Workspace',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Content Assistant' })).toHaveAttribute('href', '/app/content-analysis');
    expect(within(nav).getByRole('link', { name: 'Competitors' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('navigates with the sidebar', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the user card with the first letter, name, e-mail and Sign out', async () => {
    await renderShell();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(sidebar).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(sidebar).getByText('A')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('falls back to the name User and the letter U', async () => {
    await renderShell('/app/dashboard', { user: { ...testUser, name: '' } });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('User')).toBeInTheDocument();
    expect(within(sidebar).getByText('U')).toBeInTheDocument();
  });

  it('shows the avatar image when the user has one', async () => {
    await renderShell('/app/dashboard', { user: { ...testUser, image: 'https://example.com/a.png' } });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
  });

  it('collapses to an icon rail whose avatar opens a small account menu', async () => {
    const { user } = await renderShell();
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels are gone visually but stay as accessible names.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('group', { name: 'Account' });
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('starts the Tab order with a skip link that moves focus to the main content', async () => {
    const { user } = await renderShell();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location').textContent).toBe('/app/dashboard');
  });

  it('gives focus back to the avatar when Escape closes the account menu from inside', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await user.click(avatar);
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Account' })).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Account' })).not.toBeInTheDocument();
    expect(avatar).toHaveFocus();
  });

  it('has no menu button on desktop', async () => {
    await renderShell();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('toggles the chat panel from the header', async () => {
    const { user, store } = await renderShell();
    const open = screen.getByRole('button', { name: 'Open chat' });
    expect(open).toHaveAttribute('aria-pressed', 'false');
    await user.click(open);
    expect(store.getState().chatPanel.isOpen).toBe(true);
    const close = screen.getByRole('button', { name: 'Close chat' });
    expect(close).toHaveAttribute('aria-pressed', 'true');
    await user.click(close);
    expect(store.getState().chatPanel.isOpen).toBe(false);
  });
});

describe('app shell on mobile (375px)', () => {
  beforeEach(() => setWidth(375));

  it('replaces the sidebar with a drawer opened from the menu button', async () => {
    const { user } = await renderShell();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    // The drawer's code is fetched when it first opens.
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('closes the drawer with Escape, on the backdrop and after navigating', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Navigation' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Competitors' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Competitors' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it('switches layouts when the window is resized', async () => {
    await renderShell();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    act(() => setWidth(1440));
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});

describe('signing out', () => {
  let server: LoopbackServer;
  let logoutStatus = 204;

  beforeEach(async () => {
    setWidth(1440);
    server = await startLoopbackServer((req, res) => {
      if (req.url === '/api/auth/logout') {
        const authorized = req.headers.authorization === 'Bearer access-1';
        return sendJson(res, authorized ? logoutStatus : 401, authorized && logoutStatus === 204 ? undefined : { message: 'nope' });
      }
      sendJson(res, 404, { message: 'Not found' });
    });
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  it('calls logout with the bearer token, clears the session and cache and goes to /login', async () => {
    logoutStatus = 204;
    const { user, store } = await renderShell();
    window.localStorage.setItem('persist:session', JSON.stringify({ accessToken: '"access-1"' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(server.count('POST', '/api/auth/logout')).toBe(1);
    expect(store.getState().session).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null, user: null });
    expect(store.getState().api.mutations).toEqual({});
    expect(window.localStorage.getItem('persist:session')).toBeNull();
  });

  it('still signs out locally when the logout call fails, and only logs', async () => {
    logoutStatus = 500;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = await renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().session.status).toBe('signedOut');
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
