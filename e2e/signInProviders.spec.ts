import { randomUUID } from 'node:crypto';
import { startOidcFake, type OidcFake } from '../src/server/modules/auth/testing/oidcFakeServer';
import { expect, test } from './support/fixtures';
import { newUser, registerInUi, sidebar } from './support/session';

let google: OidcFake;

test.beforeAll(async ({ baseURL }) => {
  google = await startOidcFake({
    port: Number(process.env.E2E_OIDC_PORT),
    clientId: process.env.E2E_GOOGLE_CLIENT_ID,
    clientSecret: process.env.E2E_GOOGLE_CLIENT_SECRET,
    redirectUris: [`${baseURL}/api/auth/google/callback`],
  });
});

test.afterAll(async () => {
  await google?.close();
});

function newGoogleAccount(name: string) {
  const id = randomUUID().slice(0, 8);
  const account = { sub: `e2e-${id}`, email: `e2e-google-${id}@example.com`, email_verified: true, name: `${name} ${id}` };
  google.signInAs(account);
  return account;
}

test('signing in with Google (a loopback OpenID provider) ends on the dashboard, signed in', async ({ page }) => {
  const account = newGoogleAccount('Google Person');
  await page.goto('/login');
  // Facebook and Instagram have no app credentials on this server: shown disabled, with the reason.
  const facebook = page.getByRole('button', { name: 'Facebook' });
  await expect(facebook).toHaveAttribute('aria-disabled', 'true');
  await facebook.focus();
  await expect(page.getByRole('tooltip', { name: 'Facebook sign-in is not set up on this server' })).toBeVisible();

  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByText(account.name, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText(account.email, { exact: true })).toBeVisible();

  // A reload keeps the session the exchange started.
  await page.reload();
  await expect(sidebar(page).getByText(account.name, { exact: true })).toBeVisible();
});

test('a denied consent comes back to the callback page with the reason and a way back', async ({ page }) => {
  newGoogleAccount('Denier');
  google.denyNextConsent();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in with Google failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('You did not allow Google to sign you in, so nothing was changed.');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('linking Google from Settings shows it as linked, and Google then signs into the same user', async ({ page }) => {
  const user = newUser('Linker');
  await registerInUi(page, user);
  await page.goto('/app/settings');
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  const googleRow = methods.getByRole('listitem').filter({ hasText: 'Google' });
  await expect(googleRow).toContainText('Not linked');

  newGoogleAccount('Linked Google');
  await googleRow.getByRole('button', { name: 'Link Google' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(methods.getByRole('status')).toHaveText('Google is now linked: you can sign in with it.');
  await expect(googleRow).toContainText('Linked');
  await expect(googleRow.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();

  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(sidebar(page).getByText(user.name, { exact: true })).toBeVisible();
});
