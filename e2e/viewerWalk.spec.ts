import type { Locator, Page, Request } from '@playwright/test';
import { APP_PAGE_PATHS } from '../src/shared/pagePaths';
import { competitorIdFor, firstSyncDone, reportIdFor } from './support/api';
import { expect, screenshot, test } from './support/fixtures';
import { waitUntilSettled } from './support/screens';
import { signInWithDemo } from './support/session';
import { inviteColleague } from './support/team';

/**
 * A viewer is never offered what the server then refuses. A viewer of a filled workspace (a demo's,
 * with its accounts, competitors and reports) visits every page of the app, taken from the router's
 * own list (shared/pagePaths.ts), so a new page is walked as soon as it exists; on each one every
 * enabled button is pressed, and every dialog it opens confirmed, and every enabled list changed. No
 * call may answer 403. What the role may not use must show as unavailable and say why.
 */

/** Buttons and lists the walk leaves alone, each for a reason that is not the viewer's role. */
const LEFT_ALONE: Array<{ name: RegExp; why: string }> = [
  { name: /^Sign out$/, why: 'ends the session the walk runs in' },
  { name: /^(Open|Close) chat$/, why: 'the assistant’s panel, walked by e2e/chat.spec.ts; a press that asks it something is made, and the panel closed' },
  { name: /^Leave$/, why: 'a viewer may leave the workspace, and would then have nothing left to walk' },
  { name: /^Delete account$/, why: 'the viewer’s own account: theirs to delete, and the end of the walk' },
  { name: /^(Link|Unlink) /, why: 'the viewer’s own sign-in methods; linking leaves the app for the provider' },
  { name: /^Print$/, why: 'opens the browser’s print dialog' },
  { name: /^Workspace$/, why: 'the workspace switcher: the viewer’s personal workspace is theirs to change, not the one walked' },
];

/** Pressing one of these in a dialog closes it without doing what it asks. */
const DISMISS = /^(Cancel|Close|Close dialog|Not now)$/;

const CONTROLS = 'button, [role="button"], select';

type Control = { tag: string; key: string; name: string; kind: 'button' | 'select'; enabled: boolean; unavailable: boolean; reason: string };

/**
 * The visible controls, in page order, each tagged (data-walk) so it can be pressed even if the page
 * re-renders around it. Self-contained: Playwright runs it in the page.
 */
function visibleControls(elements: Element[]): Control[] {
  const counts = new Map<string, number>();
  const win = window as Window & { walkTags?: number };
  return elements.flatMap((element) => {
    const html = element as HTMLElement;
    if (!html.checkVisibility() || html.closest('[inert], [aria-hidden="true"]')) return [];
    const select = element instanceof HTMLSelectElement ? element : null;
    // A list's name is its label's own words, without the options the label may wrap.
    const label = (select?.labels?.[0]?.textContent ?? '').replace(select?.textContent ?? '', '');
    const name = (html.getAttribute('aria-label') ?? (select ? label : html.textContent) ?? html.title ?? '').replace(/\s+/g, ' ').trim();
    const seen = counts.get(name) ?? 0;
    counts.set(name, seen + 1);
    if (!html.dataset.walk) {
      win.walkTags = (win.walkTags ?? 0) + 1;
      html.dataset.walk = String(win.walkTags);
    }
    const describedBy = (html.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const reason = describedBy
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    const disabled = (element as HTMLButtonElement | HTMLSelectElement).disabled;
    const unavailable = html.getAttribute('aria-disabled') === 'true';
    return [
      { tag: html.dataset.walk, key: `${name} #${seen}`, name, kind: select ? 'select' : 'button', enabled: !disabled && !unavailable, unavailable, reason },
    ];
  });
}

type Walk = {
  /** The 403 answers, with what was pressed before each. */
  refused: string[];
  /** Each unavailable control seen, by name, with the reason it gives. */
  unavailable: Map<string, string>;
  /** The addresses the pages walked link to, for the pages that need an id. */
  links: Set<string>;
  lastPressed: string;
};

/**
 * Records the API's 403s, and waits after each press until nothing is still loading: no request in
 * flight (an API call, or the chunk of a dialog about to open) and no loading state on the page.
 */
function watch(page: Page, walk: Walk) {
  const inFlight = new Set<Request>();
  let started = 0;
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    started += 1;
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if (response.status() === 403 && isApi(response.request())) {
      walk.refused.push(`${response.request().method()} ${new URL(response.url()).pathname} (after ${walk.lastPressed})`);
    }
  });
  const twoFrames = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return async function quiet() {
    // Until two frames pass with no new request: what a press starts (a dialog whose code is fetched on
    // its first opening, then its data) asks for each request a frame or so after the last one answered.
    let before: number;
    do {
      before = started;
      await expect.poll(() => inFlight.size, { message: 'every request has answered', timeout: 30_000, intervals: [50] }).toBe(0);
      await waitUntilSettled(page);
      await twoFrames();
    } while (started !== before || inFlight.size > 0);
  };
}

