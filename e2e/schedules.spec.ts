import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { firstSyncDone } from './support/api';
import { signInWithDemo } from './support/session';

const schedules = (page: Page) => page.getByRole('region', { name: 'Schedules' });

test('an editor schedules a report by e-mail, sees it listed with its next send, edits and deletes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithDemo(page);
  await firstSyncDone(page);
  await page.goto('/app/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  // The browser suite's server has no SMTP_URL: the page says so instead of letting sends fail unseen.
  await expect(schedules(page).getByText(/E-mail is not configured on this server/)).toBeVisible();
  await expect(schedules(page).getByText('No report is scheduled yet.')).toBeVisible();

  await schedules(page).getByRole('button', { name: 'New schedule' }).click();
  const form = page.getByRole('form', { name: 'New schedule' });
  await form.getByRole('combobox', { name: 'Report' }).selectOption('competitor-analysis');
  await form.getByRole('combobox', { name: 'How often' }).selectOption('monthly');
  const recipients = form.getByRole('textbox', { name: 'Send to (e-mail addresses, separated by commas)' });
  await recipients.fill('client@example.com, not-an-address');
  await form.getByRole('button', { name: 'Create the schedule' }).click();
  await expect(form.getByText('recipients must be valid e-mail addresses')).toBeVisible();
  await expect(recipients).toHaveAttribute('aria-invalid', 'true');
  await recipients.fill('client@example.com, boss@example.com');
  await form.getByRole('button', { name: 'Create the schedule' }).click();

  const item = schedules(page).getByRole('listitem').first();
  await expect(item).toContainText(/Competitor analysis of @[\w.]+, monthly/);
  await expect(item).toContainText('To client@example.com, boss@example.com');
  await expect(item).toContainText(/Next: .*08:00/);
  await expect(item).toContainText('Not sent yet');
  await page.setViewportSize({ width: 1440, height: 900 });
  await schedules(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'schedules-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await schedules(page).scrollIntoViewIfNeeded();
  await screenshot(page, 'schedules-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  await item.getByRole('button', { name: /^Edit the monthly/ }).click();
  const editForm = page.getByRole('form', { name: 'Change the schedule' });
  await editForm.getByRole('combobox', { name: 'How often' }).selectOption('weekly');
  await editForm.getByRole('button', { name: 'Save the schedule' }).click();
  await expect(item).toContainText(/, weekly/);

  await item.getByRole('button', { name: /^Delete the weekly/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(schedules(page).getByText('No report is scheduled yet.')).toBeVisible();

  // The owner's branding: a bad colour is refused beside its field, a good one shows on the band.
  const branding = page.getByRole('region', { name: 'Branding' });
  await branding.getByRole('textbox', { name: 'Accent colour (#rrggbb)' }).fill('teal');
  await branding.getByRole('button', { name: 'Save the branding' }).click();
  await expect(branding.getByText('accentColor must be a colour as #rrggbb')).toBeVisible();
  await branding.getByRole('textbox', { name: 'Accent colour (#rrggbb)' }).fill('#ffd600');
  await branding.getByRole('button', { name: 'Save the branding' }).click();
  await expect(branding.getByRole('status')).toHaveText('Saved.');
  await expect(branding.getByTestId('prepared-by')).toHaveCSS('background-color', 'rgb(255, 214, 0)');
  await expect(branding.getByTestId('prepared-by')).toHaveCSS('color', 'rgb(0, 0, 0)');
  await branding.scrollIntoViewIfNeeded();
  await screenshot(page, 'branding-1440');
});

test('forgot password: the same answer for any address, saying e-mail is off; a bad link is refused on the reset page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('E-mail is not configured on this server');
  await screenshot(page, 'forgot-password-1440');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/reset-password#token=not-a-real-token');
  await page.getByRole('textbox', { name: 'New password' }).fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid, already used or expired');
  await screenshot(page, 'reset-password-375');
});
