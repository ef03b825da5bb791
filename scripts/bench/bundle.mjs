// Initial JS per route, gzip (DESIGN §8): runs the production webpack build with stats and adds up,
// for each route, the JS its first load needs: the runtime and entry chunks plus the lazy chunk groups
// the route renders (named with webpackChunkName in each feature's public index.ts and, for the store,
// src/client/app/workspace/loadWorkspace.ts). A first visit: no stored session, so / and /login render
// without the "workspace" chunk (it is fetched after the load event, when the browser is idle).
// `node scripts/bench/bundle.mjs` runs it alone; BUNDLE_BENCH_REUSE=1 reuses the last stats file.
// It also prints where the dashboard's bytes go: each file's gzip size shared out among its modules in
// proportion to their source size, by package or feature folder. A rough estimate: the source size is
// counted before tree-shaking, which overstates packages the app uses a little of (react-router: shown
// about 31 KB; its exports the app uses bundle alone to about 15 KB gzip).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Outside dist/, which the server publishes.
const statsFile = path.join(os.tmpdir(), 'instagram-analytics-webpack-stats.json');
const KB = 1024;

/** Each route: its lazy chunk groups on top of the entry, and its budget in KB gzip. */
const ROUTES = [
  { route: '/', groups: ['page-landing'], budgetKb: 110 },
  { route: '/login', groups: ['page-login'], budgetKb: 110 },
  { route: '/app/dashboard', groups: ['workspace', 'shell', 'page-dashboard'], budgetKb: 180 },
  // Not a first-load figure: uPlot is fetched lazily once the dashboard has rendered, and shown for the record.
  { route: '/app/dashboard + lazy charts', groups: ['workspace', 'shell', 'page-dashboard', 'charts'], budgetKb: null },
];

function buildWithStats() {
  if (process.env.BUNDLE_BENCH_REUSE === '1' && existsSync(statsFile)) return;
  console.log('Building the client bundle with stats…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production', `--json=${statsFile}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// The entry's files count toward every route: gzip each file once.
const gzipSizes = new Map();
function gzipBytes(outputPath, file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(outputPath, file)), { level: 9 }).length);
  return gzipSizes.get(file);
}

function jsFilesOf(stats, groupName) {
  const group = stats.namedChunkGroups[groupName];
  if (!group) throw new Error(`No chunk group named "${groupName}" in the build; check the webpackChunkName comments`);
  return group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js'));
}

export async function run() {
  buildWithStats();
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  const outputPath = stats.outputPath;
  const entryFiles = jsFilesOf(stats, 'main');
  const rows = ROUTES.map(({ route, groups, budgetKb }) => {
    const files = new Set([...entryFiles, ...groups.flatMap((group) => jsFilesOf(stats, group))]);
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(outputPath, file), 0);
    const kb = Math.round((bytes / KB) * 10) / 10;
    return { route, kb, budgetKb, withinBudget: budgetKb === null || kb <= budgetKb, files: [...files] };
  });

  const entryKb = entryFiles.reduce((sum, file) => sum + gzipBytes(outputPath, file), 0) / KB;
  console.log(`Entry (runtime + vendors + main): ${entryKb.toFixed(1)} KB gzip`);
  for (const row of rows) {
    const verdict =
      row.budgetKb === null ? '(no budget: loaded after first render)' : `(budget ${row.budgetKb} KB)  ${row.withinBudget ? 'ok' : 'OVER BUDGET'}`;
    console.log(`${row.route.padEnd(16)} ${row.kb.toFixed(1).padStart(7)} KB gzip  ${verdict}`);
  }
  printWhereBytesGo(stats, rows.at(-1));
  return Object.fromEntries(rows.map((row) => [row.route, { kb: row.kb, budgetKb: row.budgetKb, withinBudget: row.withinBudget }]));
}

/** node_modules/<package> or src/<area>/<feature>: the unit a split or a swap would move. */
function ownerOf(moduleName) {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (pkg) return pkg[1];
  const src = /src\/(client\/(features|components|lib|app|api)\/[^/]+|client\/[^/]+|shared)/.exec(moduleName);
  return src ? src[1].replace(/\.tsx?$/, '') : moduleName;
}

function printWhereBytesGo(stats, row) {
  const chunkByFile = new Map(stats.chunks.flatMap((chunk) => chunk.files.map((file) => [file, chunk])));
  const owners = new Map();
  for (const file of row.files) {
    const chunk = chunkByFile.get(file);
    const modules = stats.modules.filter((module) => module.chunks.includes(chunk.id)).flatMap((module) => module.modules ?? [module]);
    const total = modules.reduce((sum, module) => sum + module.size, 0) || 1;
    for (const module of modules) {
      const owner = ownerOf(module.name);
      owners.set(owner, (owners.get(owner) ?? 0) + (gzipBytes(stats.outputPath, file) * module.size) / total);
    }
  }
  console.log(`Where ${row.route}'s ${row.kb} KB go (gzip, estimated per module):`);
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${owner}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
