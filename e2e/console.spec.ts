import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './support/fixtures';

/**
 * What a user with DevTools open would see go wrong: console errors, uncaught exceptions and
 * Content-Security-Policy violations (reported both as console errors and as DOM events).
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.beforeEach(async ({ page }) => {
  // Installed before any page script runs, so violations during start-up are caught too.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
});

// Soft checks per page, so one run reports every page that has a problem.
test('the landing page, sign-in and the dashboard run without console errors or CSP violations', async ({ page }) => {
  const problems = watchForProblems(page);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Try the demo' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'landing-1440');
  expect.soft(await cspViolations(page), 'CSP violations on /').toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  // Focusing the form loads the validation chunk: it must load under the CSP as well.
  await page.getByLabel('Email').focus();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'login-1440');
  expect.soft(await cspViolations(page), 'CSP violations on /login').toEqual([]);

  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'dashboard-1440');
  expect.soft(await cspViolations(page), 'CSP violations on /app/dashboard').toEqual([]);

  expect(problems).toEqual([]);
});

test('the chat panel loads its code and renders a streamed reply without console errors or CSP violations', async ({ page }) => {
  const problems = watchForProblems(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The panel's chunk (markdown, GFM, Prism) loads on first open and injects its own styles.
  await page.getByRole('button', { name: 'Open chat' }).click();
  await page
    .getByRole('list', { name: 'Suggestions' })
    .getByRole('button', { name: /Engagement Tips/ })
    .click();
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  // The reply streams while the demo's three first syncs run on the embedded database, on the same
  // event loop: on a loaded 2-core machine the end of the stream can take longer than the default wait.
  await expect(log.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });

  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