/** Confirms what a dialog asks (its last button that does not dismiss it), then closes whatever is left. */
async function answerDialogs(page: Page, quiet: () => Promise<void>) {
  const dialog = page.getByRole('dialog').filter({ visible: true }).last();
  if ((await dialog.count()) === 0) return;
  const buttons = dialog.getByRole('button').filter({ visible: true });
  const names = await buttons.evaluateAll((elements) =>
    elements.map((element) => ({
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      enabled: !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true',
    })),
  );
  const confirm = names.findLastIndex((button) => button.enabled && !DISMISS.test(button.name));
  if (confirm >= 0) {
    await buttons.nth(confirm).click();
    await quiet();
  }
  for (let tries = 0; tries < 3 && (await dialog.count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await quiet();
  }
  if ((await dialog.count()) > 0) {
    await dialog.getByRole('button', { name: DISMISS }).first().click();
    await quiet();
  }
  await expect(page.getByRole('dialog').filter({ visible: true }), 'every dialog the walk opened is closed').toHaveCount(0);
}

async function openPage(page: Page, path: string, quiet: () => Promise<void>): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await quiet();
  return new URL(page.url()).pathname;
}

/**
 * Clicks `target`. A dialog the last press opened late (its code fetched after the walk looked, or even
 * after this click began, on a slow machine) is answered first and the click tried again; a click that
 * fails with no dialog in the way fails the walk.
 */
async function clickPastLateDialogs(page: Page, target: Locator, quiet: () => Promise<void>) {
  const backdrop = page.getByTestId('modal-backdrop');
  for (let attempt = 1; ; attempt += 1) {
    if ((await backdrop.count()) > 0) {
      await quiet();
      await answerDialogs(page, quiet);
    }
    try {
      await target.click({ timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt >= 3 || (await backdrop.count()) === 0) throw error;
    }
  }
}

/** Presses every enabled button of the page at `path` once (by name), and changes every enabled list once. */
async function pressEverything(page: Page, path: string, walk: Walk, quiet: () => Promise<void>) {
  const home = await openPage(page, path, quiet);
  for (const href of await page.locator('a[href^="/app/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    walk.links.add(href.split(/[?#]/)[0]);
  }
  const pressed = new Set<string>();
  for (;;) {
    await answerDialogs(page, quiet);
    const controls = await page.locator(CONTROLS).evaluateAll(visibleControls);
    for (const control of controls.filter((candidate) => candidate.unavailable)) {
      expect(control.reason, `${home}: "${control.name}" is unavailable and says why`).not.toBe('');
      walk.unavailable.set(control.name, control.reason);
    }
    const next = controls.find((control) => control.enabled && !pressed.has(control.key) && !LEFT_ALONE.some((left) => left.name.test(control.name)));
    if (!next) return;
    pressed.add(next.key);
    walk.lastPressed = `"${next.name}" on ${home}`;
    const target = page.locator(`[data-walk="${next.tag}"]`);
    if (next.kind === 'select') {
      const options = await target.locator('option:not([disabled])').evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value));
      const current = await target.inputValue();
      const other = options.find((value) => value !== current);
      if (other !== undefined) await target.selectOption(other);
    } else {
      await clickPastLateDialogs(page, target, quiet);
    }
    await quiet();
    await answerDialogs(page, quiet);
    // The assistant a press asked something of (a viewer may) is closed again, as is a menu it opened.
    const closeChat = page.getByRole('button', { name: 'Close chat', exact: true }).first();
    if (await closeChat.isVisible()) {
      await closeChat.click();
      await quiet();
    }
    if ((await page.locator('[aria-expanded="true"][aria-haspopup]').count()) > 0) {
      await page.keyboard.press('Escape');
      await quiet();
    }
    if (new URL(page.url()).pathname !== home) await openPage(page, home, quiet);
  }
}

