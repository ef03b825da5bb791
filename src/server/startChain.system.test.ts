import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createScratchRoot,
  DB_SHUT_DOWN,
  freePort,
  isRunning,
  pgliteClusterState,
  portIsFree,
  processTree,
  startChain,
  STUB_PAGE_MARKER,
  waitFor,
  type ProcessEntry,
  type RunningChain,
  type ScratchRoot,
} from './test/startChain';

/*
 * A process manager (systemd, `docker stop`) sends SIGTERM to one PID, the one it started: npm's
 * when the service runs `npm start`, start.mjs's when it runs `node scripts/start.mjs`. Each must
 * bring down the whole chain down to the server, wait for it, and leave the port free and the
 * embedded database cleanly shut down. The chain runs the real package.json script and start.mjs
 * against a scratch copy of the repository with a freshly compiled server (see createScratchRoot).
 * Always on the embedded PGlite, also when the suite runs on Postgres: the data directory is the subject.
 */

// Generous: a loaded CI machine starts node, npm and PGlite slowly. A healthy run needs a few seconds.
const START_TIMEOUT_MS = 45_000;
const STOP_TIMEOUT_MS = 20_000;

let scratch: ScratchRoot;
let dataDir: string;
const started: RunningChain[] = [];
/** Every account registered so far: each later start must still find them all (the data survived). */
const registered: Array<{ email: string; password: string }> = [];

beforeAll(async () => {
  scratch = await createScratchRoot();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-start-chain-data-'));
}, 120_000);

afterAll(() => {
  // Only after a failure is anything left: end the groups this test started (and nothing else).
  for (const chain of started) {
    if (!chain.exit() && chain.root.pid) {
      try {
        process.kill(-chain.root.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  scratch?.remove();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

function chainEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'CLIENT_DIR', 'PUBLIC_URL', 'JWT_SECRET', 'TOKEN_ENCRYPTION_KEY']) delete env[name];
  return env;
}

async function servesStubPage(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return response.ok && (await response.text()).includes(STUB_PAGE_MARKER);
  } catch {
    return false;
  }
}

async function waitUntilServing(chain: RunningChain, port: number): Promise<void> {
  await waitFor(
    async () => {
      if (chain.exit()) throw new Error(`The chain exited before serving:\n${chain.output()}`);
      return (await servesStubPage(port)) ? true : null;
    },
    START_TIMEOUT_MS,
    () => `the server on port ${port}:\n${chain.output()}`,
  );
}

async function postJson(port: number, url: string, body: unknown): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Signs in every account of the earlier runs, then registers one more. */
async function useTheDatabase(port: number): Promise<void> {
  for (const account of registered) expect(await postJson(port, '/api/auth/login', account)).toBe(200);
  const account = { email: `chain-${randomUUID().slice(0, 8)}@example.com`, password: `Slow-River-${randomUUID()}` };
  expect(await postJson(port, '/api/auth/register', { name: 'Start Chain', ...account })).toBe(201);
  registered.push(account);
}

const describeChain = (tree: ProcessEntry[]) => tree.map((entry) => `${entry.pid} ${entry.command}`).join('\n');

type Launcher = 'npm start' | 'node scripts/start.mjs';

function launch(launcher: Launcher, port: number): RunningChain {
  const chain =
    launcher === 'npm start'
      ? startChain('npm', ['start'], scratch.dir, chainEnv(port))
      : startChain(process.execPath, ['scripts/start.mjs'], scratch.dir, chainEnv(port));
  started.push(chain);
  return chain;
}

describe.each<[Launcher, NodeJS.Signals]>([
  ['npm start', 'SIGTERM'],
  ['npm start', 'SIGINT'],
  // start.mjs's own SIGINT handling is already on the path above (npm hands the signal to it).
  ['node scripts/start.mjs', 'SIGTERM'],
])('%s, stopped with %s sent to its PID alone', (launcher, signal) => {
  it('stops every process of the chain, exits 0, frees the port and shuts the database down cleanly', async () => {
    const port = await freePort();
    const chain = launch(launcher, port);
    await waitUntilServing(chain, port);
    await useTheDatabase(port);

    const tree = processTree(chain.root.pid!);
    expect(tree.some((entry) => entry.command.includes('scripts/start.mjs'))).toBe(true);
    expect(tree.some((entry) => entry.command.endsWith(path.join('build', 'server', 'main.js')))).toBe(true);

    process.kill(chain.root.pid!, signal);
    const exit = await waitFor(chain.exit, STOP_TIMEOUT_MS, () => `the chain to exit:\n${describeChain(tree)}\n${chain.output()}`);
    expect(exit).toEqual({ code: 0, signal: null });

    const survivors = await waitFor(
      () => {
        const running = tree.filter(isRunning);
        return running.length === 0 ? running : null;
      },
      STOP_TIMEOUT_MS,
      () => `every process to end; still running:\n${describeChain(tree.filter(isRunning))}`,
    );
    expect(survivors).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
    expect(pgliteClusterState(dataDir)).toBe(DB_SHUT_DOWN);
    expect(chain.output()).toContain(`${signal} received: finishing requests and closing the database`);
  }, 90_000);
});
