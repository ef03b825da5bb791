// The compiled production server (build/server) started in this process on a loopback port with a
// temporary DATA_DIR (embedded PGlite), for the benchmarks that measure it. Stop it with app.close().
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

export async function startBuiltServer(dataDir) {
  const appJs = path.join(root, 'build', 'server', 'app.js');
  if (!fs.existsSync(appJs)) throw new Error('build/server/app.js is missing: run `npm run build:server` first');
  const { buildApp } = require(appJs);
  const { loadConfig } = require(path.join(root, 'build', 'server', 'config.js'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${app.server.address().port}` };
}
