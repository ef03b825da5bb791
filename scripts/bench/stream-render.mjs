// Streaming markdown render benchmark: a ~100 KB reply in 5,000 chunks, rendered in
// headless Chromium by (a) our streaming renderer (per-frame coalescing, memoised blocks) and
// (b) plain react-markdown re-rendering the whole message on every chunk. Prints main-thread time of
// each, the ratio (goal ≥ 10) and our longest task (goal ≤ 50 ms). Budgets are reported, not asserted.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { chromium } from 'playwright-core';
import { CHROMIUM, OFFLINE_FLAGS } from './chromium.mjs';
import { benchWebpackConfig } from './stream-render/webpack.config.mjs';

const CHROMIUM_FLAGS = ['--headless', ...OFFLINE_FLAGS];
/** The naive baseline can take minutes on a slow machine; past this budget it stops and counts as a lower bound. */
const BASELINE_BUDGET_MS = Number(process.env.STREAM_BENCH_BASELINE_BUDGET_MS ?? 60_000);
const OURS_BUDGET_MS = 120_000;
const GOALS = { ratio: 10, longestTaskMs: 50 };

function build(outputPath) {
  return new Promise((resolve, reject) => {
    webpack(benchWebpackConfig(outputPath), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Sums the renderer main thread's top-level tasks from a Chromium trace and finds the longest. */
function mainThreadTasks(traceBuffer) {
  const { traceEvents } = JSON.parse(traceBuffer.toString('utf8'));
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main && e.pid === main.pid && e.tid === main.tid);
  const durationsMs = tasks.map((e) => (e.dur ?? 0) / 1000);
  return {
    tasks: durationsMs.length,
    totalMs: durationsMs.reduce((sum, d) => sum + d, 0),
    longestMs: durationsMs.reduce((max, d) => Math.max(max, d), 0),
  };
}

const metric = (metrics, name) => metrics.find((m) => m.name === name)?.value ?? 0;

async function measure(browser, page, cdp, mode, budgetMs) {
  const before = (await cdp.send('Performance.getMetrics')).metrics;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const result = await page.evaluate(([m, b]) => window.streamBench.run(m, b), [mode, budgetMs]);
  const trace = mainThreadTasks(await browser.stopTracing());
  const after = (await cdp.send('Performance.getMetrics')).metrics;
  return {
    ...result,
    taskMs: (metric(after, 'TaskDuration') - metric(before, 'TaskDuration')) * 1000,
    scriptMs: (metric(after, 'ScriptDuration') - metric(before, 'ScriptDuration')) * 1000,
    trace,
  };
}

const round = (n, digits = 1) => Number(n.toFixed(digits));

export async function run() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'stream-bench-'));
  let browser;
  try {
    console.log('Building the benchmark page…');
    await build(outDir);
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(pathToFileURL(path.join(outDir, 'index.html')).href);
    await page.waitForFunction(() => 'streamBench' in window);
    const info = await page.evaluate(() => window.streamBench.info());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    console.log(`Reply: ${(info.bytes / 1024).toFixed(1)} KB in ${info.chunks} chunks`);
    const ours = await measure(browser, page, cdp, 'ours', OURS_BUDGET_MS);
    console.log(
      `(a) ours:  ${round(ours.taskMs)} ms main thread (script ${round(ours.scriptMs)} ms), ${ours.renders} renders, longest task ${round(ours.trace.longestMs)} ms`,
    );
    const naive = await measure(browser, page, cdp, 'naive', BASELINE_BUDGET_MS);
    const partial = naive.complete ? '' : ` — stopped after ${naive.chunksRendered}/${info.chunks} chunks (time budget), so a lower bound`;
    console.log(
      `(b) naive: ${round(naive.taskMs)} ms main thread (script ${round(naive.scriptMs)} ms), ${naive.renders} renders, longest task ${round(naive.trace.longestMs)} ms${partial}`,
    );

    const ratio = naive.taskMs / ours.taskMs;
    const figures = {
      replyKB: round(info.bytes / 1024),
      chunks: info.chunks,
      oursMainThreadMs: round(ours.taskMs),
      naiveMainThreadMs: round(naive.taskMs),
      naiveComplete: naive.complete,
      naiveChunksRendered: naive.chunksRendered,
      ratio: round(ratio, 2),
      ratioGoal: GOALS.ratio,
      ratioMet: ratio >= GOALS.ratio,
      longestTaskMs: round(ours.trace.longestMs),
      longestTaskGoalMs: GOALS.longestTaskMs,
      longestTaskMet: ours.trace.longestMs <= GOALS.longestTaskMs,
      oursRenders: ours.renders,
      oursFinalTextOk: ours.finalTextLength === info.bytes,
    };
    console.log(
      `Ratio naive/ours: ${figures.ratio}× (goal ≥ ${GOALS.ratio}${naive.complete ? '' : ', baseline partial: true ratio is higher'}) — ${figures.ratioMet ? 'met' : 'MISSED'}`,
    );
    console.log(`Longest task (ours): ${figures.longestTaskMs} ms (goal ≤ ${GOALS.longestTaskMs}) — ${figures.longestTaskMet ? 'met' : 'MISSED'}`);
    return figures;
  } finally {
    await browser?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

// Runnable on its own: node scripts/bench/stream-render.mjs
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (figures) => console.log(JSON.stringify(figures)),
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
