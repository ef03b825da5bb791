import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught exception in the page: a user never sees one in the console, but
 * it usually means a broken screen. Console *errors* are checked where they must be absent
 * (console.spec.ts), because some flows legitimately log them (a 401 on a wrong password).
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use();
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Gitignored; the screenshots are for people to look at, not compared pixel by pixel. */
export const SCREENSHOT_DIR = path.join(__dirname, '..', '.tmp', 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false, animations: 'disabled' });
}
