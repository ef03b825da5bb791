import { screen, within } from '@testing-library/react';
import type { User } from '../../../shared/auth';
import { setApiBaseUrl } from '../../api/apiBaseUrl';
import { AppRoutes } from '../../app/AppRoutes';
import { signedInState, testUser } from '../../test/fixtures';
import { LocationProbe } from '../../test/LocationProbe';
import { sendJson, startLoopbackServer, type LoopbackServer } from '../../test/loopbackServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { sessionApi } from '../session';

const CURRENT_PASSWORD = 'old secret 1';
const COMMON_PASSWORD = 'password123';
type Sent = { body: Record<string, unknown>; authorization: string | undefined };

/** A protocol fake of the users API, answering like src/server/modules/users does. */
function usersApi(state: { user: User; updates: Sent[]; deleteStatus: number }) {
  return startLoopbackServer((req, res, body) => {
    if (req.headers.authorization !== 'Bearer access-1') return sendJson(res, 401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    if (req.method === 'PUT' && req.url === '/api/users/update') {
      const sent = JSON.parse(body) as Record<string, unknown>;
      state.updates.push({ body: sent, authorization: req.headers.authorization });
      const hasPassword = state.user.providers.includes('password');
      // As the server: a first password needs no current one; a change needs the right one.
      if (sent.newPassword !== undefined && hasPassword && sent.currentPassword !== CURRENT_PASSWORD) {
        const details = [{ field: 'currentPassword', message: 'current password is incorrect' }];
        return sendJson(res, 400, { message: 'currentPassword: current password is incorrect', code: 'INVALID_CURRENT_PASSWORD', details });
      }
      if (sent.newPassword === COMMON_PASSWORD) {
        const message = 'newPassword is too common; choose one that is harder to guess';
        return sendJson(res, 400, { message: `newPassword: ${message}`, code: 'VALIDATION_ERROR', details: [{ field: 'newPassword', message }] });
      }
      const { name, image } = sent as Partial<User>;
      state.user = { ...state.user, ...(name !== undefined && { name: name.trim() }), ...(image !== undefined && { image }) };
      if (sent.newPassword !== undefined && !hasPassword) state.user = { ...state.user, providers: [...state.user.providers, 'password'] };
      return sendJson(res, 200, state.user);
    }
    if (req.method === 'DELETE' && req.url === '/api/users/profile') {
      return state.deleteStatus === 204 ? sendJson(res, 204) : sendJson(res, state.deleteStatus, { message: 'The database is busy; try again.' });
    }
    sendJson(res, 404, { message: 'Not found' });
  });
}

describe('settings page', () => {
  let server: LoopbackServer;
  let state: { user: User; updates: Sent[]; deleteStatus: number };

  beforeEach(async () => {
    state = { user: testUser, updates: [], deleteStatus: 204 };
    server = await usersApi(state);
    setApiBaseUrl(server.origin);
  });

  afterEach(() => server.close());

  async function renderSettings(user: User = testUser) {
    const result = renderWithProviders(
      <>
        <AppRoutes />
        <LocationProbe />
      </>,
      { initialEntries: ['/app/settings'], preloadedState: signedInState({ user }) },
    );
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    return result;
  }

  const section = (name: string) => screen.getByRole('region', { name });
  const toasts = () => screen.getByRole('region', { name: 'Notifications' });
  const updateRequests = () => server.count('PUT', '/api/users/update');

  describe('profile', () => {
    it('saves a changed name with the bearer token and updates the user card at once', async () => {
      const { user, store } = await renderSettings();
      const profile = section('Profile');
      const save = within(profile).getByRole('button', { name: 'Save profile' });
      expect(save).toBeDisabled();
      expect(within(profile).getByText('ada@example.com')).toBeInTheDocument();

      const name = within(profile).getByLabelText('Name');
      await user.clear(name);
      await user.type(name, ' Grace Hopper ');
      expect(save).toBeEnabled();
      await user.click(save);

      expect(await within(toasts()).findByText('Profile saved')).toBeInTheDocument();
      expect(state.updates).toEqual([{ body: { name: 'Grace Hopper' }, authorization: 'Bearer access-1' }]);
      expect(store.getState().session.user?.name).toBe('Grace Hopper');
      expect(sessionApi.endpoints.getProfile.select()(store.getState()).data?.name).toBe('Grace Hopper');
      const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
      expect(within(sidebar).getByText('Grace Hopper')).toBeInTheDocument();
      // The stored (trimmed) name is now the form's value, so there is nothing left to save.
      expect(name).toHaveValue('Grace Hopper');
      expect(save).toBeDisabled();
    });

    it('removes the picture when the Avatar URL is emptied', async () => {
      const { user } = await renderSettings({ ...testUser, image: 'https://cdn.example.com/old.png' });
      const profile = section('Profile');
      const avatar = within(profile).getByLabelText('Avatar URL');
      await user.clear(avatar);
      await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
      expect(await within(toasts()).findByText('Profile saved')).toBeInTheDocument();
      expect(state.updates.map((sent) => sent.body)).toEqual([{ image: null }]);
      expect(screen.getByRole('complementary', { name: 'Sidebar' }).querySelector('img')).toBeNull();
    });

    it('checks the avatar URL with the shared rule before any request', async () => {
      const { user } = await renderSettings();
      const profile = section('Profile');
      await user.type(within(profile).getByLabelText('Avatar URL'), 'javascript:alert(1)');
      await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
      expect(await within(profile).findByText('Avatar URL must be an https URL')).toBeInTheDocument();
      expect(within(profile).getByLabelText('Avatar URL')).toHaveAttribute('aria-invalid', 'true');
      expect(updateRequests()).toBe(0);
    });
  });

  describe('password', () => {
    async function fillPassword(current: string, next: string, confirm = next) {
      const rendered = await renderSettings();
      const form = section('Password');
      await rendered.user.type(within(form).getByLabelText('Current password'), current);
      await rendered.user.type(within(form).getByLabelText('New password'), next);
      await rendered.user.type(within(form).getByLabelText('Confirm new password'), confirm);
      await rendered.user.click(within(form).getByRole('button', { name: 'Save password' }));
      return { ...rendered, form };
    }

    it('catches a mismatched confirmation without a request', async () => {
      const { form } = await fillPassword(CURRENT_PASSWORD, 'a brand new secret', 'a brand new secreT');
      expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
      expect(within(form).getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
      expect(updateRequests()).toBe(0);
    });

    it('shows a wrong current password under Current password', async () => {
      const { form } = await fillPassword('not my password', 'a brand new secret');
      const current = within(form).getByLabelText('Current password');
      expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
      expect(current).toHaveAccessibleDescription('Current password is incorrect');
      expect(current).toHaveValue('not my password');
      expect(updateRequests()).toBe(1);
    });

    it('shows a field error that only the server knows under its field', async () => {
      const { form } = await fillPassword(CURRENT_PASSWORD, COMMON_PASSWORD);
      const message = 'New password is too common; choose one that is harder to guess';
      expect(await within(form).findByText(message)).toBeInTheDocument();
      expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(message);
    });

    it('changes the password, says so and clears the fields', async () => {
      const { form } = await fillPassword(CURRENT_PASSWORD, 'a brand new secret');
      expect(await within(toasts()).findByText('Password changed')).toBeInTheDocument();
      expect(state.updates).toEqual([{ body: { currentPassword: CURRENT_PASSWORD, newPassword: 'a brand new secret' }, authorization: 'Bearer access-1' }]);
      for (const label of ['Current password', 'New password', 'Confirm new password']) {
        expect(within(form).getByLabelText(label)).toHaveValue('');
      }
    });

    it('asks for the current password before any request when changing one', async () => {
      const { user } = await renderSettings();
      const form = section('Password');
      await user.type(within(form).getByLabelText('New password'), 'a brand new secret');
      await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new secret');
      await user.click(within(form).getByRole('button', { name: 'Save password' }));
      expect(await within(form).findByText('Current password is required to change the password')).toBeInTheDocument();
      expect(updateRequests()).toBe(0);
    });

    it('lets a user who signed up with Google set a first password without a current one, then asks for it to change it', async () => {
      state.user = { ...testUser, providers: ['google'] };
      const { user } = await renderSettings(state.user);
      const form = section('Password');
      expect(form).toHaveTextContent('You sign in with Google. Set a password to also sign in with ada@example.com and that password.');
      expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();

      await user.type(within(form).getByLabelText('New password'), 'my first password');
      await user.type(within(form).getByLabelText('Confirm new password'), 'my first password');
      await user.click(within(form).getByRole('button', { name: 'Set a password' }));

      expect(await within(toasts()).findByText('Password set')).toBeInTheDocument();
      expect(state.updates).toEqual([{ body: { newPassword: 'my first password' }, authorization: 'Bearer access-1' }]);
      // The answer says the account has a password now: the form is the change form, empty.
      expect(await within(form).findByLabelText('Current password')).toHaveValue('');
      expect(within(form).getByRole('button', { name: 'Save password' })).toBeInTheDocument();
      expect(form).toHaveTextContent('Changing it signs you out on every other device.');
    });

    it('tells demo users that their account has no password', async () => {
      await renderSettings({ ...testUser, providers: ['demo'] });
      const form = section('Password');
      expect(within(form).getByText(/Demo accounts have no password/)).toBeInTheDocument();
      expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    });
  });

  describe('deleting the account', () => {
    it('asks first; Cancel sends nothing', async () => {
      const { user } = await renderSettings();
      await user.click(within(section('Danger zone')).getByRole('button', { name: 'Delete account' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
      expect(dialog).toHaveTextContent(/profile, your connected accounts, your competitors and all of their data/);
      expect(dialog).toHaveTextContent('It cannot be undone.');
      expect(within(dialog).getByRole('button', { name: 'Delete account' })).toHaveAttribute('data-variant', 'danger');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.count('DELETE', '/api/users/profile')).toBe(0);
      expect(screen.getByTestId('location').textContent).toBe('/app/settings');
    });

    it('on confirm deletes the account, signs out and lands on /login with a toast', async () => {
      const { user, store } = await renderSettings();
      await user.click(within(section('Danger zone')).getByRole('button', { name: 'Delete account' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));

      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe('/login');
      expect(within(toasts()).getByText('Your account has been deleted')).toBeInTheDocument();
      expect(server.count('DELETE', '/api/users/profile')).toBe(1);
      // The server already ended the session: no logout call and no refresh attempt.
      expect(server.count('POST', '/api/auth/logout')).toBe(0);
      expect(server.count('POST', '/api/auth/refresh')).toBe(0);
      expect(store.getState().session).toMatchObject({ status: 'signedOut', accessToken: null, refreshToken: null, user: null });
    });

    it('keeps the session and shows the server message when the deletion fails', async () => {
      state.deleteStatus = 503;
      const { user, store } = await renderSettings();
      await user.click(within(section('Danger zone')).getByRole('button', { name: 'Delete account' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete account' }));
      expect(await within(toasts()).findByText('The database is busy; try again.')).toBeInTheDocument();
      expect(screen.getByTestId('location').textContent).toBe('/app/settings');
      expect(store.getState().session.status).toBe('signedIn');
    });
  });
});
