// `npm start`: builds whatever is missing or stale, then runs the production server.
// - client bundle (dist/) with webpack when dist/index.html is missing or older than any source
//   file of the client (src/client, src/shared, public, webpack.config.ts);
// - server (build/) with tsc when build/server/main.js is missing or older than src/server or
//   src/shared (tests excluded: they are not part of the build).
// `--server-only` skips the client bundle (npm run dev:server, next to webpack-dev-server).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function buildClientIfStale() {
  if (!existsSync(at('src', 'client', 'index.tsx'))) {
    console.warn('src/client/index.tsx does not exist yet: skipping the client bundle.');
    return;
  }
  const built = mtimeOf(at('dist', 'index.html'));
  const sources = newestMtime([at('src', 'client'), at('src', 'shared'), at('public'), at('webpack.config.ts')], isTestFile);
  if (built > sources) return;
  console.log(built ? 'Client sources changed: rebuilding the bundle…' : 'Building the client bundle (first start)…');
  run('npx', ['webpack', '--mode', 'production']);
}

function buildServerIfStale() {
  const built = mtimeOf(at('build', 'server', 'main.js'));
  const sources = newestMtime([at('src', 'server'), at('src', 'shared')], (file) => isTestFile(file) || file.endsWith('.sql'));
  if (built > sources) return;
  console.log(built ? 'Server sources changed: recompiling…' : 'Compiling the server (first start)…');
  run('npx', ['tsc', '-p', 'src/server/tsconfig.json']);
}

if (!serverOnly) buildClientIfStale();
buildServerIfStale();

// The server handles SIGINT/SIGTERM itself (graceful shutdown); pass them on and mirror its exit.
const server = spawn(process.execPath, [at('build', 'server', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
