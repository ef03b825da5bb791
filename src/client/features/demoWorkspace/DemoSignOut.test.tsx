import { screen, within } from '@testing-library/react';
import type { User } from '../../../shared/auth';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState, testUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';

/** Signing out of a demo asks first and offers to keep it, against a protocol fake of the API. */

const demoUser: User = { ...testUser, name: 'Demo User', email: 'demo-abc@demo.local', providers: ['demo'] };
let server: LoopbackServer;
let keepBodies: Array<{ email: string; password: string }>;

beforeEach(async () => {
  window.innerWidth = 1440;
  keepBodies = [];
  server = await startLoopbackServer((req, res, body) => {
    if (req.url === '/api/auth/logout') return sendJson(res, 204, undefined);
    if (req.url === '/api/demo/keep' && req.method === 'POST') {
      const sent = JSON.parse(body) as { email: string; password: string };
      keepBodies.push(sent);
      // The server's answers (src/server/modules/demo/keepWorkspace.ts): a taken e-mail on its field, else the kept profile.
      if (sent.email === 'taken@example.test') {
        return sendJson(res, 409, {
          message: 'An account with this email already exists',
          code: 'EMAIL_TAKEN',
          details: [{ field: 'email', message: 'this e-mail is already used by another account: sign in with it, or choose another one' }],
        });
      }
      if (sent.password.length < 8)
        return sendJson(res, 400, {
          message: 'password: password must be at least 8 characters',
          code: 'VALIDATION_ERROR',
          details: [{ field: 'password', message: 'password must be at least 8 characters' }],
        });
      return sendJson(res, 200, { ...demoUser, email: sent.email, providers: ['password'] });
    }
    return sendJson(res, 404, { message: 'Not found' });
  });
  setApiBaseUrl(server.origin);
});
afterEach(() => server.close());

async function renderDemoShell() {
  const rendered = renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { initialEntries: ['/app/settings'], preloadedState: signedInState({ user: demoUser }) },
  );
  // The shell and the page load lazily: on a busy machine the first render takes a few seconds.
  await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
  return rendered;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

describe('signing out of a demo', () => {
  it('asks first in a labelled dialog that holds focus, and Escape keeps the visitor in, focus back on Sign out', async () => {
    const { user } = await renderDemoShell();
    const signOut = within(sidebar()).getByRole('button', { name: 'Sign out' });
    await user.click(signOut);
    // The dialog's code is fetched as it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of the demo?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signOut).toHaveFocus();
    expect(server.count('POST', '/api/auth/logout')).toBe(0);
    expect(screen.getByTestId('location').textContent).toBe('/app/settings');
  });

  it('signs out from the dialog', async () => {
    const { user, store } = await renderDemoShell();
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(server.count('POST', '/api/auth/logout')).toBe(1);
    expect(store.getState().session.status).toBe('signedOut');
  });

  it("keeps the workspace: the server's refusals on their fields, then an ordinary account that signs out without asking", async () => {
    const { user, store } = await renderDemoShell();
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('button', { name: 'Keep this workspace' }));
    const form = screen.getByRole('dialog', { name: 'Keep this workspace' });
    const email = within(form).getByLabelText('Email');
    const password = within(form).getByLabelText('Password');

    await user.click(within(form).getByRole('button', { name: 'Keep workspace' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(keepBodies).toEqual([]);

    await user.type(email, 'taken@example.test');
    await user.type(password, 'long-enough-password');
    await user.click(within(form).getByRole('button', { name: 'Keep workspace' }));
    expect(await within(form).findByText('This e-mail is already used by another account: sign in with it, or choose another one')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This e-mail is already used by another account: sign in with it, or choose another one');
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.clear(email);
    await user.type(email, 'maya@example.test');
    await user.clear(password);
    await user.type(password, 'short');
    await user.click(within(form).getByRole('button', { name: 'Keep workspace' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.clear(password);
    await user.type(password, 'long-enough-password');
    await user.click(within(form).getByRole('button', { name: 'Keep workspace' }));
    const kept = await screen.findByRole('dialog', { name: 'Workspace kept' });
    expect(within(kept).getByRole('status')).toHaveTextContent('Sign in with maya@example.test');
    expect(store.getState().session.user).toMatchObject({ email: 'maya@example.test', providers: ['password'] });
    await user.click(within(kept).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(sidebar()).getByText('maya@example.test')).toBeInTheDocument();

    // No longer a demo: Sign out asks nothing.
    await user.click(within(sidebar()).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(server.count('POST', '/api/auth/logout')).toBe(1);
  });
});
