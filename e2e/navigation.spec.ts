import { auditScreen, blockingFindings } from './support/axe';
import { expect, screenshot, test } from './support/fixtures';
import { signInWithDemo } from './support/session';

/**
 * Unknown addresses (issue #19, departing from SPEC §2's redirect to /): the server answers 404 and
 * still sends the app, which shows a page that says so, titled so, with a way back a keyboard reaches.
 */

/** Tabs from the top of the page until the link has focus, then follows it with Enter: the way back works without a mouse. */
async function followByKeyboard(page: import('@playwright/test').Page, name: string) {
  const link = page.getByRole('link', { name });
  for (let presses = 0; presses < 30 && !(await link.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

for (const width of [1440, 375]) {
  test(`an unknown public address shows the not-found page with a way home, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('There is no page at /no-such-page.')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found · /);
    await screenshot(page, `not-found-public-${width}`);
    expect(blockingFindings(await auditScreen(page, 'not found (public)'))).toEqual([]);
    await followByKeyboard(page, 'Back to the home page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Try the demo' }).first()).toBeVisible();
  });

  test(`an unknown app address shows the not-found page inside the shell with a way back to the dashboard, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await signInWithDemo(page);
    const response = await page.goto('/app/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/does-not-exist$/);
    await expect(page).toHaveTitle(/^Page not found · /);
    await screenshot(page, `not-found-app-${width}`);
    expect(blockingFindings(await auditScreen(page, 'not found (app)'))).toEqual([]);
    await followByKeyboard(page, 'Back to the dashboard');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('a known page answers 200, so only unknown addresses are 404', async ({ page }) => {
  for (const path of ['/', '/login', '/privacy-policy', '/app/dashboard']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});
