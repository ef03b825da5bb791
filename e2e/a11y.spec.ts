import type { Page } from '@playwright/test';
import { auditScreen, auditTable, blockingFindings, saveAudits, type ScreenAudit } from './support/axe';
import { expect, screenshot, test } from './support/fixtures';
import { APP_SCREENS, dashboardReady, openScreen, PUBLIC_SCREENS, type Screen } from './support/screens';
import { signInWithDemo } from './support/session';

/**
 * axe-core (WCAG 2.2 AA tags) over every screen a user reaches, at 1440 and 375 px.
 * Zero serious or critical violations is the rule; every finding, whatever its impact, is printed
 * as a table (and saved under e2e/.tmp/axe) so the figures can be compared between runs.
 * A new screen joins by adding a line to a list in support/screens.ts (or a scene below).
 */

interface Scene {
  name: string;
  /** Only at these widths (the drawer exists on phones only, the collapsed rail on desktops only). */
  widths?: number[];
  /** Brings the state on screen from a signed-in dashboard, and returns once it is visible. */
  open: (page: Page) => Promise<void>;
  /** Leaves the state, so the next scene starts from a plain page. */
  close: (page: Page) => Promise<void>;
}

const chatPanel = (page: Page) => page.getByRole('complementary', { name: 'AI Assistant' }).or(page.getByRole('dialog', { name: 'AI Assistant' }));

const SCENES: Scene[] = [
  {
    name: 'chat panel with a reply',
    open: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Open chat' }).click();
      await chatPanel(page).getByRole('list', { name: 'Suggestions' }).getByRole('button').first().click();
      await chatPanel(page).getByRole('button', { name: 'Send' }).click();
      const conversation = page.getByRole('log', { name: 'Conversation' });
      await expect(conversation.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 20_000 });
    },
    close: async (page) => {
      await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
      await expect(chatPanel(page)).toBeHidden();
    },
  },
  {
    name: 'account switcher open',
    open: async (page) => {
      await page.getByRole('button', { name: /Instagram account: @.+ Switch account/ }).click();
      await expect(page.getByRole('listbox', { name: 'Instagram Accounts' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox', { name: 'Instagram Accounts' })).toBeHidden();
    },
  },
  {
    name: 'navigation drawer open',
    widths: [375],
    open: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    },
  },
  {
    name: 'collapsed sidebar, account menu',
    widths: [1440],
    open: async (page) => {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('group', { name: 'Account' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
    },
  },
  {
    name: 'confirm dialog',
    open: async (page) => {
      await page.goto('/app/settings');
      await page.getByRole('button', { name: 'Disconnect all' }).click();
      await expect(page.getByRole('dialog', { name: 'Disconnect every account?' })).toBeVisible();
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    },
  },
  {
    name: 'toast',
    open: async (page) => {
      await page.goto('/app/settings');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Demo User, renamed');
      await page.getByRole('button', { name: 'Save profile' }).click();
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Profile saved' });
      // A hovered toast stays until the pointer leaves, so it is still there while axe reads it.
      await toast.hover();
      await expect(toast).toBeVisible();
    },
    close: async (page) => {
      await page.getByRole('region', { name: 'Notifications' }).getByRole('button', { name: 'Dismiss' }).click();
    },
  },
];

/** Each screen is also photographed (e2e/.tmp/screenshots/a11y-…), for people to judge the look. */
async function auditAndPhotograph(page: Page, name: string, audits: ScreenAudit[]): Promise<void> {
  const audit = await auditScreen(page, name);
  audits.push(audit);
  await screenshot(page, `a11y-${name.replace(/\W+/g, '-')}-${audit.width}`);
}

async function auditEach(page: Page, screens: Screen[], audits: ScreenAudit[]): Promise<void> {
  for (const screen of screens) {
    await openScreen(page, screen);
    await auditAndPhotograph(page, screen.name, audits);
  }
}

function report(name: string, audits: ScreenAudit[]): void {
  saveAudits(name, audits);
  console.log(`\naxe (${name})\n${auditTable(audits)}\n`);
  for (const audit of audits) {
    expect.soft(blockingFindings(audit), `serious or critical axe violations on ${audit.screen} at ${audit.width}px`).toEqual([]);
  }
}

for (const width of [1440, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });
    // Each test walks many screens, each waiting for its data and running axe.
    test.describe.configure({ timeout: 240_000 });

    test('public screens have no serious or critical axe violations', async ({ page }) => {
      const audits: ScreenAudit[] = [];
      await auditEach(page, PUBLIC_SCREENS, audits);

      // The sign-in form's error state: red text on the card must stay readable too.
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await auditAndPhotograph(page, 'login with field errors', audits);

      report(`public-${width}`, audits);
    });

    test('app screens have no serious or critical axe violations', async ({ page }) => {
      await signInWithDemo(page);
      const audits: ScreenAudit[] = [];
      await auditEach(page, APP_SCREENS, audits);
      report(`app-${width}`, audits);
    });

    test('panels, dialogs, menus and toasts have no serious or critical axe violations', async ({ page }) => {
      await signInWithDemo(page);
      await dashboardReady(page);
      const audits: ScreenAudit[] = [];
      for (const scene of SCENES) {
        if (scene.widths && !scene.widths.includes(width)) continue;
        await scene.open(page);
        await auditAndPhotograph(page, scene.name, audits);
        await scene.close(page);
      }
      report(`overlays-${width}`, audits);
    });
  });
}
