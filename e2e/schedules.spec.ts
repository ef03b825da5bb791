import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { apiCall, firstSyncDone, selectedAccountId } from './support/api';
import { clippedElements, documentOverflow } from './support/clipping';
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
  await expect(form.getByText(/"not-an-address" is not an e-mail address/)).toBeVisible();
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

test('a manager previews the e-mail and opens its PDF; without SMTP, Send now is disabled with the reason', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithDemo(page);
  await firstSyncDone(page);
  const workspaces = (await (await apiCall(page, 'GET', '/api/workspaces')).json()) as Array<{ id: string; personal: boolean }>;
  const workspaceId = workspaces.find((workspace) => workspace.personal)!.id;
  const created = await apiCall(page, 'POST', `/api/workspaces/${workspaceId}/schedules`, {
    accountId: await selectedAccountId(page),
    kind: 'dashboard-summary',
    cadence: 'weekly',
    recipients: ['client@example.com', 'boss@example.com'],
  });
  expect(created.status()).toBe(201);
  await page.goto('/app/reports');

  const item = schedules(page).getByRole('listitem').first();
  const sendNow = item.getByRole('button', { name: /^Send the weekly dashboard summary of @[\w.]+ now$/ });
  await expect(sendNow).toBeDisabled();
  await expect(sendNow).toHaveAccessibleDescription(/E-mail is not configured on this server \(SMTP_URL\)/);

  const pdfAnswer = page.waitForResponse((response) => response.url().endsWith('/preview.pdf'));
  await item.getByRole('button', { name: /^Preview the weekly dashboard summary/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Preview: weekly dashboard summary of @/ });
  await expect(dialog.getByText('client@example.com, boss@example.com')).toBeVisible();
  await expect(dialog.getByText(/^Dashboard summary · @[\w.]+ · [^\n]+$/)).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  // The e-mail's own document, as a mail client shows it: the figures and "Prepared by" the workspace.
  const email = dialog.frameLocator('iframe');
  await expect(email.getByText(/^Prepared by /)).toBeVisible();
  await expect(email.getByText('Followers', { exact: true })).toBeVisible();

  const open = dialog.getByRole('link', { name: 'Open the PDF' });
  await expect(open).toHaveAttribute('href', /^blob:/);
  await expect(open).toHaveAttribute('target', '_blank');
  const pdf = await pdfAnswer;
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The link opens the fetched PDF itself (a blob: URL) in a new tab.
  const [tab] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  expect(tab.url()).toBe(await open.getAttribute('href'));
  await tab.close();

  await screenshot(page, 'schedule-preview-1440');
  expect(await documentOverflow(page)).toBe(0);
  expect(await clippedElements(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'schedule-preview-375');
  expect(await documentOverflow(page)).toBe(0);
  expect(await clippedElements(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('button', { name: /^Preview the weekly dashboard summary/ })).toBeFocused();
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
