import { expect, screenshot, test } from './support/fixtures';

/**
 * The API reference (/api/docs) is a third-party page served under the app's own CSP: it must
 * render the generated document with no script or style blocked.
 */
test('the API reference renders every operation of the document under the app’s CSP', async ({ page }) => {
  const blocked: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });

  const documented = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const operationCount = Object.values(documented.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Instagram Analytics Workspace API/ })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operationCount);

  const login = page.locator('.opblock').filter({ hasText: '/api/auth/login' });
  await login.locator('.opblock-summary-path').click();
  await expect(login.getByRole('heading', { name: /Request body/ })).toBeVisible();
  await expect(login.getByText(/Too many attempts/)).toBeVisible();
  await screenshot(page, 'api-reference-1440');
  expect(blocked).toEqual([]);
});
