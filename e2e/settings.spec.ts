import { expect, test } from './support/fixtures';
import { newUser, registerInUi, sidebar, signInInUi } from './support/session';

test('a renamed profile shows in the user card, and a changed password is the one that signs in', async ({ page }) => {
  const user = newUser('Settings');
  await registerInUi(page, user);
  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const renamed = `${user.name} Renamed`;
  await page.getByLabel('Name').fill(renamed);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Profile saved')).toBeVisible();
  await expect(sidebar(page).getByText(renamed, { exact: true })).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password-at-all');
  await page.getByLabel('New password', { exact: true }).fill(`${user.password}-new`);
  await page.getByLabel('Confirm new password').fill(`${user.password}-new`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Password changed')).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInInUi(page, { email: user.email, password: `${user.password}-new` });
  await expect(sidebar(page).getByText(renamed, { exact: true })).toBeVisible();
});

test('deleting the account asks first, then signs out, and the account no longer signs in', async ({ page }) => {
  const user = newUser('Delete');
  await registerInUi(page, user);
  await page.goto('/app/settings');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/settings$/);

  await page.getByRole('button', { name: 'Delete account' }).click();
  await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted')).toBeVisible();

  await signInInUi(page, user);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
