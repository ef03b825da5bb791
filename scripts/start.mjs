// `npm start`: builds whatever is missing or stale, then runs the production server.
// - client bundle (dist/) with webpack when dist/index.html is missing or older than any source
//   file of the client (src/client, src/shared, public, webpack.config.ts);
// - server (build/) with tsc when build/server/main.js is missing or older than src/server or
//   src/shared (tests excluded: they are not part of the build).
// `--server-only` skips the client bundle (npm run dev:server, next to webpack-dev-server).
//
// Stopping: a process manager (systemd, `docker stop`) signals one PID, npm's or this one's, not the
// whole group as Ctrl-C does. SIGINT and SIGTERM are therefore passed on to whatever runs now (a build
// or the server) and this process exits only with it, so the server always gets to close the database.
// The build tools run straight on node, not through npx, whose `sh -c` would die on the signal and
// leave the tool running. (package.json's `exec` keeps npm's own shell out of the chain likewise.)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);
const serverOnly = process.argv.includes('--server-only');

/** Newest modification time (ms) below the given paths, skipping what `skip` rejects. */
function newestMtime(paths, skip = () => false) {
  let newest = 0;
  const visit = (file) => {
    if (!existsSync(file) || skip(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test');

/** The build step or the server running now: the one the stop signals go to. */
let child = null;
let stopSignal = null;

/** Mirrors how a child ended: its exit code, or 128 + the signal number when a signal ended it. */
function exitLike(code, signal) {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
}

function startChild(script, args, env = process.env) {
  child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env });
  child.on('error', (error) => {
    console.error(`Could not start ${path.relative(root, script)}: ${error.message}`);
    process.exit(1);
  });
  return child;
}

/** Runs a build tool (a node script) to its end; a stop during the build ends this process with it. */
function runTool(label, script, args) {
  console.log(`> ${label} ${args.join(' ')}`);
  return new Promise((resolve) => {
    startChild(script, args).on('exit', (code, signal) => {
      child = null;
      if (stopSignal) exitLike(code, signal);
      if (code !== 0) {
        console.error(`\n${label} ${args.join(' ')} failed (exit ${code ?? signal}).`);
        process.exit(code ?? 1);
      }
      resolve();
    });
  });
}

async function buildClientIfStale() {
  if (!existsSync(at('src', 'client', 'index.tsx'))) {
    console.warn('src/client/index.tsx does not exist yet: skipping the client bundle.');
    return;
  }
  const built = mtimeOf(at('dist', 'index.html'));
  const sources = newestMtime([at('src', 'client'), at('src', 'shared'), at('public'), at('webpack.config.ts')], isTestFile);
  if (built > sources) return;
  console.log(built ? 'Client sources changed: rebuilding the bundle…' : 'Building the client bundle (first start)…');
  await runTool('webpack', at('node_modules', 'webpack-cli', 'bin', 'cli.js'), ['--mode', 'production']);
}

async function buildServerIfStale() {
  const built = mtimeOf(at('build', 'server', 'main.js'));
  const sources = newestMtime([at('src', 'server'), at('src', 'shared')], (file) => isTestFile(file) || file.endsWith('.sql'));
  if (built > sources) return;
  console.log(built ? 'Server sources changed: recompiling…' : 'Compiling the server (first start)…');
  await runTool('tsc', at('node_modules', 'typescript', 'bin', 'tsc'), ['-p', 'src/server/tsconfig.json']);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal ??= signal;
    child?.kill(signal);
  });
}

if (!serverOnly) await buildClientIfStale();
await buildServerIfStale();

if (stopSignal) {
  // Stopped between two steps: nothing is running, so there is nothing to close.
  exitLike(null, stopSignal);
} else {
  // The server closes the database on SIGINT/SIGTERM itself (src/server/main.ts) and exits 0.
  startChild(at('build', 'server', 'main.js'), [], { NODE_ENV: 'production', ...process.env }).on('exit', exitLike);
}
