// Initial JS per route, gzip, against the first-load budgets below: runs the production webpack build with stats and adds up,
// for each route, the JS its first load needs: the runtime and entry chunks plus the lazy chunk groups
// the route renders (named with webpackChunkName in each feature's public index.ts and, for the store,
// src/client/app/workspace/loadWorkspace.ts). A first visit: no stored session, so / and /login render
// without the "workspace" chunk (it is fetched after the load event, when the browser is idle).
// `node scripts/bench/bundle.mjs` runs it alone; BUNDLE_BENCH_REUSE=1 reuses the last build.
// It also prints where the dashboard's bytes go, by package or feature folder: each file's gzip size
// shared out in proportion to the minified bytes its source map traces to each source, so what
// tree-shaking dropped counts for nothing. The build goes to a temporary folder with hidden source maps,
// so dist/, which the server publishes, never gets any: the same files as `npm run build` (no
// sourceMappingURL comment; terser may pick other local names in the runtime chunk, the same size).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Outside dist/, which the server publishes.
const outputDir = path.join(os.tmpdir(), 'instagram-analytics-bundle-bench');
const statsFile = path.join(os.tmpdir(), 'instagram-analytics-webpack-stats.json');
const KB = 1024;

/** Each route: its lazy chunk groups on top of the entry, and its budget in KB gzip. */
const ROUTES = [
  { route: '/', groups: ['page-landing'], budgetKb: 110 },
  { route: '/login', groups: ['page-login'], budgetKb: 110 },
  { route: '/app/dashboard', groups: ['workspace', 'shell', 'page-dashboard'], budgetKb: 180 },
  // uPlot is fetched once the dashboard has rendered, but the dashboard's first-load budget counts it "with its charts".
  { route: '/app/dashboard + lazy charts', groups: ['workspace', 'shell', 'page-dashboard', 'charts'], budgetKb: 180 },
];

function buildWithStats() {
  if (process.env.BUNDLE_BENCH_REUSE === '1' && existsSync(statsFile)) return;
  console.log('Building the client bundle with stats…');
  const webpackCli = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  execFileSync(process.execPath, [webpackCli, '--mode', 'production', '--devtool', 'hidden-source-map', '--output-path', outputDir, `--json=${statsFile}`], {
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
    return { route, kb, budgetKb, withinBudget: kb <= budgetKb, files: [...files] };
  });

  const entryKb = entryFiles.reduce((sum, file) => sum + gzipBytes(outputPath, file), 0) / KB;
  console.log(`Entry (runtime + vendors + main): ${entryKb.toFixed(1)} KB gzip`);
  for (const row of rows) {
    const verdict = `(budget ${row.budgetKb} KB)  ${row.withinBudget ? 'ok' : 'OVER BUDGET'}`;
    console.log(`${row.route.padEnd(16)} ${row.kb.toFixed(1).padStart(7)} KB gzip  ${verdict}`);
  }
  printWhereBytesGo(stats, rows.at(-1));
  return Object.fromEntries(rows.map((row) => [row.route, { kb: row.kb, budgetKb: row.budgetKb, withinBudget: row.withinBudget }]));
}

/** node_modules/<package> or src/<area>/<feature>: the unit a split or a swap would move. */
function ownerOf(moduleName) {
  if (/webpack\/runtime\//.test(moduleName)) return '(webpack runtime and module glue)';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(moduleName);
  if (pkg) return pkg[1];
  const src = /src\/(client\/(features|components|lib|app|api)\/[^/]+|client\/[^/]+|shared)/.exec(moduleName);
  return src ? src[1].replace(/\.tsx?$/, '') : moduleName;
}

const BASE64_DIGITS = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((char, index) => [char, index]));

/** The numbers of one source map segment (base64 VLQ). */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64_DIGITS.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Each mapped stretch of a generated file as [start offset, source index]; -1 where no source maps to it. */
function generatedStretches(code, map) {
  const stretches = [[0, -1]];
  let offset = 0;
  let source = 0;
  const mappedLines = map.mappings.split(';');
  code.split('\n').forEach((line, index) => {
    let column = 0;
    for (const segment of mappedLines[index]?.split(',') ?? []) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) source += sourceDelta;
      stretches.push([offset + column, sourceDelta === undefined ? -1 : source]);
    }
    offset += line.length + 1;
  });
  return stretches;
}

/** Minified characters per owner in one generated file, from its source map. */
function minifiedBytesByOwner(outputPath, file) {
  const code = readFileSync(path.join(outputPath, file), 'utf8');
  const map = JSON.parse(readFileSync(path.join(outputPath, `${file}.map`), 'utf8'));
  const bytes = new Map();
  const stretches = generatedStretches(code, map);
  stretches.forEach(([start, source], index) => {
    const end = stretches[index + 1]?.[0] ?? code.length;
    const owner = source === -1 ? '(webpack runtime and module glue)' : ownerOf(map.sources[source]);
    bytes.set(owner, (bytes.get(owner) ?? 0) + end - start);
  });
  return { bytes, length: code.length };
}

function printWhereBytesGo(stats, row) {
  const owners = new Map();
  for (const file of row.files) {
    const { bytes, length } = minifiedBytesByOwner(stats.outputPath, file);
    for (const [owner, minified] of bytes) owners.set(owner, (owners.get(owner) ?? 0) + (gzipBytes(stats.outputPath, file) * minified) / length);
  }
  console.log(
    `Files of ${row.route}: ${row.files.map((file) => `${path.basename(file)} ${(gzipBytes(stats.outputPath, file) / KB).toFixed(1)}`).join(', ')} (KB gzip)`,
  );
  console.log(`Where ${row.route}'s ${row.kb} KB go (gzip, each file's share by minified bytes per source):`);
  for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${(bytes / KB).toFixed(1).padStart(6)} KB  ${owner}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
