import { expect, test } from './support/fixtures';
import { scrollToEachDashboardChart } from './support/screens';
import { signInWithDemo } from './support/session';

test('the demo dashboard shows KPIs, charts and the heatmap, and a new range updates them and the URL', async ({ page }) => {
  await signInWithDemo(page);
  const figures = page.getByRole('list', { name: 'Key figures' });
  const followersTile = figures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Followers/ }) });
  // The first sync fills the dashboard within seconds of "Try the demo".
  await expect(followersTile).toContainText(/\d{1,3}(,\d{3})+/, { timeout: 15_000 });
  const postsTile = figures.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Posts published/ }) });
  await expect(postsTile).toContainText(/vs previous period/);

  await scrollToEachDashboardChart(page);
  const heatmap = page.getByRole('region', { name: 'Best time to post' });
  await expect(heatmap.getByRole('list', { name: 'Best hours' }).getByRole('listitem')).toHaveCount(3);
  await expect(heatmap).toContainText(/Based on \d+ posts in this period/);

  // Each chart's data table sits behind a disclosure under the chart.
  await page.getByRole('region', { name: 'Followers' }).getByText('Data table').click();
  const followerRows = page.getByRole('region', { name: 'Followers, by day' }).getByRole('row');
  await expect(followerRows).toHaveCount(31);
  const postsIn30Days = await postsTile.locator('p').first().textContent();

  await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\?days=7$/);
  await expect(followerRows).toHaveCount(8);
  await expect(postsTile.locator('p').first()).not.toHaveText(postsIn30Days ?? '');

  // The range survives a reload: it lives in the URL.
  await page.reload();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('region', { name: 'Followers' }).getByText('Data table').click();
  await expect(followerRows).toHaveCount(8);
});

test('a content-assistant button opens the chat with a prepared message, and the answer quotes a figure the page shows', async ({ page }) => {
  await signInWithDemo(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Content Assistant' }).first().click();
  // The assistant's content findings cover the last 90 days, and a comparison is only recommended once
  // its interval is settled, which the demo's 30 days of posts do not do: read the page over 90 days too.
  await expect(page.getByRole('heading', { level: 1, name: 'Content Assistant' })).toBeVisible();
  await page.getByRole('button', { name: '90 days' }).click();
  const recommendations = page.getByRole('region', { name: 'Recommendations' });
  // The demo account's first sync fills the page within seconds.
  const first = recommendations.getByRole('listitem').first().locator('p');
  await expect(first).toHaveText(/×/, { timeout: 15_000 });
  const finding = (await first.textContent()) ?? '';
  await expect(page.getByRole('region', { name: 'By format' }).getByRole('table')).toBeVisible();

  await recommendations.getByRole('button', { name: 'Ideas like my top posts' }).click();
  const panel = page.getByRole('complementary', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByText(/^Give me content ideas like my top posts/)).toBeVisible();
  // The assistant reads the same analytics service as the page, so it quotes the same finding.
  await expect(conversation.getByText(finding, { exact: false }).last()).toBeVisible({ timeout: 15_000 });
});
