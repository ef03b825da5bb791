import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { firstSyncDone, reportIdFor } from './support/api';
import { sidebar, signInWithDemo } from './support/session';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 812 } });

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

async function expectNoHorizontalOverflow(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page is ${scrollWidth}px wide at ${WIDTH}px`).toBeLessThanOrEqual(WIDTH);
}

test('public pages fit a 375px screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'landing-375');

  for (const [path, heading] of [
    ['/login', 'Welcome back'],
    ['/register', 'Create your account'],
    ['/privacy-policy', /privacy/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});

test('the navigation drawer opens from the menu button, navigates and closes', async ({ page }) => {
  await signInWithDemo(page);
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'dashboard-375');

  // No sidebar at this width: the navigation lives in the drawer.
  await expect(sidebar(page)).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page).getByText('Demo User', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await screenshot(page, 'drawer-375');

  await drawer(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expectNoHorizontalOverflow(page);

  await menuButton.click();
  await expect(drawer(page).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/app\/settings$/);

  await menuButton.click();
  await expect(drawer(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
});

test('every app page fits a 375px screen', async ({ page }) => {
  await signInWithDemo(page);
  for (const link of ['Competitors', 'User Comparison', 'Content Assistant', 'Settings', 'Dashboard']) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer(page).getByRole('link', { name: link }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  }
});

test('each saved report shows its whole title, date, Rename and Delete on a 375px screen', async ({ page }) => {
  await signInWithDemo(page);
  await firstSyncDone(page);
  await reportIdFor(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer(page).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Saved reports' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Rename / }) });
  await expect(rows.first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  // Nothing scrolls sideways inside the table's box either: what is in a row is on the screen.
  const region = table.locator('xpath=..');
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), 'the table scrolls sideways').toBeLessThanOrEqual(0);

  for (const row of (await rows.all()).slice(0, 3)) {
    await row.scrollIntoViewIfNeeded();
    const title = row.getByRole('cell').first();
    await expect(title.getByRole('link')).toBeInViewport({ ratio: 1 });
    expect(await title.evaluate((cell) => cell.scrollWidth <= cell.clientWidth), 'the title is not clipped').toBe(true);
    await expect(row.locator('td[data-label="Generated"]')).toBeInViewport({ ratio: 1 });
    for (const name of [/^Rename /, /^Delete /]) {
      await expect(row.getByRole('button', { name })).toBeVisible();
      await expect(row.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
  }
  await rows.first().scrollIntoViewIfNeeded();
  await screenshot(page, 'reports-375');
});
