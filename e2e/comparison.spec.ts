import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';
import { signInWithDemo } from './support/session';

/** "Compare with" on the dashboard, and the competitor trends, at a desktop and a phone width. */

const postsTile = (page: Page) =>
  page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Posts published/ }) });

/** Whether anything lies wider than the viewport (a phone would scroll sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('"Compare with" changes the URL, the figures\' change labels and the charts\' dashed line', async ({ page }) => {
      await signInWithDemo(page);
      // The first sync fills the dashboard within seconds of "Try the demo".
      await expect(postsTile(page)).toContainText(/vs previous period/, { timeout: 30_000 });
      const compare = page.getByRole('combobox', { name: 'Compare with' });
      await expect(compare).toHaveValue('previous');
      const followers = page.getByRole('region', { name: 'Followers' });
      await expect(followers.getByText(/^Dashed: the previous period,/)).toBeVisible();

      await compare.selectOption({ label: 'Same period last year' });
      await expect(page).toHaveURL(/[?&]compare=year(&|$)/);
      // The demo's history reaches 18 months back, so the same days a year ago have figures to compare with.
      await expect(postsTile(page)).toContainText(/vs same period last year|no comparison/);
      await expect(followers.getByText(/^Dashed: the same period last year,/)).toBeVisible();
      await followers.scrollIntoViewIfNeeded();
      await expect(followers.locator('canvas').first()).toBeVisible();
      await followers.getByText('Data table').click();
      await expect(followers.getByRole('columnheader', { name: 'Followers, same period last year' })).toBeVisible();
      expect(await overflow(page)).toBe(0);
      await screenshot(page, `comparison-dashboard-year-${width}`);

      // The choice is in the URL: it survives a reload.
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Compare with' })).toHaveValue('year');

      await page.getByRole('combobox', { name: 'Compare with' }).selectOption({ label: 'No comparison' });
      await expect(page).toHaveURL(/[?&]compare=none(&|$)/);
      await expect(postsTile(page)).not.toContainText(/vs |no comparison|No data/);
      await expect(page.getByRole('region', { name: 'Followers' }).getByText(/^Dashed:/)).toHaveCount(0);
    });

    test('the competitors page ranks growth and draws followers and public ER per account', async ({ page }) => {
      test.setTimeout(120_000);
      await signInWithDemo(page);
      await page.goto('/app/competitors');
      await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
      // A demo account starts with 5 competitors, added by its first sync.
      const ranking = page.getByRole('table', { name: 'Follower growth over the period, highest first' });
      await expect(ranking.getByRole('row')).toHaveCount(7, { timeout: 60_000 });
      await expect(ranking.getByRole('row').filter({ hasText: '(you)' })).toHaveCount(1);

      // The demo's competitors arrive with months of snapshots: every one has a growth over 30 days, and no line starts late.
      await expect(ranking.getByRole('row').filter({ hasText: /tracking since/ })).toHaveCount(0);
      const followers = page.getByRole('region', { name: 'Followers over time' });
      await expect(followers.getByText(/Shorter history than the period/)).toHaveCount(0);
      await followers.scrollIntoViewIfNeeded();
      await expect(followers.locator('canvas').first()).toBeVisible();
      const er = page.getByRole('region', { name: 'Public ER by week' });
      await er.scrollIntoViewIfNeeded();
      await expect(er.locator('canvas').first()).toBeVisible();
      // The legend names every account.
      await expect(er.locator('.u-legend')).toContainText('(you)');
      await er.getByText('Data table').click();
      await expect(
        er
          .getByRole('table', { name: /^Public ER by account and week/ })
          .getByRole('row')
          .nth(1),
      ).toContainText('%');
      expect(await overflow(page)).toBe(0);
      await er.scrollIntoViewIfNeeded();
      await screenshot(page, `comparison-competitor-trends-${width}`);
      await ranking.scrollIntoViewIfNeeded();
      await screenshot(page, `comparison-growth-ranking-${width}`);
    });
  });
}
