import type { Locator, Page } from '@playwright/test';
import type { Overview } from '../src/shared/analytics';
import type { CompetitorList } from '../src/shared/competitors';
import type { PeerComparison } from '../src/shared/peers';
import type { PostsPage } from '../src/shared/posts';
import { apiCall } from './support/api';
import { expect, test } from './support/fixtures';
import { signInWithDemo } from './support/session';

/**
 * One definition of every figure (docs/metrics.md), read as a user reads it: for @mayamoves.fit and one
 * period, the dashboard, the content page, the competitors page's own row and the user comparison
 * show the same public ER, net growth and post count, and those are the API's figures.
 *
 * The period is the peer comparison's window (the last 30 days on the account's clock), given to
 * the other pages in their URL, since the user comparison has no period control of its own.
 */
const ACCOUNT = 'mayamoves.fit';

/** A figure as written on a page ("5.22%", "+922", "−1.6%", "8.6 / week") read back as a number. */
function writtenNumber(text: string): number {
  const match = /([+\u2212-]?)([\d,]+(?:\.\d+)?)/.exec(text.replace(/\s/g, ' '));
  if (!match) throw new Error(`no number in "${text}"`);
  const magnitude = Number(match[2].replace(/,/g, ''));
  return match[1] === '-' || match[1] === '\u2212' ? -magnitude : magnitude;
}

async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await apiCall(page, 'GET', path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function chooseAccount(page: Page, username: string): Promise<void> {
  const switcher = page.getByRole('button', { name: /Instagram account: @.+ Switch account/ });
  await expect(switcher).toBeVisible({ timeout: 15_000 });
  if ((await switcher.getAttribute('aria-label'))?.includes(`@${username}.`)) return;
  await switcher.click();
  await page.getByRole('option', { name: new RegExp(`@${username.replace(/\./g, '\\.')}`) }).click();
  await expect(switcher).toHaveAttribute('aria-label', `Instagram account: @${username}. Switch account`);
}

/** The value of one of the dashboard's key figures, once the account's figures have arrived. */
const kpiValue = (page: Page, label: RegExp): Locator =>
  page
    .getByRole('list', { name: 'Key figures' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: label }) })
    .locator('p')
    .first();

