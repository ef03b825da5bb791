// Lighthouse mobile performance of `/` and `/login` served by the production server (budget: score
// ≥ 0.95), and of `/app/dashboard` signed in to the demo once its first account has data (budget:
// ≥ 0.90). Expects a built client and server (`npm run build`). Starts the server on a loopback port with
// a temporary DATA_DIR and Debian's Chromium, and stops both before returning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startBuiltServer } from './builtServer.mjs';
import { CHROMIUM, OFFLINE_FLAGS } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES = [
  { route: '/', budget: 0.95, signedIn: false },
  { route: '/login', budget: 0.95, signedIn: false },
  { route: '/app/dashboard', budget: 0.9, signedIn: true },
];
const SYNC_WAIT_MS = 120_000;
const CHROME_FLAGS = ['--headless=new', ...OFFLINE_FLAGS];

async function scoreOf(url, port, signedIn) {
  // Lighthouse's default config is the mobile one: Moto G power emulation, slow 4G, 4× CPU slowdown.
  // Signed in, the browser's storage (the session redux-persist keeps in localStorage) must survive the run.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn });
  const { lhr } = result;
  // A page Lighthouse could not load has no score: say why instead of failing on it.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  // LIGHTHOUSE_SCREENSHOTS=dir keeps each page's final frame, to see what was measured (data or not).
  const shot = lhr.audits['final-screenshot']?.details?.data;
  if (process.env.LIGHTHOUSE_SCREENSHOTS && shot) {
    const file = path.join(process.env.LIGHTHOUSE_SCREENSHOTS, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}.jpg`);
    fs.writeFileSync(file, Buffer.from(shot.split(',')[1], 'base64'));
  }
  if (process.env.LIGHTHOUSE_SCREENSHOTS) {
    // Where the main thread's time went, the heaviest first: what to look at when the score is low.
    const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
    const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
    console.log(
      `  main thread: ${breakdown
        .slice(0, 4)
        .map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`)
        .join(', ')}`,
    );
    console.log(
      `  scripts: ${bootup
        .slice(0, 4)
        .map((item) => `${item.url.split('/').pop()} ${Math.round(item.scripting)} ms`)
        .join(', ')}`,
    );
  }
  return {
    // Lighthouse's own CPU benchmark of this machine: TBT is measured on it, so a busy machine scores lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    score: lhr.categories.performance.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * Signs this Chromium in the way a visitor does: "Try the demo" on the landing page. Then waits until the
 * demo accounts' syncs have succeeded, so the dashboard Lighthouse loads is the one with data.
 */
async function signInToDemo(base, port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const button = await page.waitForSelector('::-p-text(Try the demo)');
    await Promise.all([page.waitForFunction(() => location.pathname.startsWith('/app'), { timeout: SYNC_WAIT_MS }), button.click()]);
    const accessToken = await page.waitForFunction(() => JSON.parse(JSON.parse(localStorage.getItem('persist:session') ?? '{}').accessToken ?? 'null'), {
      timeout: SYNC_WAIT_MS,
    });
    await waitForDemoSynced(base, await accessToken.jsonValue());
  } finally {
    await page.close();
    browser.disconnect();
  }
}

async function waitForDemoSynced(base, accessToken) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const started = Date.now();
  for (;;) {
    const { accounts } = await (await fetch(`${base}/api/connectors/sync/status`, { headers })).json();
    if (accounts.length && accounts.every((account) => account.state === 'succeeded')) return;
    if (Date.now() - started > SYNC_WAIT_MS) throw new Error(`the demo accounts did not finish syncing: ${JSON.stringify(accounts)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function run() {
  if (!fs.existsSync(path.join(root, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-lighthouse-'));
  let server;
  let chrome;
  try {
    server = await startBuiltServer(dataDir);
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const results = {};
    // LIGHTHOUSE_ROUTES=/app/dashboard measures only the routes named (comma-separated).
    const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
    for (const { route, budget, signedIn } of ROUTES.filter(({ route }) => !only || only.includes(route))) {
      if (signedIn) await signInToDemo(server.base, chrome.port);
      const figures = await scoreOf(server.base + route, chrome.port, signedIn);
      results[route] = figures;
      const verdict = figures.score >= budget ? 'ok' : 'BELOW BUDGET';
      console.log(
        `${route.padEnd(14)} performance ${figures.score.toFixed(2)} (budget ${budget})  FCP ${figures.fcp}  LCP ${figures.lcp}  TBT ${figures.tbt}  CLS ${figures.cls}  (CPU benchmark ${figures.benchmarkIndex})  ${verdict}`,
      );
    }
    return Object.fromEntries(Object.entries(results).map(([route, f]) => [route, f.score]));
  } finally {
    // Whatever started is stopped, also when the other failed to start.
    await chrome?.kill();
    await server?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
