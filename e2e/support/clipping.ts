import type { Page } from '@playwright/test';

/** One element whose content is wider than its box and cut off, described so a person can find it. */
export interface ClippedElement {
  element: string;
  scrollWidth: number;
  clientWidth: number;
  overflowX: string;
}

/**
 * Every element of the page whose content is cut off sideways without being a deliberate scroll
 * container (the rule layoutFit.spec.ts holds every screen to). An element clips when its content is wider than its box
 * (scrollWidth > clientWidth + 1) and its overflow-x hides or scrolls the rest. That is allowed only
 * for a labelled scroll container: overflow-x auto or scroll, role="region" with an accessible name
 * (aria-label or aria-labelledby) and tabindex="0", so a keyboard user can scroll it and a screen
 * reader names it. Also allowed: the visually hidden texts of screen readers (1×1 px, clipped on
 * purpose), and a line cut with an ellipsis whose whole text is its title (a name or an e-mail in a
 * narrow menu: the cut is shown, and the whole text is a hover away). Self-contained: Playwright runs
 * it in the page.
 */
function findClippedElements(): ClippedElement[] {
  const CLIPPING = new Set(['hidden', 'auto', 'scroll', 'clip']);
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      const label = node.getAttribute('aria-label');
      const role = node.getAttribute('role');
      const id = node.id ? `#${node.id}` : '';
      parts.unshift(`${node.tagName.toLowerCase()}${id}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${label}"]` : ''}`);
    }
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${parts.join(' > ')} “${text}”`;
  };
  const visuallyHidden = (style: CSSStyleDeclaration, element: HTMLElement) =>
    element.clientWidth <= 1 && element.clientHeight <= 1 && (style.clip.startsWith('rect(0') || style.clipPath.startsWith('inset(50%'));
  const labelledScroller = (style: CSSStyleDeclaration, element: HTMLElement) =>
    (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
    element.getAttribute('role') === 'region' &&
    Boolean(element.getAttribute('aria-label') || element.getAttribute('aria-labelledby')) &&
    element.tabIndex === 0;
  const titledEllipsis = (style: CSSStyleDeclaration, element: HTMLElement) =>
    style.textOverflow === 'ellipsis' && element.title.trim() !== '' && element.title.trim() === (element.textContent ?? '').trim();
  const clipped: ClippedElement[] = [];
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    if (element.scrollWidth <= element.clientWidth + 1) continue;
    const style = getComputedStyle(element);
    if (!CLIPPING.has(style.overflowX) || style.display === 'none' || style.visibility === 'hidden') continue;
    if (visuallyHidden(style, element) || labelledScroller(style, element) || titledEllipsis(style, element)) continue;
    clipped.push({ element: describe(element), scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, overflowX: style.overflowX });
  }
  return clipped;
}

/** How much wider than the window the document is (0 when it does not scroll sideways). */
export const documentOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

export const clippedElements = (page: Page) => page.evaluate(findClippedElements);

/** The labelled scroll containers whose content is wider than they are right now (they scroll sideways), by name. */
export const scrollingRegions = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) => `${element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby')} (${element.scrollWidth} in ${element.clientWidth} px)`,
      ),
  );
