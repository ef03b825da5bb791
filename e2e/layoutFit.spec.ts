import type { Page } from '@playwright/test';
import { clippedElements, documentOverflow, scrollingRegions } from './support/clipping';
import { expect, screenshot, test } from './support/fixtures';
import { allSyncsDone, competitorIdFor, firstSyncDone, reportIdFor, trackedCompetitorCount } from './support/api';
import { APP_SCREENS, openScreen, waitUntilSettled, type Screen } from './support/screens';
import { signInWithDemo } from './support/session';

/**
 * Layouts that fit: at 1440 and 375 px wide, on every screen, no element cuts its content
 * off sideways unless it is a deliberate, labelled scroll container (support/clipping.ts says which),
 * and the document itself never scrolls sideways. The legal pages are text only and stay out.
 */
const SCREENS: Screen[] = [...APP_SCREENS.filter((screen) => !/privacy|terms/.test(screen.name)), { name: 'metrics glossary', path: '/app/metrics' }];

const chatPanel = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' }).or(page.getByRole('dialog', { name: 'AI Assistant' }));

/** Soft, so one run names every clipped element of every screen. */
async function expectNothingClipped(page: Page, where: string) {
  expect.soft(await clippedElements(page), `${where}: elements whose content is cut off`).toEqual([]);
  expect.soft(await documentOverflow(page), `${where}: the page scrolls sideways by this many px`).toBe(0);
}

/** The reply to the "Content Ideas" suggestion carries a table (e2e/chat.spec.ts). */
async function openChatWithTable(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open chat' }).click();
  await chatPanel(page)
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /Content Ideas/ })
    .click();
  await chatPanel(page).getByRole('button', { name: 'Send' }).click();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 20_000 });
  const table = conversation.getByRole('table').first();
  await table.scrollIntoViewIfNeeded();
  return table;
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 812 } });

    test('every screen shows its content whole, or in a labelled scroll container', async ({ page }) => {
      test.setTimeout(330_000);
      await signInWithDemo(page);
      // The screens are read as a person sees them once the demo is synced, not mid-sync.
      await allSyncsDone(page);
      for (const screen of SCREENS) {
        await openScreen(page, screen);
        await expectNothingClipped(page, screen.name);
        // A desktop has room for every table of the app: none of them may need its sideways scroll there.
        if (width > 400) expect.soft(await scrollingRegions(page), `${screen.name}: tables that do not fit at ${width} px`).toEqual([]);
      }
    });

    test('the best-time grid fits its card on a desktop and scrolls, day names kept in view, on a phone', async ({ page }) => {
      await signInWithDemo(page);
      await openScreen(page, APP_SCREENS[0]);
      const grid = page.getByRole('region', { name: 'Weekday by hour grid' });
      await grid.scrollIntoViewIfNeeded();
      const fit = await grid.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
      if (width > 400) {
        expect(fit.scroll, 'all 24 hours visible without scrolling').toBeLessThanOrEqual(fit.client + 1);
        return;
      }
      expect(fit.scroll, 'the grid scrolls sideways inside its region').toBeGreaterThan(fit.client);
      const monday = grid.getByRole('rowheader', { name: 'Mon' });
      await grid.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
      const [day, region] = [await monday.boundingBox(), await grid.boundingBox()];
      // Scrolled to the last hour, the day name is still inside the region's left edge, not scrolled off it.
      expect(day!.x, 'the day label stays in view while the hours scroll').toBeGreaterThanOrEqual(region!.x - 0.5);
      expect(day!.x + day!.width).toBeLessThanOrEqual(region!.x + region!.width);
      await expect(grid).toHaveAttribute('tabindex', '0');
    });

    test('the content page pages its posts, all columns visible, counting what the summary counts', async ({ page }) => {
      await signInWithDemo(page);
      await openScreen(
        page,
        SCREENS.find((screen) => screen.name === 'content assistant')!,
      );
      const summary = await page
        .getByText(/^\d[\d,]* posts? in /)
        .first()
        .textContent();
      const summaryCount = Number(/^([\d,]+)/.exec(summary ?? '')![1].replace(/,/g, ''));
      const posts = page.getByRole('region', { name: 'Posts in this period' });
      await posts.scrollIntoViewIfNeeded();
      const status = posts.getByText(/^Showing \d+–\d+ of [\d,]+ posts?$/);
      await expect(status).toBeVisible();
      const [, first, last, total] = /^Showing (\d+)–(\d+) of ([\d,]+)/.exec((await status.textContent())!)!;
      expect(Number(total.replace(/,/g, '')), 'the list counts the posts the summary counts').toBe(summaryCount);
      expect([Number(first), Number(last)]).toEqual([1, Math.min(20, summaryCount)]);
      await expect(posts.locator('tbody tr')).toHaveCount(Math.min(20, summaryCount));
      if (summaryCount > 20) {
        await posts.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(posts.getByText(new RegExp(`^Showing 21–${Math.min(40, summaryCount)} of`))).toBeVisible();
        await expect(posts.getByRole('button', { name: 'Previous', exact: true })).toBeEnabled();
      }
      await expectNothingClipped(page, 'content page, second page of posts');
      await screenshot(page, `layout-content-posts-${width}`);
    });

    test('a table in a chat reply scrolls in its labelled region and keeps its captions readable', async ({ page }) => {
      await signInWithDemo(page);
      const table = await openChatWithTable(page);
      await waitUntilSettled(page);
      // One letter per line is what a squeezed column looks like: every header keeps whole words on a line.
      const squeezed = await table
        .locator('th')
        .evaluateAll((headers) =>
          headers.filter((th) => (th.textContent ?? '').length > 3 && th.getBoundingClientRect().width < 48).map((th) => th.textContent),
        );
      expect(squeezed, 'headers narrower than a short word').toEqual([]);
      await expectNothingClipped(page, 'chat panel with a table');
      await screenshot(page, `layout-chat-table-${width}`);
    });
  });
}

