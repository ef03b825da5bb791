import type { Page, Request } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { firstSyncDone } from './support/api';
import { APP_SCREENS, openScreen, waitUntilSettled, type Screen } from './support/screens';
import { signInWithDemo } from './support/session';

/**
 * The demo makes no request to any other host. Its post pictures come from our own server
 * (/api/demo/media), its avatars are data: URLs, and nothing else in the app calls out. Every request
 * of every screen is recorded, at desktop and phone widths; data: and blob: URLs never leave the page.
 */

const SCREENS: Screen[] = [...APP_SCREENS, { name: 'metrics glossary', path: '/app/metrics' }];

function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(`${request.resourceType()} ${url}`);
  });
  return foreign;
}

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test(`no screen of the demo sends a request outside this server, at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const origin = new URL(baseURL!).origin;
    const foreign = recordForeignRequests(page, origin);
    const pictures: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/demo/media/')) pictures.push(`${response.status()} ${response.headers()['content-type']}`);
    });

    await signInWithDemo(page);
    // The demo's posts, and with them its pictures, arrive with its first sync: walk the screens once they have.
    await firstSyncDone(page);
    await page.reload();
    const picture = page.getByRole('region', { name: 'Top posts' }).locator('img').first();
    await expect(picture).toBeVisible({ timeout: 30_000 });
    // Pictures load lazily: one is brought into view and drawn, so its answer is among those recorded
    // (a scroll alone can leave the page before the browser asks for what came into view).
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    for (const screen of SCREENS) {
      await openScreen(page, screen);
      // Lazy images load once scrolled into view: the whole page is seen, as a reader would.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitUntilSettled(page);
      expect(foreign, `requests leaving ${origin} on ${screen.name}`).toEqual([]);
    }

    // The chat panel, open on the dashboard.
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Open chat' }).click();
    // A side panel on the desktop, an overlay dialog on a phone.
    await expect(page.getByRole(width > 800 ? 'complementary' : 'dialog', { name: 'AI Assistant' })).toBeVisible();
    await waitUntilSettled(page);

    expect(foreign, `requests leaving ${origin}`).toEqual([]);
    // The demo's pictures were really shown, from here, as pictures.
    expect(pictures.length, 'answers from /api/demo/media').toBeGreaterThan(0);
    expect(pictures.every((picture) => picture === '200 image/svg+xml; charset=utf-8')).toBe(true);
  });
}

test('the demo posts show their pictures from this server and no "Open on Instagram" link', async ({ page }) => {
  await signInWithDemo(page);
  const topPosts = page.getByRole('region', { name: 'Top posts' });
  const picture = topPosts.locator('img').first();
  await expect(picture).toBeVisible({ timeout: 20_000 });
  await expect(picture).toHaveAttribute('src', /^\/api\/demo\/media\/\d+$/);
  // Drawn, not a broken image: once in view (it loads lazily), the browser decoded it.
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(topPosts.getByRole('link', { name: /instagram/i })).toHaveCount(0);
  await expect(page.locator('a[href*="instagram.com"]')).toHaveCount(0);
  await screenshot(page, 'demo-dashboard-pictures-1440');
});
