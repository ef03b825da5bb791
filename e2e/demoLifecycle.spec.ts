import type { Page } from '@playwright/test';
import { apiCall, selectedAccountId } from './support/api';
import { auditScreen } from './support/axe';
import { expect, screenshot, test } from './support/fixtures';
import { newUser, sidebar, signInInUi, signInWithDemo, storedSession } from './support/session';

/*
 * A demo workspace that lasts. It starts with competitors and reports, signing out asks
 * first, "Try the demo" in the same browser comes back to it, and "Keep this workspace" makes it an
 * e-mail account. Retention removing an abandoned one with every row is src/server/jobs/demoWorkspaces.test.ts.
 */

/** What a workspace holds, read through the API: accounts, competitors of the selected account, reports. */
async function workspaceContents(page: Page): Promise<{ userId: string; accounts: string[]; competitors: string[]; reports: string[] }> {
  const accounts = (await (await apiCall(page, 'GET', '/api/connectors/accounts')).json()) as Array<{ accountId: string }>;
  const accountId = await selectedAccountId(page);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const list = (await (await apiCall(page, 'GET', `/api/competitors?accountId=${accountId}&from=${monthAgo}&to=${today}`)).json()) as {
    rows: Array<{ kind: string; username: string }>;
  };
  const reports = (await (await apiCall(page, 'GET', '/api/reports')).json()) as { data: Array<{ id: string }> };
  const profile = (await (await apiCall(page, 'GET', '/api/users/profile')).json()) as { id: string };
  return {
    userId: profile.id,
    accounts: accounts.map((account) => account.accountId).sort(),
    competitors: list.rows
      .filter((row) => row.kind === 'competitor')
      .map((row) => row.username)
      .sort(),
    reports: reports.data.map((report) => report.id).sort(),
  };
}

/** A new demo has 3 accounts with 5 competitors each at once, and one report of each kind per account after its first sync. */
async function signInToFullDemo(page: Page) {
  await signInWithDemo(page);
  await expect
    .poll(async () => (await workspaceContents(page)).reports.length, { timeout: 60_000, message: 'the starting reports are saved after the first sync' })
    .toBe(6);
  const contents = await workspaceContents(page);
  expect(contents.accounts).toHaveLength(3);
  expect(contents.competitors).toHaveLength(5);
  return contents;
}

const signOutDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign out of the demo?' });

test('a demo starts full and survives signing out and "Try the demo" again in the same browser', async ({ page }) => {
  test.setTimeout(150_000);
  const before = await signInToFullDemo(page);

  // The competitors page lists the starting ones and offers the demo handles that can still be added.
  await page.getByRole('navigation').getByRole('link', { name: 'Competitors' }).first().click();
  await expect(page.getByText(/^5 of 20 competitors/)).toBeVisible();
  const offered = page.getByRole('group', { name: 'Demo accounts you can add:' }).getByRole('button');
  await expect(offered.first()).toBeVisible();
  const handle = ((await offered.first().textContent()) ?? '').trim();
  expect(before.competitors).not.toContain(handle.slice(1));
  await offered.first().click();
  await expect(page.getByLabel('Instagram username or profile link')).toHaveValue(handle);
  await expect(page.getByLabel('Instagram username or profile link')).toBeFocused();
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await expect(page.getByText(/^6 of 20 competitors/)).toBeVisible({ timeout: 15_000 });
  await expect(offered.filter({ hasText: handle })).toHaveCount(0);
  const withAdded = { ...before, competitors: [...before.competitors, handle.slice(1)].sort() };

  // Signing out asks first; Escape (or Cancel) keeps the visitor in the workspace.
  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  const dialog = signOutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Keep this workspace' })).toBeVisible();
  // Focus is inside and stays there: a dozen Tabs never leave the dialog.
  for (let step = 0; step < 12; step += 1) {
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus after ${step} Tabs`).toBe(true);
    await page.keyboard.press('Tab');
  }
  const audit = await auditScreen(page, 'demo sign-out dialog');
  expect(audit.findings).toEqual([]);
  await screenshot(page, 'demo-sign-out-dialog-1440');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sidebar(page).getByRole('button', { name: 'Sign out' })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/competitors$/);

  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await signOutDialog(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).refreshToken).toBeNull();

  await signInWithDemo(page);
  expect(await workspaceContents(page)).toEqual(withAdded);
});

test('"Keep this workspace" makes the demo an e-mail account that signs in later with all its data', async ({ page, request }) => {
  test.setTimeout(150_000);
  const before = await signInToFullDemo(page);
  const keeper = newUser('Keeper');
  const taken = newUser('Taken');
  expect((await request.post('/api/auth/register', { data: taken })).status()).toBe(201);

  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await signOutDialog(page).getByRole('button', { name: 'Keep this workspace' }).click();
  const keep = page.getByRole('dialog', { name: 'Keep this workspace' });
  const email = keep.getByLabel('Email');
  const password = keep.getByLabel('Password');
  await keep.getByRole('button', { name: 'Keep workspace' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  // Each refusal on the field it is about, in the server's words.
  await email.fill(taken.email);
  await password.fill(keeper.password);
  await keep.getByRole('button', { name: 'Keep workspace' }).click();
  await expect(keep.getByText(/^This e-mail is already used by another account/)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');

  await email.fill(keeper.email);
  await password.fill('password123');
  await keep.getByRole('button', { name: 'Keep workspace' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await password.fill(keeper.password);
  await keep.getByRole('button', { name: 'Keep workspace' }).click();
  const kept = page.getByRole('dialog', { name: 'Workspace kept' });
  await expect(kept.getByRole('status')).toContainText(keeper.email);
  await kept.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(kept).toBeHidden();
  await expect(sidebar(page).getByText(keeper.email, { exact: true })).toBeVisible();

  // No longer a demo: signing out asks nothing, and the e-mail and password open the same workspace.
  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInInUi(page, keeper);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(sidebar(page).getByText(keeper.email, { exact: true })).toBeVisible();
  expect(await workspaceContents(page)).toEqual(before);
  await page.goto('/app/settings');
  await expect(page.getByText(/This is a demo workspace/)).toHaveCount(0);

  // "Try the demo" in this browser now starts a new demo: the kept account is no demo to come back to.
  await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
  await signInWithDemo(page);
  expect((await workspaceContents(page)).userId).not.toBe(before.userId);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sign-out question opens from the drawer and fits the screen', async ({ page }) => {
    await signInWithDemo(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('button', { name: 'Sign out' }).click();
    const dialog = signOutDialog(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const audit = await auditScreen(page, 'demo sign-out dialog');
    expect(audit.findings).toEqual([]);
    await screenshot(page, 'demo-sign-out-dialog-375');
    await dialog.getByRole('button', { name: 'Keep this workspace' }).click();
    await expect(page.getByRole('dialog', { name: 'Keep this workspace' }).getByLabel('Email')).toBeVisible();
    await screenshot(page, 'demo-keep-workspace-375');
  });
});
