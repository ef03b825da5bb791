import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { apiCall } from './support/api';
import { signInWithDemo } from './support/session';

const switcher = (page: Page) => page.getByRole('button', { name: /Instagram account: @.+ Switch account/ });
const syncButton = (page: Page) => page.getByRole('button', { name: 'Sync accounts' });

/** The accountId the chat sends with a message (in the body of POST /api/chat/stream). */
async function chatAccountIdFor(page: Page, text: string): Promise<string | null> {
  const streamRequest = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/chat/stream');
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const body = (await streamRequest).postDataJSON() as { accountId: string | null };
  await expect(page.getByRole('button', { name: 'Stop generating' })).toBeHidden({ timeout: 20_000 });
  return body.accountId;
}

test('the demo workspace: three accounts in the switcher, the chat follows the selection, sync and disconnect', async ({ page }) => {
  await signInWithDemo(page);

  // The three demo accounts arrive with the sign-in; the first is selected.
  await expect(switcher(page)).toBeVisible();
  await switcher(page).click();
  const listbox = page.getByRole('listbox', { name: 'Instagram Accounts' });
  await expect(page.getByText('3 accounts')).toBeVisible();
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const [first, second] = await options.locator('strong').allTextContents();
  await screenshot(page, 'accounts-switcher-open');
  await page.keyboard.press('Escape');

  // The demo data syncs within seconds of signing in: the selected account's figures show on the dashboard.
  await expect(page.getByText(`How ${first} performs`)).toBeVisible();
  const followers = page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Followers/ }) });
  await expect(followers).toContainText(/\d{1,3}(,\d{3})+/, { timeout: 20_000 });
  await expect(syncButton(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

  // The chat talks about the selected account; switching accounts changes the accountId it sends.
  await page.getByRole('button', { name: 'Open chat' }).click();
  const firstId = await chatAccountIdFor(page, 'How are my posts doing?');
  expect(firstId).toEqual(expect.any(String));
  await switcher(page).click();
  await page.getByRole('option', { name: new RegExp(second.replace('.', '\\.')) }).click();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(second.replace('.', '\\.')));
  const secondId = await chatAccountIdFor(page, 'And this account?');
  expect(secondId).toEqual(expect.any(String));
  expect(secondId).not.toBe(firstId);
  expect(await page.evaluate(() => localStorage.getItem('businessAccountId'))).toBe(secondId);
  await page.getByRole('button', { name: 'Close chat' }).first().click();

  // Sync spins while it runs and completes.
  await syncButton(page).click();
  await expect(syncButton(page)).toHaveAttribute('aria-busy', 'true');
  await expect(syncButton(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const status = (await (await apiCall(page, 'GET', '/api/connectors/sync/status')).json()) as { accounts: Array<{ state: string }> };
  expect(status.accounts.map((account) => account.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);

  // Disconnect in Settings removes one account and its data.
  await page.getByRole('link', { name: 'Settings' }).click();
  const card = page.getByRole('listitem', { name: second });
  await expect(card).toBeVisible();
  await screenshot(page, 'accounts-settings');
  const postsBefore = await apiCall(page, 'GET', `/api/posts?accountId=${secondId}&limit=1`);
  expect(((await postsBefore.json()) as { total: number }).total).toBeGreaterThan(100);
  await card.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: `Disconnect ${second}?` });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('listitem', { name: /^@/ })).toHaveCount(2);
  expect((await apiCall(page, 'GET', `/api/posts?accountId=${secondId}&limit=1`)).status()).toBe(404);
  await switcher(page).click();
  await expect(page.getByText('2 accounts')).toBeVisible();
});

test('the account switcher fits a phone header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInWithDemo(page);
  await expect(switcher(page)).toBeVisible();
  const box = await switcher(page).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await switcher(page).click();
  const listbox = page.getByRole('listbox', { name: 'Instagram Accounts' });
  await expect(listbox).toBeVisible();
  const list = await listbox.boundingBox();
  expect(list!.x).toBeGreaterThanOrEqual(0);
  expect(list!.x + list!.width).toBeLessThanOrEqual(375);
  await screenshot(page, 'accounts-switcher-mobile');
});
