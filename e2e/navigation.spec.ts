import { auditScreen, blockingFindings } from './support/axe';
import { expect, screenshot, test } from './support/fixtures';
import { signInWithDemo } from './support/session';

/**
 * Unknown addresses: the server answers 404 and still sends the app, which goes on to / (a signed-in
 * person on to the dashboard) and says in a toast that the page asked for does not exist, naming it.
 */

const notice = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');

for (const width of [1440, 375]) {
  test(`an unknown public address goes to the home page with a toast naming it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Try the demo' }).first()).toBeVisible();
    await expect(notice(page)).toHaveText(/There is no page at \/no-such-page: the link may be mistyped, or the page may have moved\./);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
    await screenshot(page, `unknown-address-public-${width}`);
    expect(blockingFindings(await auditScreen(page, 'unknown address (public)'))).toEqual([]);
  });

  test(`an unknown app address goes on to the dashboard with a toast naming it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
    await signInWithDemo(page);
    const response = await page.goto('/app/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(notice(page)).toHaveText(/There is no page at \/app\/does-not-exist:/);
    await screenshot(page, `unknown-address-app-${width}`);
    expect(blockingFindings(await auditScreen(page, 'unknown address (app)'))).toEqual([]);
  });
}

test('an unknown /api address stays a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
});

test('a known page answers 200, so only unknown addresses are 404', async ({ page }) => {
  for (const path of ['/', '/login', '/privacy-policy', '/app/dashboard']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
  }
});
