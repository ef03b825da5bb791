import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../paths';

/*
 * What startChain.system.test.ts needs to run `npm start` as a process manager would: a scratch copy of the
 * repository with a freshly compiled server, the process tree below one PID (read from /proc), and
 * checks that the port and the embedded database were released.
 */

/** Served as the client bundle: the page the test waits for proves the scratch server answers. */
export const STUB_PAGE_MARKER = 'start-chain stub bundle';

export interface ScratchRoot {
  dir: string;
  remove(): void;
}

function runNode(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Where the system project's globalSetup put the server it compiled once for every scratch root of the run. */
export const COMPILED_SERVER_ENV = 'IAW_TEST_COMPILED_SERVER';

/** The server compiled by tsc into `outDir` (its `server/main.js`); type errors are the type check's business (npm run typecheck), tsc emits the JavaScript regardless. */
export async function compileServer(outDir: string): Promise<void> {
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const compiled = await runNode([tsc, '-p', 'src/server/tsconfig.json', '--outDir', outDir], repoRoot);
  if (!fs.existsSync(path.join(outDir, 'server', 'main.js'))) throw new Error(`tsc emitted no server (exit ${compiled.code}):\n${compiled.output}`);
}

/**
 * A throw-away repository root: the real package.json and scripts/start.mjs (copied, so start.mjs
 * resolves the scratch folder as its root), src and node_modules linked, the compiled server in its
 * build/ (a copy of the run's one compilation, or compiled here when no globalSetup made one), and a
 * stub dist/. Both outputs get a future mtime: start.mjs then sees them as fresh and builds nothing,
 * even when someone edits a source file while the test runs.
 */
export async function createScratchRoot(): Promise<ScratchRoot> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-start-chain-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.copyFileSync(path.join(repoRoot, 'package.json'), path.join(dir, 'package.json'));
    fs.copyFileSync(path.join(repoRoot, 'scripts', 'start.mjs'), path.join(dir, 'scripts', 'start.mjs'));
    fs.symlinkSync(path.join(repoRoot, 'src'), path.join(dir, 'src'), 'dir');
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const build = path.join(dir, 'build');
    const compiledOnce = process.env[COMPILED_SERVER_ENV];
    if (compiledOnce) fs.cpSync(compiledOnce, build, { recursive: true });
    else await compileServer(build);
    const serverEntry = path.join(build, 'server', 'main.js');
    fs.mkdirSync(path.join(dir, 'dist'));
    const page = path.join(dir, 'dist', 'index.html');
    fs.writeFileSync(page, `<!doctype html><title>${STUB_PAGE_MARKER}</title><div id="root"></div>`);
    const future = new Date(Date.now() + 24 * 60 * 60 * 1000);
    for (const output of [serverEntry, page]) fs.utimesSync(output, future, future);
    return { dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a new server could bind the port now, i.e. nothing holds it any more. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export interface ProcessEntry {
  pid: number;
  /** Start time in clock ticks since boot: with the pid, it names one process even if the pid is reused. */
  startTime: string;
  command: string;
}

interface ProcStat {
  pid: number;
  ppid: number;
  state: string;
  startTime: string;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state: fields[0], ppid: Number(fields[1]), startTime: fields[19] };
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/** The process and all its descendants, as /proc lists them now (Linux). */
export function processTree(rootPid: number): ProcessEntry[] {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
  const tree: ProcStat[] = stats.filter((stat) => stat.pid === rootPid);
  for (let index = 0; index < tree.length; index += 1) {
    tree.push(...stats.filter((stat) => stat.ppid === tree[index].pid));
  }
  return tree.map(({ pid, startTime }) => ({ pid, startTime, command: commandOf(pid) }));
}

/** Still running: the same process (pid and start time) exists and is not a zombie awaiting its parent. */
export function isRunning(entry: ProcessEntry): boolean {
  const stat = readStat(entry.pid);
  return stat !== null && stat.startTime === entry.startTime && stat.state !== 'Z';
}

export async function waitFor<T>(probe: () => Promise<T | null> | T | null, timeoutMs: number, what: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** postgres' DBState in global/pg_control (ControlFileData.state, after two uint32 and a uint64). */
export const DB_SHUT_DOWN = 1;

export function pgliteClusterState(dataDir: string): number {
  return fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control')).readInt32LE(16);
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A started chain: its root process, its output so far, and how it ended once it did. */
export interface RunningChain {
  root: ChildProcess;
  output(): string;
  /** null while the root process runs. */
  exit: () => Exit | null;
}

export function startChain(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): RunningChain {
  // Its own process group: the signals the test sends reach only the PID it names, as from a process manager.
  const root = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exit: Exit | null = null;
  root.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  root.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  root.on('exit', (code, signal) => (exit = { code, signal }));
  return { root, output: () => output, exit: () => exit };
}
