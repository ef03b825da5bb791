import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { startHoldingProxy, type HoldingProxy } from '../src/server/jobs/testing/holdingProxy';
import { startGraphFake, type GraphFake } from '../src/server/meta/testing/graphFakeServer';
import { childServerEnv, graphEnvOf, startChildServer, type ChildServer } from '../src/server/test/childServer';
import { expect, screenshot, test } from './support/fixtures';
import { newUser, storedSession } from './support/session';

/**
 * A new user's first sync, read in the browser: until it has stored posts, every dashboard card says the
 * sync is running, none reads the empty period as "0" or "no posts" (docs/sync.md). A server of this
 * spec's own (the same build) reads Meta from the loopback Graph fake through a proxy that holds the
 * sync's first request, so the first sync stays under way for as long as the test looks, then goes on.
 */

const repoRoot = path.resolve(__dirname, '..');
let graph: GraphFake;
let proxy: HoldingProxy;
let server: ChildServer;
let dataDir: string;

test.beforeAll(async () => {
  graph = await startGraphFake();
  proxy = await startHoldingProxy(graph.url);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-e2e-first-sync-'));
  server = await startChildServer(
    repoRoot,
    (port) =>
      childServerEnv(
        port,
        { publicUrl: `http://127.0.0.1:${port}`, dataDir, databaseUrl: null },
        { ...graphEnvOf(proxy.url, graph.world), DEMO_MODE: 'false' },
      ),
    60_000,
  );
});

test.afterAll(async () => {
  if (server && !server.chain.exit()) server.chain.root.kill('SIGKILL');
  await proxy?.close();
  await graph?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const origin = () => `http://127.0.0.1:${server.port}`;
/** A sync's profile read (GET /{ig-user-id}): the first request each sync makes. */
const isProfileRead = (requestPath: string) => graph.world.accounts.some((account) => requestPath === `/${account.igUserId}`);

async function registerAndConnect(page: Page): Promise<void> {
  const user = newUser('FirstSync');
  await page.goto(`${origin()}/register`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // Connected as the connect dialog does it, through the API with the user's own session.
  const { accessToken } = await storedSession(page);
  const headers = { Authorization: `Bearer ${accessToken}` };
  const authUrl = await page.request.get(`${origin()}/api/connectors/instagram/auth-url?flavour=facebook`, { headers });
  expect(authUrl.ok()).toBe(true);
  const { state } = (await authUrl.json()) as { state: string };
  const connected = await page.request.post(`${origin()}/api/connectors/instagram/connect`, { headers, data: { code: 'demo-code', state } });
  expect(connected.ok()).toBe(true);
}

const card = (page: Page, name: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

test('every dashboard card says the first sync is running until it has stored posts, then shows them', async ({ page }) => {
  test.setTimeout(240_000);
  proxy.hold(isProfileRead);
  try {
    await registerAndConnect(page);
    await expect.poll(() => proxy.held().length, { timeout: 60_000 }).toBeGreaterThan(0);
    await page.goto(`${origin()}/app/dashboard`);
    await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 30_000 });
    for (const name of ['Best time to post', 'Formats', 'Top posts', 'Lowest posts']) {
      await expect(card(page, name)).toContainText('Syncing… the posts appear here when the first sync finishes.');
      await expect(card(page, name)).not.toContainText(/No posts in this period|Based on 0 posts/);
    }
    await expect(page.getByText(/No posts in this period|Based on 0 posts|No posts in this period to learn from/)).toHaveCount(0);
    await screenshot(page, 'first-sync-dashboard-1440');
  } finally {
    proxy.release();
  }
  // The sync goes on: the cards fill in by themselves, without a reload.
  await expect(card(page, 'Top posts')).not.toContainText('Syncing…', { timeout: 180_000 });
  await expect(card(page, 'Top posts').getByRole('link').first()).toBeVisible();
});
