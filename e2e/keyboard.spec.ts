import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { activate, expectEscapeBackTo, expectFocusTrappedIn, expectFocusVisible, tabTo, walkTabOrder } from './support/keyboard';
import { APP_SCREENS, openScreen, PUBLIC_SCREENS } from './support/screens';
import { signInWithDemo } from './support/session';

/**
 * Everything works from the keyboard alone. Each test drives the flow it checks with keys
 * only (set-up may click), and every element Tab lands on must show where focus is.
 */

const skipLink = (page: Page) => page.getByRole('link', { name: 'Skip to main content' });
const main = (page: Page) => page.getByRole('main');
const header = (page: Page) => page.getByRole('banner');

/** The first Tab of a freshly loaded page shows the skip link, and Enter puts focus at the start of the page's content. */
async function skipToMain(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(skipLink(page)).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();
}

/** Signed in with the demo, focus on the skip link: the start of a keyboard-only path through the app. */
async function signInAndStartTabbing(page: Page): Promise<void> {
  await signInWithDemo(page);
  await page.keyboard.press('Tab');
  await expect(skipLink(page)).toBeFocused();
  await expectFocusVisible(page);
}

async function dashboardLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sync accounts' })).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
}

test.describe('keyboard only, at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the skip link leads past the header, and Try the demo signs in from the keyboard', async ({ page }) => {
    await page.goto('/');
    await skipToMain(page);
    // The next stop is the first thing in the page's content, not the header's links.
    const tryTheDemo = page.getByRole('button', { name: 'Try the demo' });
    await page.keyboard.press('Tab');
    await expect(tryTheDemo).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('from the landing page to a sent chat message with keys only, during the first sync, focus never falling to the page body', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await skipToMain(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Try the demo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The header's Open chat is a few stops from the top, not past the whole dashboard; each stop shows its focus.
    const openChat = header(page).getByRole('button', { name: 'Open chat' });
    await tabTo(page, openChat, { limit: 20 });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('How did last month go?');
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 30_000 });

    // Escape closes the panel from the page too, not only from inside it.
    await tabTo(page, page.getByRole('button', { name: '7 days' }), { backwards: true, limit: 60 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // A period chosen from the keyboard, and the end of the first sync, leave the focus where it was.
    const sevenDays = page.getByRole('button', { name: '7 days' });
    await expect(sevenDays).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sevenDays).toHaveAttribute('aria-pressed', 'true');
    await expect(sevenDays).toBeFocused();
    await dashboardLoaded(page);
    await expect(sevenDays).toBeFocused();
  });

  test('Escape on the open account switcher closes it, not the chat panel; a second Escape closes the panel', async ({ page }) => {
    await signInAndStartTabbing(page);
    await activate(page, header(page).getByRole('button', { name: 'Open chat' }));
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    // Set-up: the account switcher gets the focus directly.
    await page.getByRole('button', { name: /Instagram account: @.+ Switch account/ }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('listbox', { name: 'Instagram Accounts' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the sign-in form is filled and sent from the keyboard, and its error is tied to the field', async ({ page }) => {
    await page.goto('/login');
    await skipToMain(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/e-mail/i);
  });

  test('every stop of every public page shows its focus', async ({ page }) => {
    for (const screen of PUBLIC_SCREENS) {
      await openScreen(page, screen);
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();
      expect((await walkTabOrder(page)).length, `Tab stops on ${screen.name}`).toBeGreaterThan(2);
    }
  });

  test('every stop of every app page shows its focus, and the shell and dashboard actions are all in the Tab order', async ({ page }) => {
    test.setTimeout(240_000);
    await signInWithDemo(page);
    await dashboardLoaded(page);
    for (const screen of APP_SCREENS) {
      await openScreen(page, screen);
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();
      const names = (await walkTabOrder(page)).map((stop) => stop.name);
      if (screen.name !== 'dashboard') continue;
      for (const action of [
        'Collapse sidebar',
        'Dashboard',
        'Competitors',
        'User Comparison',
        'Content Assistant',
        'Settings',
        'Sign out',
        'Sync accounts',
        'Open chat',
        '7 days',
      ]) {
        expect(
          names.some((name) => name.includes(`"${action}`)),
          `${action} is in the Tab order: ${names.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  test("a figure's formula shows on focus, and Escape hides it without moving focus", async ({ page }) => {
    await signInWithDemo(page);
    await dashboardLoaded(page);
    await skipToMain(page);
    const howComputed = page.getByRole('link', { name: /^How .+ is computed$/ }).first();
    await tabTo(page, howComputed);
    const tooltip = page.locator(`[id="${await howComputed.getAttribute('aria-describedby')}"]`);
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(howComputed).toBeFocused();
    // Leaving and coming back shows it again.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(howComputed).toBeFocused();
    await expect(tooltip).toBeVisible();
  });

  test('the sidebar navigates, and a confirm dialog keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
    await signInAndStartTabbing(page);
    await activate(page, page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: 'Settings' }));
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    const opener = page.getByRole('button', { name: 'Disconnect all' });
    await activate(page, opener);
    const dialog = page.getByRole('dialog', { name: 'Disconnect every account?' });
    await expect(dialog).toBeVisible();
    await expectFocusTrappedIn(page, dialog, 6);
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectEscapeBackTo(page, dialog, opener);

    // Cancel, reached and pressed from the keyboard, gives focus back too.
    await page.keyboard.press('Enter');
    await activate(page, dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the chat panel opens from the header, answers a typed question, and Escape closes it back onto its button', async ({ page }) => {
    await signInAndStartTabbing(page);
    const openChat = header(page).getByRole('button', { name: 'Open chat' });
    await activate(page, openChat);
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.type('What can you do without a model?');
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await expect(conversation.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 20_000 });

    // The reply's own controls are in reach, each with a visible focus.
    await tabTo(page, conversation.getByRole('button', { name: 'Copy', exact: true }), { backwards: true });
    await expectEscapeBackTo(page, panel, openChat);
  });

  test('a content-assistant button opens the chat, and Escape gives focus back to that button', async ({ page }) => {
    await signInWithDemo(page);
    await page.goto('/app/content-analysis');
    const ask = page.getByRole('region', { name: 'Recommendations' }).getByRole('button', { name: 'Ideas like my top posts' });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await skipToMain(page);
    await activate(page, ask);
    const panel = page.getByRole('complementary', { name: 'AI Assistant' });
    await expect(panel.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expectEscapeBackTo(page, panel, ask);
  });

  test('the collapsed sidebar keeps its links named, and its account menu closes on Escape back onto the avatar', async ({ page }) => {
    await signInAndStartTabbing(page);
    await activate(page, page.getByRole('button', { name: 'Collapse sidebar' }));
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Competitors' }));
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await activate(page, accountMenu);
    const menu = page.getByRole('group', { name: 'Account' });
    await tabTo(page, menu.getByRole('button', { name: 'Sign out' }));
    await expectEscapeBackTo(page, menu, accountMenu);
  });

  test('the account switcher opens, closes on Escape and gives focus back', async ({ page }) => {
    await signInAndStartTabbing(page);
    const switcher = page.getByRole('button', { name: /Instagram account: @.+ Switch account/ });
    await activate(page, switcher);
    const accounts = page.getByRole('listbox', { name: 'Instagram Accounts' });
    await expect(accounts).toBeVisible();
    await expectEscapeBackTo(page, accounts, switcher);
  });
});

test.describe('keyboard only, at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the drawer opens from the menu button, keeps focus inside, closes on Escape and after navigating', async ({ page }) => {
    await signInAndStartTabbing(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await activate(page, menuButton);
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    // Measured once it has slid in.
    const slidIn = () => drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await slidIn();
    await expectFocusTrappedIn(page, drawer, 12);
    await expectEscapeBackTo(page, drawer, menuButton);

    await page.keyboard.press('Enter');
    await slidIn();
    await activate(page, drawer.getByRole('link', { name: 'Settings' }));
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the chat overlay opens from the header and Escape closes it back onto its button', async ({ page }) => {
    await signInAndStartTabbing(page);
    const openChat = header(page).getByRole('button', { name: 'Open chat' });
    await activate(page, openChat);
    const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await expectEscapeBackTo(page, dialog, openChat);
  });
});
