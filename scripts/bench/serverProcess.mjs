// The compiled app or the bare Fastify route in a child process of a bench script, for the benches that
// read the server's own CPU time or profile it: the script forks itself with `--serve <kind> <dataDir>`,
// the child starts the server and reports its port, and the two talk over the IPC channel.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startBare } from './bareServer.mjs';
import { startBuiltServer } from './builtServer.mjs';

/** The child's side: the Fastify instance of the bare route (`bare`) or of the compiled app (`app`). */
export async function startServerOfKind(kind, dataDir) {
  return kind === 'bare' ? (await startBare()).bare : (await startBuiltServer(dataDir)).app;
}

/** The parent's side: forks `scriptUrl` as the server, and answers its port and `ask(message)`, which resolves with the child's reply. */
export function forkServer(scriptUrl, kind, dataDir) {
  const child = fork(fileURLToPath(scriptUrl), ['--serve', kind, dataDir], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', ({ port }) => resolve({ port, ask }));
  });
}

/** Signs a bench user up on the server at `base` over HTTP; answers their access token. */
export async function registerOverHttp(base) {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench', email: 'bench@example.test', password: 'bench-password-2026' }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return (await response.json()).accessToken;
}
