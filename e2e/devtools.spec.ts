import type { Page } from '@playwright/test';
import { REDACTED } from '../src/client/app/devtoolsSanitizers';
import { installFakeDevToolsExtension, type FakeDevToolsWindow } from '../src/client/test/fakeDevToolsExtension';
import { expect, test } from './support/fixtures';
import { newUser, registerInUi, replaceStoredAccessToken, storedSession } from './support/session';

/**
 * What this page's stand-in extension saw: whom the store connected as, the action types, and which
 * of the given secrets the raw actions carried and which DevTools was shown (in an action or a state).
 * Searched in the page: the states it was shown are too large to ship to the test whole.
 */
async function devToolsReport(page: Page, secrets: string[]) {
  return page.evaluate(
    ([secretList, redacted]) => {
      const record = (window as unknown as FakeDevToolsWindow).__fakeDevTools;
      if (!record) throw new Error('the stand-in extension is not installed');
      const found = (texts: string[]) => secretList.filter((secret) => texts.some((text) => text.includes(secret)));
      return {
        connections: record.connections,
        types: record.entries.map((entry) => entry.type),
        carried: found(record.entries.map((entry) => entry.raw)),
        shownInActions: found(record.entries.map((entry) => entry.shown)),
        shownInStates: found(record.entries.map((entry) => entry.shownState)),
        redactedSome: record.entries.some((entry) => entry.shown.includes(redacted)),
      };
    },
    [secrets, REDACTED] as const,
  );
}

/** One store connected, with both sanitizers; the actions carried every secret, and DevTools saw none. */
function expectCarriedButNeverShown(report: Awaited<ReturnType<typeof devToolsReport>>, secrets: string[]): void {
  expect(report.connections).toEqual([{ name: 'Instagram Analytics', sanitizesActions: true, sanitizesState: true }]);
  expect(report.carried).toEqual(secrets);
  expect(report.shownInActions).toEqual([]);
  expect(report.shownInStates).toEqual([]);
}

test('the built bundle connects to the Redux DevTools extension and never shows it a credential', async ({ page }) => {
  await page.addInitScript(installFakeDevToolsExtension);

  // Registering: the call carries the password, its answer and `signedIn` the tokens.
  const user = newUser('DevTools');
  await registerInUi(page, user);
  const registered = await storedSession(page);
  const signUpSecrets = [user.password, registered.accessToken!, registered.refreshToken!];
  const signUp = await devToolsReport(page, signUpSecrets);
  expect(signUp.types).toEqual(expect.arrayContaining(['session/signedIn', 'api/executeMutation/fulfilled']));
  expectCarriedButNeverShown(signUp, signUpSecrets);
  expect(signUp.redactedSome).toBe(true);

  // A stale access token: the reload's session check is refused, and the session renews itself.
  const stale = `e2e-stale-access-token-${Date.now()}`;
  await replaceStoredAccessToken(page, stale);
  const refresh = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/auth/refresh');
  await page.reload();
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect.poll(async () => (await storedSession(page)).accessToken).not.toBe(stale);
  const renewed = await storedSession(page);
  const renewalSecrets = [stale, registered.refreshToken!, renewed.accessToken!, renewed.refreshToken!];
  const renewal = await devToolsReport(page, renewalSecrets);
  expect(renewal.types).toEqual(expect.arrayContaining(['persist/REHYDRATE', 'session/tokensRefreshed']));
  expectCarriedButNeverShown(renewal, renewalSecrets);

  // Connecting the demo accounts: the callback page posts the code the (demo) dialog returned.
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Add demo accounts' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const connectSecrets = ['demo-code', renewed.accessToken!, renewed.refreshToken!];
  const connect = await devToolsReport(page, connectSecrets);
  expect(connect.types).toContain('api/executeMutation/fulfilled');
  expectCarriedButNeverShown(connect, connectSecrets);
});
