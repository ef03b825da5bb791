// Authenticated JSON throughput against a bare Fastify route (the budget: GET /api/users/profile must
// sustain at least 50% of the bare route's requests/s; the goal: 75%). Two figures:
// - requests/s in the same process as the load generator, as this bench always measured: rounds of
//   bare and profile alternate, so a neighbour's burst on a shared machine falls on both, and the
//   ratio is of the totals (each round's ratio is printed, for the spread);
// - server CPU time per request (user + system, read by each server process itself) with the load
//   generator in this process: what the route costs the server, which requests/s only shows when the
//   server, not autocannon parsing its response headers, is the bottleneck.
// Expects a compiled server (`npm run build:server`). Starts everything itself on loopback ports
// with a temporary DATA_DIR (embedded PGlite) and stops everything before returning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runIfMain } from './runIfMain.mjs';
import autocannon from 'autocannon';
import { startBare } from './bareServer.mjs';
import { startBuiltServer } from './builtServer.mjs';
import { forkServer, registerOverHttp, startServerOfKind } from './serverProcess.mjs';

const ROUNDS = 3;
const ROUND_SECONDS = 4;
const CONNECTIONS = 50;
const BUDGET = 0.5;
const GOAL = 0.75;

async function load(title, url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: ROUND_SECONDS, headers });
  const failed = result.non2xx + result.errors;
  if (failed > 0) throw new Error(`${title}: ${failed} failed or non-2xx responses`);
  return result;
}

/** Alternating rounds of `targets` ([title, url, headers, server?]); answers total requests (and server CPU µs) per title. */
async function alternate(targets) {
  const totals = new Map(targets.map(([title]) => [title, { requests: 0, cpuMicros: 0, rounds: [] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [title, url, headers, server] of targets) {
      const before = server && (await server.cpu());
      const result = await load(title, url, headers);
      const after = server && (await server.cpu());
      const total = totals.get(title);
      total.requests += result.requests.total;
      total.rounds.push(result.requests.total);
      if (server) total.cpuMicros += after.user - before.user + after.system - before.system;
    }
  }
  return totals;
}

/** Requests/s with bare Fastify and the app in this process, beside autocannon. */
async function inProcess(dataDir) {
  let api;
  let bare;
  try {
    api = await startBuiltServer(dataDir);
    bare = await startBare();
    const headers = { authorization: `Bearer ${await registerOverHttp(api.base)}` };
    const profileUrl = `${api.base}/api/users/profile`;
    // Warm both up (JIT, PGlite caches) before measuring.
    await autocannon({ url: bare.url, connections: 10, duration: 1 });
    await autocannon({ url: profileUrl, connections: 10, duration: 1, headers });
    const totals = await alternate([
      ['bare', bare.url, {}],
      ['profile', profileUrl, headers],
    ]);
    const [bareTotal, profileTotal] = [totals.get('bare'), totals.get('profile')];
    const seconds = ROUNDS * ROUND_SECONDS;
    const rounds = bareTotal.rounds.map((bareCount, i) => Number((profileTotal.rounds[i] / bareCount).toFixed(3)));
    const ratio = profileTotal.requests / bareTotal.requests;
    console.log(`bare Fastify GET /bare: ${Math.round(bareTotal.requests / seconds)} req/s`);
    console.log(`GET /api/users/profile (bearer JWT): ${Math.round(profileTotal.requests / seconds)} req/s`);
    console.log(
      `ratio ${ratio.toFixed(2)} (rounds ${rounds.join(', ')}; budget ≥ ${BUDGET}, goal ≥ ${GOAL}) ${ratio >= GOAL ? 'OK' : ratio >= BUDGET ? 'within budget, goal MISSED' : 'MISSED'}`,
    );
    return {
      profileRps: Math.round(profileTotal.requests / seconds),
      bareRps: Math.round(bareTotal.requests / seconds),
      ratio: Number(ratio.toFixed(3)),
      rounds,
    };
  } finally {
    await api?.app.close();
    await bare?.bare.close();
  }
}

/** A server in a child process of this script (`--serve bare|app <dataDir>`), which reports its own CPU time. */
async function startServerProcess(kind, dataDir) {
  const { port, ask } = await forkServer(import.meta.url, kind, dataDir);
  return { port, cpu: async () => (await ask('cpu')).cpu, stop: () => ask('stop') };
}

async function serveForCpu(kind, dataDir) {
  const server = await startServerOfKind(kind, dataDir);
  process.send({ port: server.server.address().port });
  process.on('message', async (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'stop') {
      await server.close();
      process.send({ stopped: true });
      process.exit(0);
    }
  });
}

/** Server CPU per request, bare and profile, each server in its own process. */
async function serverCpu(dataDir) {
  const [bare, app] = await Promise.all([startServerProcess('bare', dataDir), startServerProcess('app', dataDir)]);
  try {
    const headers = { authorization: `Bearer ${await registerOverHttp(`http://127.0.0.1:${app.port}`)}` };
    const targets = [
      ['bare', `http://127.0.0.1:${bare.port}/bare`, {}, bare],
      ['profile', `http://127.0.0.1:${app.port}/api/users/profile`, headers, app],
    ];
    for (const [, url, targetHeaders] of targets) await autocannon({ url, connections: 10, duration: 2, headers: targetHeaders });
    const totals = await alternate(targets);
    const perRequest = (title) => totals.get(title).cpuMicros / totals.get(title).requests;
    const ratio = perRequest('bare') / perRequest('profile');
    console.log(
      `server CPU per request: bare ${perRequest('bare').toFixed(1)} µs, GET /api/users/profile ${perRequest('profile').toFixed(1)} µs (bare ÷ profile ${ratio.toFixed(2)})`,
    );
    return { bareMicros: Number(perRequest('bare').toFixed(1)), profileMicros: Number(perRequest('profile').toFixed(1)), ratio: Number(ratio.toFixed(3)) };
  } finally {
    await Promise.all([bare.stop(), app.stop()]);
  }
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-bench-'));
  const cpuDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-bench-'));
  try {
    const throughput = await inProcess(dataDir);
    const cpu = await serverCpu(cpuDataDir);
    return { ...throughput, serverCpu: cpu };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(cpuDataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') serveForCpu(process.argv[3], process.argv[4]);
else runIfMain(import.meta.url, run);
