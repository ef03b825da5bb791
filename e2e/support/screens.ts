import { expect, type Page } from '@playwright/test';
import { competitorIdFor, reportIdFor } from './api';

/** A screen a user reaches, for the suites that visit every one (a11y.spec.ts, keyboard.spec.ts). */
export interface Screen {
  name: string;
  /** Its address; a function when the address needs data made first (a competitor, a report). */
  path: string | ((page: Page) => Promise<string>);
  /** What must show before it is checked, beyond the h1 and the end of every loading state. */
  ready?: (page: Page) => Promise<void>;
}

export const PUBLIC_SCREENS: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot password', path: '/forgot-password' },
  { name: 'reset password', path: '/reset-password' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'terms of use', path: '/terms-of-use' },
];

/** The dashboard's charts, in page order. */
const DASHBOARD_CHARTS = ['Followers', 'Reach', "Views of the day's posts", 'Interactions by day'];

/** uPlot draws each chart on a canvas once its chunk has loaded and the chart comes near the screen. */
export const scrollToEachDashboardChart = async (page: Page) => {
  for (const chart of DASHBOARD_CHARTS) {
    const region = page.getByRole('region', { name: chart, exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('canvas').first()).toBeVisible();
  }
};

/**
 * The figures are in and every chart is drawn. Below the fold (all but the first chart on a phone)
 * a chart is drawn only once scrolled near, so the page is put back at its top afterwards.
 */
export const dashboardReady = async (page: Page) => {
  await expect(page.getByRole('list', { name: 'Key figures' })).toBeVisible({ timeout: 20_000 });
  await scrollToEachDashboardChart(page);
  await page.evaluate(() => window.scrollTo(0, 0));
};

const contentReady = async (page: Page) => {
  await expect(page.getByRole('region', { name: 'Recommendations' }).getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
};

const audienceReady = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 2, name: 'Followers: age and gender' })).toBeVisible({ timeout: 20_000 });
};

export const reelsReady = async (page: Page) => {
  await expect(page.getByRole('list', { name: 'Reels figures' })).toBeVisible({ timeout: 20_000 });
};

export const discoveryReady = async (page: Page) => {
  await expect(page.getByRole('list', { name: 'Discovery figures' })).toBeVisible({ timeout: 20_000 });
};

/** Signed in with the demo: every page of the app, the detail pages with real ids where the API gives them. */
export const APP_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/app/dashboard', ready: dashboardReady },
  { name: 'audience', path: '/app/audience', ready: audienceReady },
  { name: 'competitors', path: '/app/competitors' },
  { name: 'stories', path: '/app/stories' },
  { name: 'competitor detail', path: async (page) => `/app/competitors/${await competitorIdFor(page)}` },
  { name: 'user comparison', path: '/app/user-comparison' },
  { name: 'content assistant', path: '/app/content-analysis', ready: contentReady },
  { name: 'reels', path: '/app/reels', ready: reelsReady },
  { name: 'discovery', path: '/app/discovery', ready: discoveryReady },
  { name: 'reports', path: '/app/reports' },
  { name: 'report detail', path: async (page) => `/app/reports/${await reportIdFor(page)}` },
  { name: 'settings', path: '/app/settings' },
  { name: 'workspace', path: '/app/workspace' },
  { name: 'privacy policy (app)', path: '/app/privacy-policy' },
  { name: 'terms of use (app)', path: '/app/terms-of-use' },
];

/**
 * True when nothing on the page says "not ready yet": no busy region, no progress bar, no status whose
 * label or text reads as a wait ("Loading the dashboard", "Checking what this server can connect…").
 * Self-contained: Playwright runs it in the page.
 */
function nothingLoading(): boolean {
  const candidates = document.querySelectorAll('[aria-busy="true"], [role="progressbar"], [role="status"]');
  return !Array.from(candidates).some((element) => {
    if (element.getAttribute('role') !== 'status') return true;
    const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    return /^(Loading|Checking)\b|…$/.test(words);
  });
}

/** Data loaded and finite animations over, so what is checked is what a person sees. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForFunction(nothingLoading, undefined, { timeout: 30_000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Opens the screen (the app must not redirect elsewhere: the route exists) and waits until it has settled. */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname, `${screen.name} stays at its address`).toBe(path);
  await screen.ready?.(page);
  await waitUntilSettled(page);
}
