import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from './globalSetup';
import { compileServer, COMPILED_SERVER_ENV } from './startChain';

/**
 * The system project's globalSetup: the database template, and the server compiled once for the run.
 * Every test that starts real server processes (start chains, kill -9 recovery) copies this build into
 * its scratch root instead of running tsc itself, which cost most of a minute per file.
 */
export default async function systemGlobalSetup(): Promise<void> {
  await globalSetup();
  if (process.env[COMPILED_SERVER_ENV]) return;
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-compiled-server-'));
  await compileServer(outDir);
  process.env[COMPILED_SERVER_ENV] = outDir;
}
