import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, UnreachableDependencyError, type AppConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface StopRequest {
  /** The signal once received (a stop during start-up is seen here before listening). */
  signal: NodeJS.Signals | null;
  received: Promise<NodeJS.Signals>;
}

/**
 * The first SIGTERM or SIGINT. Listened to before the database opens, so a stop during start-up
 * (migrations) waits for the start-up to finish and then closes cleanly, instead of killing the
 * process mid-write. Later signals are ignored: the close already under way is what they ask for.
 */
function listenForStop(): StopRequest {
  let resolveReceived: (signal: NodeJS.Signals) => void = () => undefined;
  const stop: StopRequest = { signal: null, received: new Promise((resolve) => (resolveReceived = resolve)) };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stop.signal) return;
    stop.signal = signal;
    resolveReceived(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return stop;
}

async function listen(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Instagram analytics workspace is running at http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${config.port}`);
  if (config.databaseUrl === null) console.log(`Embedded database: ${config.dataDir}`);
}

/** Serves until a stop signal, then finishes open requests and closes the database; exits 0 once closed. */
async function main(): Promise<void> {
  const config = loadConfig();
  const stop = listenForStop();
  const app = await buildApp(config);
  try {
    // A stop that came while the app was starting skips listening; one during listen waits for it.
    if (!stop.signal) await listen(app, config);
    const signal = await stop.received;
    app.log.info(`${signal} received: finishing requests and closing the database`);
  } finally {
    // Also when listening failed (port taken): the database is closed before the error exits. The
    // grace starts here, not at the signal: a slow start-up is never cut short mid-migration.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
  }
  app.log.info('Stopped: database closed');
  process.exit(0);
}

main().catch((error: unknown) => {
  // What the operator must fix is said in the message: no stack trace for a wrong setting or a service that is down.
  const needsNoTrace = error instanceof ConfigError || error instanceof UnreachableDependencyError;
  console.error(needsNoTrace ? error.message : error);
  process.exit(1);
});
