import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type Redis from 'ioredis';
import type { DestinationStream } from 'pino';
import { UnreachableDependencyError, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { BODY_LIMIT_BYTES, MAX_PARAM_LENGTH } from './http/limits';
import { lazyRequestLogger } from './http/lazyRequestLogger';
import { loggerOptions } from './http/logSafety';
import { proxyTrustWarning, trustsProxy } from './http/proxyTrust';
import { capConnectionsPerAddress, serverTimeoutOptions } from './http/serverLimits';
import { authPlugin } from './modules/auth/plugin';
import { syncPipelinePlugin, type SyncPipelineOverrides } from './jobs/plugin';
import { providerRoutes } from './modules/auth/providers/providerRoutes';
import { authRoutes } from './modules/auth/routes';
import { passwordResetRoutes } from './modules/auth/passwordResetRoutes';
import { mailPlugin } from './modules/mail/plugin';
import { brandingRoutes } from './modules/branding/routes';
import { scheduledReportsPlugin } from './modules/schedules/plugin';
import { invitationMailPlugin } from './modules/workspaces/plugin';
import { scheduleRoutes } from './modules/schedules/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { audienceRoutes } from './modules/audience/routes';
import { chatRoutes } from './modules/chat/routes';
import { competitorRoutes } from './modules/competitors/routes';
import { connectorRoutes } from './modules/connectors/routes';
import { demoRoutes } from './modules/demo/routes';
import { discoveryRoutes } from './modules/discovery/routes';
import { demoWorkspaceRoutes } from './modules/demo/workspaceRoutes';
import { demoMediaRoutes } from './modules/demoMedia/routes';
import { healthRoutes } from './modules/health/routes';
import { peerRoutes } from './modules/peers/routes';
import { postRoutes } from './modules/posts/routes';
import { reelsRoutes } from './modules/reels/routes';
import { referenceRoutes } from './modules/reference/routes';
import { invitationRoutes, workspaceRoutes } from './modules/workspaces/routes';
import { reportRoutes } from './modules/reports/routes';
import { storyRoutes } from './modules/stories/routes';
import { userRoutes } from './modules/users/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { answerClientError, answerUnroutableUrl, errorHandlerPlugin } from './plugins/app/errorHandler';
import { jsonBodyPlugin } from './plugins/app/jsonBody';
import { profileCachePlugin } from './plugins/app/profileCache';
import { spaPlugin } from './plugins/app/spa';
import { corePlugin } from './plugins/external/core';
import { helmetPlugin } from './plugins/external/helmet';
import { openApiPlugin } from './plugins/external/openapi';
import { connectRateLimitRedis, rateLimitPlugin } from './plugins/external/rateLimit';

export type AppDeps = {
  /** An already opened database; the caller then owns closing it. Opened from config otherwise. */
  database?: DatabaseHandle;
  /** A Graph transport or demo world of the caller's (tests, bench). */
  sync?: SyncPipelineOverrides;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: DestinationStream;
};

/** Builds the whole server (API + SPA) without listening; tests call this, main.ts listens. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // What the configuration names must answer before anything is built: a dead one stops the start, named.
  const database = deps.database ?? (await openConfiguredDatabase(config));
  const redis = config.redisUrl
    ? await connectRateLimitRedis(config.redisUrl).catch(async (error: unknown) => {
        if (!deps.database) await database.close();
        throw error;
      })
    : null;
  const app = createServer(config, deps.logStream);
  if (!deps.database) app.addHook('onClose', async () => database.close());
  try {
    await registerEverything(app, config, { database, redis }, deps);
  } catch (error) {
    // A plugin that cannot start leaves nothing open behind it (the database and Redis close with the app).
    await app.close().catch(() => undefined);
    redis?.disconnect();
    throw error;
  }
  return app;
}

/** Fastify with the limits a public server needs: body size, path parameters, slow clients, connections per address, proxy trust. */
function createServer(config: AppConfig, logStream: DestinationStream | undefined) {
  const isProxy = trustsProxy(config.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    ...serverTimeoutOptions(config.http),
    trustProxy: isProxy,
    // Per-request lines only when debugging: errors are logged by the error handler anyway.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // Each request's logger is made when it first logs, which a request that succeeds never does.
    childLoggerFactory: lazyRequestLogger,
    // A URL the router cannot take (bad percent-encoding) gets the same headers and JSON error as any other.
    frameworkErrors: answerUnroutableUrl,
    // So does a request Node's parser refuses (late, headers too large).
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, { max: config.http.maxConnectionsPerAddress, isProxy, log: app.log });
  const trustWarning = proxyTrustWarning(config.trustProxy, config.host);
  if (trustWarning) app.log.warn(trustWarning);
  return app;
}

/** DATABASE_URL's Postgres, or the embedded PGlite in DATA_DIR; a Postgres that does not answer stops the start, named. */
async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    return await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  } catch (error) {
    throw new UnreachableDependencyError('DATABASE_URL', config.databaseUrl, error instanceof Error ? error.message : String(error));
  }
}

type Dependencies = { database: DatabaseHandle; redis: Redis | null };

async function registerEverything(app: FastifyInstance, config: AppConfig, { database, redis }: Dependencies, deps: AppDeps): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // What the app stands on (plugins/external), then how it answers and who is asking (plugins/app).
  // All of them share their decorations and hooks with the app, so they come before the routes.
  await app.register(corePlugin, { config, db: database.db });
  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin, { redis });
  await app.register(syncPipelinePlugin, { database, overrides: deps.sync });
  await app.register(mailPlugin);
  await app.register(scheduledReportsPlugin, { database });
  await app.register(invitationMailPlugin, { database });
  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(authPlugin);
  await app.register(profileCachePlugin);
  // Before the routes: it documents every route registered after it (GET /api/openapi.json, /api/docs).
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { executeSql: database.executeSql });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(providerRoutes, { prefix: '/api/auth' });
  await app.register(passwordResetRoutes, { prefix: '/api/auth' });
  if (config.demoMode) await app.register(demoRoutes, { prefix: '/api/auth' });
  await app.register(demoWorkspaceRoutes, { prefix: '/api/demo' });
  await app.register(demoMediaRoutes, { prefix: '/api/demo' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(chatRoutes, { prefix: '/api/chat' });
  await app.register(connectorRoutes, { prefix: '/api/connectors' });
  await app.register(postRoutes, { prefix: '/api/posts' });
  await app.register(analyticsRoutes, { prefix: '/api/analytics' });
  await app.register(competitorRoutes, { prefix: '/api/competitors' });
  await app.register(peerRoutes, { prefix: '/api/analytics' });
  await app.register(audienceRoutes, { prefix: '/api/analytics' });
  await app.register(reelsRoutes, { prefix: '/api/analytics' });
  await app.register(discoveryRoutes, { prefix: '/api/analytics' });
  await app.register(reportRoutes, { prefix: '/api/reports' });
  await app.register(workspaceRoutes, { prefix: '/api/workspaces' });
  await app.register(invitationRoutes, { prefix: '/api/invitations' });
  await app.register(storyRoutes, { prefix: '/api/stories' });
  await app.register(webhookRoutes, { prefix: '/api/webhooks' });
  await app.register(scheduleRoutes, { prefix: '/api/workspaces' });
  await app.register(brandingRoutes, { prefix: '/api/workspaces' });
  // Last: its not-found handler takes every path no route did.
  await app.register(spaPlugin);
}
