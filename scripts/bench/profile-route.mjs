// A CPU profile of the authenticated JSON route under load, to compare its top frames before and after a
// change (docs/performance.md, "The authenticated request path"). Starts the compiled server in a child
// process, signs a user up and warms the route, then profiles the server (V8's profiler through
// node:inspector, so start-up and migrations stay out of it) while autocannon loads
// GET /api/users/profile from this process, and prints the frames with the most self time and the
// server's CPU time per request. With --bare it profiles the throughput bench's bare Fastify route
// instead: what any Fastify answer costs, to compare against. The .cpuprofile is kept (its path is
// printed) for Chrome DevTools: Performance → Load profile, bottom-up.
//   node scripts/bench/profile-route.mjs [--bare] [seconds=10] [frames=25]
// Expects a compiled server (`npm run build:server`).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { forkServer, registerOverHttp, startServerOfKind } from './serverProcess.mjs';

const SAMPLING_MICROS = 100;

/** The server's side: the app (or the bare route), and V8's profiler started and stopped when the parent says. */
async function serveProfiled(kind, dataDir) {
  const server = await startServerOfKind(kind, dataDir);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
  let cpuAtStart;
  process.on('message', async (message) => {
    if (message === 'start') {
      await session.post('Profiler.start');
      cpuAtStart = process.cpuUsage();
      process.send({ started: true });
    }
    if (message === 'stop') {
      const cpu = process.cpuUsage(cpuAtStart);
      const { profile } = await session.post('Profiler.stop');
      await server.close();
      // Exits once the (large) profile has gone down the IPC channel.
      process.send({ profile, cpuMicros: cpu.user + cpu.system }, () => process.exit(0));
    }
  });
  process.send({ port: server.server.address().port });
}

async function startProfiledServer(kind, dataDir) {
  const { port, ask } = await forkServer(import.meta.url, kind, dataDir);
  return { port, start: () => ask('start'), stop: () => ask('stop') };
}

const frameName = ({ functionName, url, lineNumber }) => {
  const file = url
    .replace(/^file:\/\//, '')
    .replace(/^.*node_modules\//, '~/')
    .replace(/^.*\/build\/server\//, 'build/');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};

/**
 * Self time per frame (function, file, line), in ms, from a V8 .cpuprofile; idle time and the
 * inspector's own `dispatch` (Profiler.stop serializing the profile) are left out.
 */
export function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map();
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)' || (callFrame.functionName === 'dispatch' && !callFrame.url)) return;
    const name = frameName(callFrame);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

async function profileUnderLoad(kind, seconds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-profile-'));
  try {
    const server = await startProfiledServer(kind, dataDir);
    const base = `http://127.0.0.1:${server.port}`;
    const url = kind === 'bare' ? `${base}/bare` : `${base}/api/users/profile`;
    const headers = kind === 'bare' ? {} : { authorization: `Bearer ${await registerOverHttp(base)}` };
    await autocannon({ url, connections: 10, duration: 2, headers });
    await server.start();
    const result = await autocannon({ url, connections: 50, duration: seconds, headers });
    const { profile, cpuMicros } = await server.stop();
    const failed = result.non2xx + result.errors;
    if (failed > 0) throw new Error(`${failed} failed or non-2xx responses`);
    return { profile, requests: result.requests.total, cpuMicros, url };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(args) {
  const kind = args.includes('--bare') ? 'bare' : 'app';
  const [seconds = 10, frames = 25] = args.filter((arg) => arg !== '--bare').map(Number);
  const { profile, requests, cpuMicros, url } = await profileUnderLoad(kind, seconds);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-cpuprofile-')), `${kind}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  const times = selfTimes(profile);
  const busy = times.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `GET ${new URL(url).pathname}: ${Math.round(requests / seconds)} req/s, server CPU ${(cpuMicros / requests).toFixed(1)} µs per request (profiler on)`,
  );
  console.log(`profile: ${file} (${busy.toFixed(0)} ms sampled busy)`);
  console.log('self ms  % busy  frame');
  for (const [name, ms] of times.slice(0, frames)) console.log(`${ms.toFixed(1).padStart(7)} ${((100 * ms) / busy).toFixed(1).padStart(6)}%  ${name}`);
}

if (process.argv[2] === '--serve') await serveProfiled(process.argv[3], process.argv[4]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