/** A cell of a table row, by its column's header text. */
async function cellByHeader(table: Locator, row: Locator, header: string): Promise<string> {
  const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) => text.startsWith(header) && (header !== 'Growth' || !text.startsWith('Growth %')));
  expect(index, `column ${header} among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await row.locator('th, td').nth(index).textContent()) ?? '').trim();
}

test('the dashboard, content, competitors and user comparison pages show one public ER, net growth and post count for one account and period', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithDemo(page);
  await chooseAccount(page, ACCOUNT);
  const accounts = await apiJson<Array<{ accountId: string; accountName: string }>>(page, '/api/connectors/accounts');
  const accountId = accounts.find((account) => account.accountName === ACCOUNT)!.accountId;
  // The demo's first sync fills the account within seconds of signing in; its figures are read after it.
  await expect
    .poll(
      async () =>
        (await apiJson<{ accounts: Array<{ accountId: string; state: string }> }>(page, '/api/connectors/sync/status')).accounts.find(
          (status) => status.accountId === accountId,
        )?.state,
      { timeout: 30_000 },
    )
    .toBe('succeeded');

  // The period: the peer comparison's fixed window, which every other page is then asked for by its URL.
  const peers = await apiJson<PeerComparison>(page, `/api/analytics/peers?accountId=${accountId}`);
  const { from, to } = peers.window;
  const period = new URLSearchParams({ from, to });
  const query = new URLSearchParams({ accountId, from, to });
  const [overview, competitors, posts] = await Promise.all([
    apiJson<Overview>(page, `/api/analytics/overview?${query}`),
    apiJson<CompetitorList>(page, `/api/competitors?${query}`),
    apiJson<PostsPage>(page, `/api/posts?${query}&limit=1`),
  ]);
  // The answers agree among themselves and read the period as the peer window does, on one clock.
  for (const answer of [overview, competitors, posts])
    expect({ range: answer.range, timezone: answer.timezone }).toEqual({ range: peers.window, timezone: peers.timezone });
  const own = competitors.rows.find((row) => row.kind === 'own')!;
  const peerMetric = (key: string) => peers.metrics.find((metric) => metric.key === key)!;
  const count = overview.kpis.posts.value!;
  expect(count).toBeGreaterThan(0);
  expect([posts.total, own.posts]).toEqual([count, count]);
  expect(own.publicEr).toBe(overview.kpis.publicEr.value);
  expect(peerMetric('publicEr').value).toBe(overview.kpis.publicEr.value);
  expect(own.followerGrowth?.net).toBe(overview.kpis.netGrowth.value);
  expect(peerMetric('followerGrowth').value).toBeCloseTo(own.followerGrowth!.percent! / 100, 12);
  expect(peerMetric('postingFrequency').value).toBeCloseTo(own.postsPerWeek, 12);

  // Dashboard.
  await page.goto(`/app/dashboard?${period}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(kpiValue(page, /^Posts published/)).toHaveText(/^\d/, { timeout: 20_000 });
  const dashboard = {
    publicEr: (await kpiValue(page, /^Public ER/).textContent())!.trim(),
    netGrowth: (await kpiValue(page, /^Net follower growth/).textContent())!.trim(),
    posts: (await kpiValue(page, /^Posts published/).textContent())!.trim(),
  };
  // The page's figures are the API's, as written (2 decimals of a percentage, a signed whole number).
  expect(writtenNumber(dashboard.publicEr)).toBeCloseTo(overview.kpis.publicEr.value! * 100, 2);
  expect(writtenNumber(dashboard.netGrowth)).toBe(overview.kpis.netGrowth.value);
  expect(writtenNumber(dashboard.posts)).toBe(count);

  // Content page: its summary counts the same posts, and its list of the period's posts agrees with it.
  await page.goto(`/app/content-analysis?${period}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Content Assistant' })).toBeVisible();
  const summary = page.getByText(/^[\d,]+ posts? in .+; times in /);
  await expect(summary).toBeVisible({ timeout: 20_000 });
  expect(writtenNumber((await summary.textContent())!)).toBe(count);
  const list = page.getByRole('table', { name: 'Posts with their metrics' });
  await expect(list).toBeVisible();
  const postsCard = page.getByRole('region', { name: 'Posts in this period' });
  const listed = await list.locator('tbody tr').count();
  // Either every post of the count is listed, or the list says it shows N of M, M being that count.
  const ofTotal = /\bof (?:the )?([\d,]+)\b/.exec((await postsCard.textContent()) ?? '');
  if (listed !== count) {
    expect(ofTotal, `the list shows ${listed} rows for ${count} posts and does not say "N of ${count}"`).not.toBeNull();
    expect(writtenNumber(ofTotal![1])).toBe(count);
  } else {
    expect(listed).toBe(count);
  }

  // Competitors page: the account's own row.
  await page.goto(`/app/competitors?${period}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Public figures for / });
  await expect(table).toBeVisible({ timeout: 20_000 });
  const ownRow = table
    .locator('tbody tr')
    .filter({ hasText: `@${ACCOUNT}` })
    .first();
  await expect(ownRow).toBeVisible();
  const competitorsPage = {
    publicEr: await cellByHeader(table, ownRow, 'Public ER'),
    netGrowth: await cellByHeader(table, ownRow, 'Growth'),
    growthPercent: await cellByHeader(table, ownRow, 'Growth %'),
    postsPerWeek: await cellByHeader(table, ownRow, 'Posts per week'),
  };
  expect(competitorsPage.publicEr).toBe(dashboard.publicEr);
  expect(competitorsPage.netGrowth).toBe(dashboard.netGrowth);
  // The list gives posts per week, the count over the period's days × 7, to one decimal.
  expect(writtenNumber(competitorsPage.postsPerWeek)).toBeCloseTo((count / overview.range.days) * 7, 1);

  // User comparison: the same public ER, the same growth % (written as the competitors' Growth %) and the same posting frequency.
  await page.goto('/app/user-comparison');
  await expect(page.getByRole('heading', { level: 1, name: 'User Comparison' })).toBeVisible();
  const tileValue = (label: string) =>
    page.getByRole('list', { name: 'Peer metrics' }).getByRole('listitem', { name: label }).locator('.figures > span').first();
  await expect(tileValue('Public engagement rate')).toHaveText(/\d/, { timeout: 20_000 });
  expect((await tileValue('Public engagement rate').textContent())!.trim()).toBe(dashboard.publicEr);
  expect(writtenNumber((await tileValue('Posting frequency').textContent())!)).toBe(writtenNumber(competitorsPage.postsPerWeek));
  expect((await tileValue('Follower growth').textContent())!.trim()).toBe(competitorsPage.growthPercent);
  expect(writtenNumber(competitorsPage.growthPercent)).toBeCloseTo(own.followerGrowth!.percent!, 2);
  await expect(page.getByRole('note', { name: 'Peer group' })).toContainText(`Last ${peers.window.days} days`);
});
