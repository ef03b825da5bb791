import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

// The suite runs the production build on the real server with a throw-away data
// directory. Set once in the main process; workers inherit the environment.
process.env.E2E_PORT ??= String(18000 + Math.floor(Math.random() * 1000));
process.env.E2E_DATA_DIR ??= freshDataDir();
process.env.E2E_JWT_SECRET ??= 'e2e-only-jwt-secret-0123456789abcdef0123456789';
// The loopback OpenID provider that stands in for Google (e2e/signInProviders.spec.ts starts it).
process.env.E2E_OIDC_PORT ??= String(Number(process.env.E2E_PORT) + 1000);
process.env.E2E_GOOGLE_CLIENT_ID ??= 'e2e-google-client';
process.env.E2E_GOOGLE_CLIENT_SECRET ??= 'e2e-google-secret-0123456789';

/** A new database folder per run under e2e/.tmp (gitignored); the previous runs' folders go. */
function freshDataDir(): string {
  const parent = path.join(__dirname, '.tmp', 'data');
  rmSync(parent, { recursive: true, force: true });
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(path.join(parent, 'run-'));
}

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(__dirname, '.tmp', 'results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'npm run build && node build/server/main.js',
    cwd: path.resolve(__dirname, '..'),
    url: `${baseURL}/`,
    // The production build takes about a minute on a quiet 2-core machine, several under load.
    timeout: 600_000,
    // E2E_REUSE_SERVER=1 with E2E_PORT lets a developer iterate against a server they started with the
    // same JWT_SECRET; the default (and CI) always builds and starts a fresh one.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      DEMO_MODE: 'true',
      // Every spec signs in to a fresh demo workspace from this one address; the default 20 per 10 minutes is for the public.
      DEMO_SIGNINS_PER_IP: '500',
      AI_PROVIDER: 'offline',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // The redirect URIs registered with the providers are built on PUBLIC_URL: the same origin the browser uses.
      PUBLIC_URL: baseURL,
      GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      GOOGLE_CLIENT_ID: process.env.E2E_GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: process.env.E2E_GOOGLE_CLIENT_SECRET,
    },
  },
});
