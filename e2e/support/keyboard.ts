import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusStop {
  /** The focused element's tag and accessible name, roughly (aria-label, else its text). */
  name: string;
  /** Why the focus cannot be seen, or null when it can. */
  problem: string | null;
}

/**
 * Reads the focused element in the page: self-contained, Playwright runs it there. Focus is visible
 * when the element has an outline or a box-shadow ring (or a drawn ::after line, as the chat's resize
 * handle has), lies inside the viewport, and is not covered at its centre (sticky header, WCAG 2.4.11).
 */
function readFocus(): FocusStop {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return { name: 'body', problem: 'focus is on the page body' };
  const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
  const style = getComputedStyle(element);
  const after = getComputedStyle(element, '::after');
  const ring =
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ||
    style.boxShadow !== 'none' ||
    (after.content !== 'none' && after.backgroundColor !== 'rgba(0, 0, 0, 0)');
  if (!ring) return { name, problem: 'no focus indicator' };
  const box = element.getBoundingClientRect();
  const inView = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  if (!inView) return { name, problem: `outside the viewport (${Math.round(box.left)}, ${Math.round(box.top)})` };
  const top = document.elementFromPoint(box.left + box.width / 2, Math.max(0, box.top) + Math.min(box.height, window.innerHeight) / 2);
  const covered = top !== null && !element.contains(top) && !top.contains(element);
  return { name, problem: covered ? `covered by ${top.tagName.toLowerCase()}.${top.className}` : null };
}

const focusStop = (page: Page): Promise<FocusStop> => page.evaluate(readFocus);

export async function expectFocusVisible(page: Page): Promise<FocusStop> {
  const stop = await focusStop(page);
  expect(stop.problem, `focus on ${stop.name}`).toBeNull();
  return stop;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking that every stop on the way can be seen. */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Tabs through the whole page once, from the skip link until focus leaves the page after the last stop
 * (or comes round to the skip link again), and returns every stop; each must show its focus.
 */
export async function walkTabOrder(page: Page, limit = 250): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (stop.name === 'body' || stop.name.startsWith('a "Skip to main content"')) return stops;
    expect.soft(stop.problem, `focus on ${stop.name}`).toBeNull();
    stops.push(stop);
  }
  throw new Error(`the Tab order did not come round in ${limit} presses`);
}

/** Reaches `target` with Tab (every stop visible) and presses Enter on it. */
export async function activate(page: Page, target: Locator, options?: { backwards?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Tab, pressed `presses` times, never leaves `container`, and focus shows at each stop. */
export async function expectFocusTrappedIn(page: Page, container: Locator, presses: number): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    await expect(container.locator(':focus')).toHaveCount(1);
    await expectFocusVisible(page);
    await page.keyboard.press('Tab');
  }
  await expect(container.locator(':focus')).toHaveCount(1);
}

/** Escape closes `container` and focus lands on `opener`, what opened it. */
export async function expectEscapeBackTo(page: Page, container: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(container).toBeHidden();
  await expect(opener).toBeFocused();
}
