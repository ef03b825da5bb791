import type { AudienceAnswer } from '../src/shared/audience';
import { notOfferedAnswer } from '../src/client/features/audience/testing/audienceFixture';
import { firstSyncDone } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { signInWithDemo } from './support/session';

const audienceReady = async (page: import('@playwright/test').Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Followers: age and gender' })).toBeVisible({ timeout: 20_000 });
};

test.describe('the audience page', () => {
  for (const width of [1440, 375]) {
    test(`shows the demo account's followers by age, gender, country and city, and how engaged and reached audiences differ, at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await signInWithDemo(page);
      await firstSyncDone(page);
      await page.goto('/app/audience');
      await audienceReady(page);
      await expect(page).toHaveTitle(/^Audience · @/);
      // The demo coach in Austin: followers mostly from the United States, Austin the first city.
      const countries = page.getByRole('table', { name: /Followers: top countries/ });
      await expect(countries.getByRole('row').nth(1)).toContainText('United States');
      await expect(
        page
          .getByRole('table', { name: /Followers: top cities/ })
          .getByRole('row')
          .nth(1),
      ).toContainText('Austin, Texas');
      await expect(page.getByText(/^Women \d+\.\d%, men \d+\.\d%, not specified \d+\.\d%\.$/)).toBeVisible();
      await expect(page.getByRole('table', { name: 'By age' }).getByRole('row')).toHaveCount(8);
      await screenshot(page, `audience-${width}`);
      await page.getByRole('region', { name: 'Followers: top countries', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `audience-places-${width}`);
      await page.getByRole('region', { name: 'Engaged and reached audiences against followers', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `audience-differences-${width}`);

      await page.getByRole('combobox', { name: /^Audience/ }).selectOption('reached');
      await expect(page).toHaveURL(/\/app\/audience\?audience=reached$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Reached audience: age and gender' })).toBeVisible();
      if (width === 375) {
        // Nothing wider than the phone: the page scrolls only down.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
    });

    test(`says "not offered" for an account under 100 followers, at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await signInWithDemo(page);
      await firstSyncDone(page);
      // Every demo account has far more than Meta's 100 followers, so the server's answer for one under it (the
      // rows the sync stores then, as src/server/modules/audience/audience.test.ts reads them back) is played here.
      await page.route('**/api/analytics/audience?**', async (route) => {
        const real = (await (await route.fetch()).json()) as AudienceAnswer;
        const answer = notOfferedAnswer(real, real.latest!.takenOn);
        await route.fulfill({ json: answer });
      });
      await page.goto('/app/audience');
      const state = page.getByRole('region', { name: 'Audience not offered by Meta' });
      await expect(state).toContainText('Not offered: Meta shows audience data only for accounts with 100+ followers.', { timeout: 20_000 });
      await expect(state).toContainText('has 86 followers');
      await expect(page.getByRole('table')).toHaveCount(0);
      await screenshot(page, `audience-not-offered-${width}`);
    });
  }
});