/** A page whose address has a parameter is opened at the first address like it that a page walked links to. */
function filled(pattern: string, links: Set<string>): string {
  const shape = new RegExp(`^/app/${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  const found = [...links].find((link) => shape.test(link));
  if (!found) throw new Error(`No page walked links to /app/${pattern}: the walk cannot open it`);
  return found;
}

test('a viewer is offered nothing the server refuses, on any page', async ({ page, browser }) => {
  test.setTimeout(900_000);
  await signInWithDemo(page);
  await firstSyncDone(page);
  // A competitor and a saved report are there for the viewer to be offered their controls.
  await competitorIdFor(page);
  await reportIdFor(page);
  const viewer = await inviteColleague(page, browser, 'viewer', 'Vera Viewer');
  try {
    const walk: Walk = { refused: [], unavailable: new Map(), links: new Set(), lastPressed: 'nothing yet' };
    const quiet = watch(viewer.page, walk);
    const walked = new Set<string>();
    // Plain addresses first: the pages with an id are opened through the links those pages show.
    const ordered = [...APP_PAGE_PATHS.filter((path) => !path.includes(':')), ...APP_PAGE_PATHS.filter((path) => path.includes(':'))];
    for (const pattern of ordered) {
      const path = pattern.includes(':') ? filled(pattern, walk.links) : `/app/${pattern}`.replace(/\/$/, '');
      const home = await openPage(viewer.page, path, quiet);
      // '' is /app itself, which opens the dashboard: a page is walked once, wherever it is reached from.
      if (walked.has(home)) continue;
      walked.add(home);
      await pressEverything(viewer.page, home, walk, quiet);
      if (home === '/app/competitors') {
        // The reason shows on focus (and hover): the pointer is moved off the table so only the focused one shows.
        await viewer.page.mouse.move(0, 0);
        await viewer.page
          .getByRole('button', { name: /^Remove @/ })
          .first()
          .focus();
        await screenshot(viewer.page, 'viewer-competitors-1440');
      }
    }

    expect(walk.refused, 'calls the server refused with 403').toEqual([]);
    const unwalked = APP_PAGE_PATHS.filter((pattern) => pattern !== '').filter(
      (pattern) => ![...walked].some((home) => new RegExp(`^/app/${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(home)),
    );
    expect(unwalked, 'pages of the router the walk did not reach').toEqual([]);
    // The controls that change the workspace were there, unavailable and saying why.
    const seen = [...walk.unavailable.keys()];
    for (const name of [/^Remove @/, /^Refresh @/, /^Refresh now$/, /^Generate report$/, /^Rename /, /^Delete /, /^Disconnect$/, /^Sync now$/, /^Rename$/]) {
      expect(seen, `an unavailable control named ${name}`).toContainEqual(expect.stringMatching(name));
    }
    expect(walk.unavailable.get('Generate report')).toBe("Viewers can't generate reports — ask an owner or editor");
  } finally {
    await viewer.context.close();
  }
});
