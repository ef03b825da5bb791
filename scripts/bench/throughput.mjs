// Authenticated JSON throughput against a bare Fastify route in the same process (DESIGN §8:
// GET /api/users/profile must sustain at least 50% of the bare route's requests/s).
// Expects a compiled server (`npm run build:server`). Starts everything itself on loopback ports
// with a temporary DATA_DIR (embedded PGlite) and stops everything before returning.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runIfMain } from './runIfMain.mjs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startBuiltServer } from './builtServer.mjs';

const DURATION_SECONDS = 5;
const CONNECTIONS = 50;
const BUDGET = 0.5;

async function measure(title, url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const non2xx = result.non2xx + result.errors;
  if (non2xx > 0) throw new Error(`${title}: ${non2xx} failed or non-2xx responses`);
  console.log(`${title}: ${Math.round(result.requests.average)} req/s (p99 ${result.latency.p99} ms)`);
  return result.requests.average;
}

async function startBare() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ id: 'b2a1', name: 'Bare', email: 'bare@example.test', image: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  return { bare, url: `http://127.0.0.1:${bare.server.address().port}/bare` };
}

async function registerUser(base) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.test', password: 'bench-password-2026' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}

export async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-bench-'));
  let api;
  let bare;
  try {
    api = await startBuiltServer(dataDir);
    bare = await startBare();
    const accessToken = await registerUser(api.base);
    const headers = { authorization: `Bearer ${accessToken}` };
    // Warm both up (JIT, PGlite caches) before measuring.
    await autocannon({ url: bare.url, connections: 10, duration: 1 });
    await autocannon({ url: `${api.base}/api/users/profile`, connections: 10, duration: 1, headers });

    const bareRps = await measure('bare Fastify GET /bare', bare.url);
    const profileRps = await measure('GET /api/users/profile (bearer JWT)', `${api.base}/api/users/profile`, headers);
    const ratio = profileRps / bareRps;
    console.log(`ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET}) ${ratio >= BUDGET ? 'OK' : 'MISSED'}`);
    return { profileRps: Math.round(profileRps), bareRps: Math.round(bareRps), ratio: Number(ratio.toFixed(3)) };
  } finally {
    await api?.app.close();
    await bare?.bare.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, run);
