import { expect, screenshot, test } from './support/fixtures';
import { firstSyncDone } from './support/api';
import { sidebar, signInWithDemo } from './support/session';

/**
 * An owner invites a colleague as a viewer (no SMTP here, so the owner copies the link), the
 * colleague opens it in another browser, signs up with the invited address and lands in the shared
 * workspace, where they read the dashboard but have no control that changes anything.
 */
test('a colleague invited as viewer reads the workspace but cannot change it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInWithDemo(page);
  await firstSyncDone(page);
  await sidebar(page).getByRole('link', { name: 'Workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(1);

  const email = `viewer-${Date.now()}@example.test`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('form', { name: 'Invite someone' }).getByRole('combobox').selectOption('viewer');
  await page.getByRole('button', { name: 'Invite' }).click();
  const link = page.getByTestId('invitation-link');
  await expect(link).toContainText('/invitation#token=');
  await expect(page.getByText(/No e-mail was sent \(this server has no SMTP set up\)/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
  // Each pending invitation says where its e-mail stands: here, that none goes.
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText('No e-mail (this server has no SMTP set up)');
  await expect(page.getByRole('list', { name: 'Audit log' })).toContainText(`invited ${email} as viewer`);
  await screenshot(page, 'workspace-owner-1440');
  const invitationUrl = (await link.textContent())!.replace(/^https?:\/\/[^/]+/, '');

  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  try {
    await colleague.goto(invitationUrl);
    await expect(colleague.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
    await expect(colleague.getByText(`invited ${email} as viewer`)).toBeVisible();
    await colleague.getByLabel('Your name').fill('Vera Viewer');
    await colleague.getByLabel('Password').fill('a long enough passphrase');
    await colleague.getByRole('button', { name: 'Create account and join' }).click();

    await expect(colleague).toHaveURL(/\/app\/dashboard$/);
    await expect(colleague.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(colleague.getByLabel('Workspace')).toBeVisible();
    await expect(colleague.getByRole('button', { name: /^Sync/ })).toHaveCount(0);
    await screenshot(colleague, 'workspace-viewer-dashboard-1440');

    await sidebar(colleague).getByRole('link', { name: 'Competitors' }).click();
    await expect(colleague.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
    await expect(colleague.getByText("Viewers can't add competitors — ask an owner or editor.")).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Add competitor' })).toHaveCount(0);

    await sidebar(colleague).getByRole('link', { name: 'Settings' }).click();
    await expect(colleague.getByRole('heading', { level: 2, name: 'Connected accounts' })).toBeVisible();
    await expect(colleague.getByRole('button', { name: /^Connect with/ })).toHaveCount(0);
    // Shown where an editor has them, but unavailable, saying why (e2e/viewerWalk.spec.ts presses every one).
    await expect(colleague.getByRole('button', { name: 'Disconnect' }).first()).toHaveAttribute('aria-disabled', 'true');
    await expect(colleague.getByRole('button', { name: 'Disconnect' }).first()).toHaveAccessibleDescription(
      "Viewers can't disconnect accounts — ask an owner or editor",
    );

    await sidebar(colleague).getByRole('link', { name: 'Workspace' }).click();
    await expect(colleague.getByText("Viewers can't rename the workspace — ask an owner.")).toBeVisible();
    await expect(colleague.getByRole('heading', { name: 'Invite someone' })).toHaveCount(0);
    await colleague.setViewportSize({ width: 375, height: 812 });
    await screenshot(colleague, 'workspace-viewer-375');
  } finally {
    await colleagueContext.close();
  }

  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Role of Vera Viewer' })).toHaveValue('viewer');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'workspace-owner-375');
});
