import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { BODY_LIMIT_BYTES } from './http/limits';
import { authPlugin } from './modules/auth/plugin';
import { authRoutes } from './modules/auth/routes';
import { chatRoutes } from './modules/chat/routes';
import { demoRoutes } from './modules/demo/routes';
import { referenceRoutes } from './modules/reference/routes';
import { createProfileCache } from './modules/users/profileCache';
import { userRoutes } from './modules/users/routes';
import { decorateCore } from './plugins/core';
import { installErrorHandler } from './plugins/errors';
import { installJsonParser } from './plugins/jsonBody';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';


export type AppDeps = {
  /** An already opened database; the caller then owns closing it. Opened from config otherwise. */
  database?: DatabaseHandle;
};

/** Builds the whole server (API + SPA) without listening; tests call this, main.ts listens. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const database =
    deps.database ??
    (await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir }));

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging: errors are logged by the error handler anyway.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  if (!deps.database) app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonParser(app);
  decorateCore(app, config, database.db);
  await app.register(authPlugin);
  app.decorate('userProfiles', createProfileCache(database.db));
  await registerSecurity(app, config);

  await app.register(authRoutes, { prefix: '/api/auth' });
  if (config.demoMode) await app.register(demoRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api/chat' });
  await registerSpa(app, config);
  return app;
}
