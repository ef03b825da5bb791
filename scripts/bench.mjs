// `npm run bench`: builds once, then runs every benchmark in scripts/bench/ and prints
// the figures against their budgets (docs/performance.md lists them). Benchmarks print their own detail;
// this prints the summary. It never fails the build on a missed budget: budgets are
// reported, not asserted (timed assertions on a noisy machine would flake).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benches = [
  { file: 'bundle.mjs', title: 'Initial JS per route (gzip)' },
  { file: 'throughput.mjs', title: 'Authenticated JSON throughput vs bare Fastify' },
  { file: 'stream-render.mjs', title: 'Streaming markdown render in Chromium' },
  { file: 'lighthouse.mjs', title: 'Lighthouse mobile performance' },
  { file: 'sync.mjs', title: 'Full sync of the largest demo account over HTTP (PGlite, Postgres)' },
  { file: 'demo-to-data.mjs', title: '"Try the demo" to data' },
  { file: 'analytics.mjs', title: 'Analytics endpoints on 3 years and 5,000 posts (PGlite, Postgres)' },
  { file: 'audience-stories.mjs', title: 'Audience and stories endpoints on 3 years of snapshots and stories (PGlite, Postgres)' },
  { file: 'competitors.mjs', title: 'Competitor list, detail and peer comparison on 50 competitors × 1 year (PGlite, Postgres)' },
];

// `--only analytics,sync`: just those benchmarks (by file name without .mjs), with the same summary.
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? null : new Set((process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean));
const unknown = only ? [...only].filter((name) => !benches.some((bench) => bench.file === `${name}.mjs`)) : [];
if (only && (only.size === 0 || unknown.length)) {
  console.error(`--only takes benchmark names separated by commas, from: ${benches.map((bench) => bench.file.replace(/\.mjs$/, '')).join(', ')}`);
  process.exit(2);
}
const chosen = only ? benches.filter((bench) => only.has(bench.file.replace(/\.mjs$/, ''))) : benches;

if (!process.argv.includes('--no-build')) {
  console.log('Building client and server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

const summary = [];
for (const bench of chosen) {
  const file = path.join(root, 'scripts', 'bench', bench.file);
  if (!existsSync(file)) {
    summary.push({ bench: bench.title, result: 'not present' });
    continue;
  }
  console.log(`\n=== ${bench.title} ===`);
  try {
    const mod = await import(pathToFileURL(file).href);
    const result = await mod.run();
    summary.push({ bench: bench.title, result: JSON.stringify(result) });
  } catch (error) {
    console.error(error);
    summary.push({ bench: bench.title, result: `failed: ${error.message}` });
    process.exitCode = 1;
  }
}

console.log('\n=== Summary ===');
for (const row of summary) console.log(`${row.bench}: ${row.result}`);
