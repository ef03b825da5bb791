import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiCall } from './support/api';
import { signInWithDemo } from './support/session';

/** The text of a download the page started, without the byte-order mark spreadsheet apps need. */
async function downloadedText(page: Page, start: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), start()]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  return { name: download.suggestedFilename(), text: text.replace(/^\uFEFF/, '') };
}

test('a demo competitor is added, compared, opened, reported on, exported and printed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithDemo(page);
  // A demo starts with 5 competitors per account and, once synced, a report of each kind per account.
  await expect.poll(async () => ((await (await apiCall(page, 'GET', '/api/reports')).json()) as { data: unknown[] }).data.length, { timeout: 60_000 }).toBe(6);
  await page.getByRole('navigation').getByRole('link', { name: 'Competitors' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();

  // The demo's business discovery knows @runclub.atx, a fitness account like the demo's first one, not among those it starts with.
  await page.getByLabel('Instagram username or profile link').fill('@runclub.atx');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  const table = page.getByRole('table', { name: /^Public figures for/ });
  const added = table.getByRole('row').filter({ has: page.getByRole('link', { name: '@runclub.atx' }) });
  await expect(added).toContainText('12,900', { timeout: 15_000 });
  await expect(table.getByRole('row').nth(1)).toContainText('You');
  await expect(page.getByText(/^6 of 20 competitors/)).toBeVisible();

  // A username nobody has: the server's reason, beside the field.
  await page.getByLabel('Instagram username or profile link').fill('@no.such.account.anywhere');
  await page.getByRole('button', { name: 'Add competitor' }).click();
  await expect(page.getByText(/^@no\.such\.account\.anywhere is not a business or creator account/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Instagram username or profile link')).toHaveAttribute('aria-invalid', 'true');

  // The table's own export (the growth ranking below it has another).
  const listCsv = await downloadedText(page, () => page.getByRole('region', { name: 'Side by side' }).getByRole('button', { name: 'Export CSV' }).click());
  // Data, not the cells as shown (docs/metrics.md#csv-exports): named after the account and the period.
  expect(listCsv.name).toMatch(/^[a-z0-9._]+_competitors_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const listLines = listCsv.text.split('\r\n');
  expect(listLines[0]).toBe(
    'account,account_kind,followers,net_follower_growth,follower_growth_pct,posts_per_week,avg_likes,posts_with_hidden_likes,avg_comments,public_er_pct',
  );
  expect(listLines[1]).toMatch(/^[a-z0-9._]+,own,\d+,/);
  expect(listLines.filter((line) => /^runclub\.atx,competitor,12900,/.test(line))).toHaveLength(1);

  await added.getByRole('link', { name: '@runclub.atx' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '@runclub.atx' })).toBeVisible();
  // A day in the browser's language: 3 Nov 2026 (en-GB) or Nov 3, 2026 (en-US).
  await expect(page.getByText(/^Tracked since (\d{1,2} [A-Z][a-z]{2} \d{4}|[A-Z][a-z]{2} \d{1,2}, \d{4}): history starts then\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'You and @runclub.atx' }).getByRole('rowheader', { name: /^Public ER/ })).toBeVisible();
  const posts = page.getByRole('region', { name: 'Recent posts' }).getByRole('list', { name: 'Posts' }).getByRole('listitem');
  await expect(posts.first()).toBeVisible();
  // The demo's posts do not exist on Instagram: no link pretends they do.
  await expect(posts.first().getByRole('link', { name: /on Instagram/ })).toHaveCount(0);

  await page.getByRole('link', { name: '← All competitors' }).click();
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Competitor analysis · @/ })).toBeVisible();
  const report = page.getByRole('article', { name: 'Report' });
  await expect(report.getByRole('table')).toContainText('runclub.atx');

  const reportCsv = await downloadedText(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(reportCsv.name).toMatch(/^[a-z0-9._]+_competitor-analysis-report_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const reportLines = reportCsv.text.split('\r\n');
  expect(reportLines[0]).toBe(listLines[0]);
  expect(reportLines.some((line) => line.startsWith('runclub.atx,competitor,'))).toBe(true);

  // On paper: the report alone, light, without the app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  await page.screenshot({ path: '/tmp/report-print.png', fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('navigation').getByRole('link', { name: 'User Comparison' }).first().click();
  await expect(page.getByRole('list', { name: 'Peer metrics' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('note', { name: 'Peer group' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page).toHaveURL(/\/app\/reports\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^User comparison · @/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Report' }).getByRole('table', { name: /against the peer group$/ })).toBeVisible();

  await page.getByRole('link', { name: '← All reports' }).click();
  const saved = page.getByRole('table', { name: 'Saved reports' }).getByRole('row');
  // The header, the two just generated (newest first), then the demo's six starting reports.
  await expect(saved).toHaveCount(9);
  await expect(saved.nth(1)).toContainText('User comparison');
  await expect(saved.nth(2)).toContainText('Competitor analysis');
});