/** A4's 210 mm less the report's 12 mm side margins, at the 96 px per inch of CSS. */
const A4_CONTENT_PX = Math.floor(((210 - 2 * 12) / 25.4) * 96);

test('a report prints as an A4 document: no app chrome, tables within the page, its parts following on and its band legible', async ({ page }) => {
  await signInWithDemo(page);
  // The demo tracks its starting competitors in its first sync: the report is made once they are all there.
  await firstSyncDone(page);
  await competitorIdFor(page);
  const competitors = await trackedCompetitorCount(page);
  await page.goto(`/app/reports/${await reportIdFor(page)}`);
  const report = page.getByRole('article', { name: 'Report' });
  for (const part of ['Summary', 'Side by side', 'Public figures', 'Definitions'])
    await expect(report.getByRole('region', { name: part, exact: true })).toBeVisible();
  await expect(report.getByRole('region', { name: 'Summary', exact: true }).getByRole('listitem').first()).toContainText(
    `compared with ${competitors} competitor${competitors === 1 ? '' : 's'}`,
  );
  await expect(report.getByRole('region', { name: 'Definitions', exact: true })).toContainText('Public ER');

  await page.setViewportSize({ width: A4_CONTENT_PX, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeHidden();
  expect(await documentOverflow(page), 'the printed page is wider than A4 by this many px').toBe(0);
  const wideTables = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main table'))
      .filter((table) => table.getBoundingClientRect().right > document.documentElement.clientWidth + 1 || table.scrollWidth > table.clientWidth + 1)
      .map((table) => table.querySelector('caption')?.textContent),
  );
  expect(wideTables, 'tables wider than the page').toEqual([]);
  const breaks = await report.locator('[data-report-part]').evaluateAll((parts) => parts.map((part) => getComputedStyle(part).breakBefore));
  expect(breaks, 'the parts follow on instead of each starting a mostly blank page').toEqual(['auto', 'auto', 'auto', 'auto']);
  // "Prepared by" reads on paper with backgrounds printed: its text against its own band, at AA.
  const band = await page
    .getByTestId('prepared-by')
    .locator('p')
    .evaluate((text) => {
      const rgb = (value: string) => (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
      const luminance = (value: string) => {
        const [r, g, b] = rgb(value).map((channel) => {
          const c = channel / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [fg, bg] = [luminance(getComputedStyle(text).color), luminance(getComputedStyle(text.parentElement!).backgroundColor)];
      return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    });
  expect(band, 'contrast of "Prepared by" on its printed band').toBeGreaterThanOrEqual(4.5);

  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  // The demo's comparison report (a summary, a side-by-side table, eight figures and their definitions) fits on a few pages, none left blank.
  expect(pages.length, 'pages of the printed report').toBeGreaterThanOrEqual(1);
  expect(pages.length, 'pages of the printed report').toBeLessThanOrEqual(3);
});
