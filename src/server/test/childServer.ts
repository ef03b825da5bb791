import path from 'node:path';
import { freePort, startChain, waitFor, type RunningChain } from './startChain';

/** A compiled server (`node build/server/main.js`, as `npm start` runs it) in a child process, and its port. */
export type ChildServer = { chain: RunningChain; port: number };

/**
 * Starts one in the scratch root on a port of its own. Each start gets a new port: between a kill and
 * a restart, a server another test starts on this machine may take the port just freed, and a probe of
 * that port would then be answered by that server. Started means this process said it listens on its port.
 */
export async function startChildServer(scratchDir: string, envFor: (port: number) => NodeJS.ProcessEnv, timeoutMs: number): Promise<ChildServer> {
  const port = await freePort();
  const chain = startChain(process.execPath, [path.join('build', 'server', 'main.js')], scratchDir, envFor(port));
  try {
    await waitFor(
      () => {
        if (chain.exit()) throw new Error(`The server exited before serving:\n${chain.output()}`);
        return chain.output().includes(`is running at http://127.0.0.1:${port}`) ? true : null;
      },
      timeoutMs,
      () => `the server on port ${port}:\n${chain.output()}`,
    );
  } catch (error) {
    if (!chain.exit()) chain.root.kill('SIGKILL');
    throw error;
  }
  return { chain, port };
}

/** One JSON call to a child server; a refused connection says how the server ended and what it said last. */
export async function callChild<T>(server: ChildServer, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(
      `${method} ${url} failed (${String(error)}); the server's exit: ${JSON.stringify(server.chain.exit())}\n${server.chain.output().slice(-8_000)}`,
      { cause: error },
    );
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * What a child server runs with: production mode on loopback, its data in `dataDir` (where it keeps the
 * secrets it generates, so a restarted server reads what the dead one sealed and signed), Postgres when
 * `databaseUrl` is given, and `extra` (the fakes' addresses). Nothing of the test run's own database,
 * Redis or secrets leaks in.
 */
export function childServerEnv(
  port: number,
  where: { publicUrl: string; dataDir: string; databaseUrl: string | null },
  extra: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: where.publicUrl,
    HOST: '127.0.0.1',
    DATA_DIR: where.dataDir,
    LOG_LEVEL: 'info',
    ...extra,
  };
  for (const name of ['DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL', 'CLIENT_DIR', 'JWT_SECRET', 'TOKEN_ENCRYPTION_KEY']) delete env[name];
  if (where.databaseUrl) env.DATABASE_URL = where.databaseUrl;
  return env;
}

/**
 * The servers one test file starts, each restarted at the same public address as a service is
 * (PUBLIC_URL, the tokens' issuer, stays, so a user's token still signs in); `killAll` in afterAll.
 */
export function childServers(scratchDir: () => string, envFor: (port: number, publicUrl: string) => NodeJS.ProcessEnv, timeoutMs: number) {
  const started: RunningChain[] = [];
  return {
    async start(publicUrl: string): Promise<ChildServer> {
      const server = await startChildServer(scratchDir(), (port) => envFor(port, publicUrl), timeoutMs);
      started.push(server.chain);
      return server;
    },
    killAll(): void {
      for (const chain of started) if (!chain.exit()) chain.root.kill('SIGKILL');
    },
  };
}

/** Where a child server finds the Graph API (the loopback fake, or a proxy in front of it) and the Facebook app it signs in with. */
export const graphEnvOf = (graphUrl: string, app: { appId: string; appSecret: string }): NodeJS.ProcessEnv => ({
  META_GRAPH_URL: graphUrl,
  INSTAGRAM_GRAPH_URL: `${graphUrl}/ig`,
  INSTAGRAM_API_URL: `${graphUrl}/igapi`,
  FACEBOOK_APP_ID: app.appId,
  FACEBOOK_APP_SECRET: app.appSecret,
});
