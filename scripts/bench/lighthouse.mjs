// Lighthouse mobile performance of `/` and `/login` served by the production server (DESIGN §8:
// score ≥ 0.95). Expects a built client and server (`npm run build`). Starts the server on a loopback
// port with a temporary DATA_DIR and Debian's Chromium, and stops both before returning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './builtServer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ROUTES = ['/', '/login'];
const BUDGET = 0.95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The machine has no network beyond loopback: without these Chromium keeps trying to reach Google.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function scoreOf(url, port) {
  // Lighthouse's default config is the mobile one: Moto G power emulation, slow 4G, 4× CPU slowdown.
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { lhr } = result;
  // A page Lighthouse could not load has no score: say why instead of failing on it.
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  return {
    score: lhr.categories.performance.score,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
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
    for (const route of ROUTES) {
      const figures = await scoreOf(server.base + route, chrome.port);
      results[route] = figures;
      const verdict = figures.score >= BUDGET ? 'ok' : 'BELOW BUDGET';
      console.log(`${route.padEnd(8)} performance ${figures.score.toFixed(2)} (budget ${BUDGET})  FCP ${figures.fcp}  LCP ${figures.lcp}  TBT ${figures.tbt}  CLS ${figures.cls}  ${verdict}`);
    }
    return Object.fromEntries(Object.entries(results).map(([route, f]) => [route, f.score]));
  } finally {
    // Whatever started is stopped, also when the other failed to start.
    await chrome?.kill();
    await server?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
