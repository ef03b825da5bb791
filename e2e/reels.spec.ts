import path from 'node:path';
import type { Page } from '@playwright/test';
import { documentOverflow } from './support/clipping';
import { expect, SCREENSHOT_DIR, test } from './support/fixtures';
import { discoveryReady, reelsReady, waitUntilSettled } from './support/screens';
import { signInWithDemo } from './support/session';

/** The whole page, so the screenshot shows every section (the shared helper takes the viewport only). */
const fullShot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });

/** A day of the account's calendar, `days` ago (UTC is close enough for periods far from today). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('the Reels page shows watch times, the weekly trend and the reels that hold attention, and an empty period says so', async ({ page }) => {
      await signInWithDemo(page);
      await page.goto('/app/reels?days=90');
      await reelsReady(page);
      const figures = page.getByRole('list', { name: 'Reels figures' });
      const average = figures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Average watch time/ }) });
      // The demo's first sync fills the page within seconds: a watch time in seconds, never 0.
      await expect(average).toContainText(/\d+(\.\d)? s/, { timeout: 20_000 });
      await expect(figures).toContainText('Not offered by Meta');
      await expect(page.getByRole('list', { name: 'Reels that hold attention longest' }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('img', { name: /Average watch time per week/ })).toBeVisible();
      const reels = page.getByRole('table', { name: /longest average watch time first/ });
      await expect(reels.getByRole('row').nth(1)).toContainText(/\d s/);
      await waitUntilSettled(page);
      expect(await documentOverflow(page), 'the page scrolls sideways by this many px').toBe(0);
      await fullShot(page, `reels-${width}`);

      // Long before the demo account's history: no reel, said in words.
      await page.goto(`/app/reels?from=${daysAgo(700)}&to=${daysAgo(680)}`);
      await expect(page.getByRole('heading', { name: 'No reels in this period' })).toBeVisible({ timeout: 20_000 });
      await fullShot(page, `reels-empty-${width}`);
    });

    test('the Discovery page splits views and reach by follower status, lists link taps and follows, and says when days are not offered', async ({ page }) => {
      await signInWithDemo(page);
      if (width === 1440) {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discovery' }).click();
        await expect(page).toHaveURL(/\/app\/discovery/);
      }
      await page.goto('/app/discovery?days=30');
      await discoveryReady(page);
      const figures = page.getByRole('list', { name: 'Discovery figures' });
      const share = figures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Views from non-followers/ }) });
      await expect(share).toContainText(/\d+(\.\d)?%/, { timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Reach: followers and non-followers' })).toContainText(/Non-followers: [\d,]+ \(/);
      await expect(page.getByRole('table', { name: /Taps per profile button/ }).getByRole('row')).not.toHaveCount(1);
      await expect(page.getByRole('img', { name: /Net follows per day/ })).toBeVisible();
      await waitUntilSettled(page);
      expect(await documentOverflow(page), 'the page scrolls sideways by this many px').toBe(0);
      await fullShot(page, `discovery-${width}`);

      // Older than the 30 days Meta keeps, and before the demo's first sync: unknown, with the reason, never 0.
      await page.goto(`/app/discovery?from=${daysAgo(200)}&to=${daysAgo(170)}`);
      await discoveryReady(page);
      await expect(share).toContainText('—');
      await expect(share).toContainText('Meta keeps this for the last 30 days only');
      await fullShot(page, `discovery-not-kept-${width}`);
    });
  });
}
