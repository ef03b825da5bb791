import fs from 'node:fs';
import globalTeardown from './globalTeardown';
import { COMPILED_SERVER_ENV } from './startChain';

/** Drops the run's Postgres template and the server compiled for the run. */
export default async function systemGlobalTeardown(): Promise<void> {
  await globalTeardown();
  const compiled = process.env[COMPILED_SERVER_ENV];
  if (compiled) fs.rmSync(compiled, { recursive: true, force: true });
}
