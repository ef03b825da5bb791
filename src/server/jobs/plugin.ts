import type { AppConfig } from '../config';
import { decodeEncryptionKey } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTokenCipher, type TokenCipher } from '../lib/tokenCipher';
import type { DemoWorld } from '../meta/demo/world';
import { MetaGateway } from '../meta/gateway';
import { DEFAULT_RETRY } from '../meta/graphClient';
import type { GraphTransport } from '../meta/transport';
import { sharedPlugin } from '../plugins/sharedPlugin';
import { startSyncQueue, type SyncQueue } from './syncQueue';

declare module 'fastify' {
  interface FastifyInstance {
    metaGateway: MetaGateway;
    tokenCipher: TokenCipher;
    syncQueue: SyncQueue;
  }
}

/**
 * Seams for tests and the bench: a Graph transport or demo world of their own, and a clock for the jobs
 * (a test that walks the stories schedule through a day moves the world's clock and the jobs' together).
 */
export type SyncPipelineOverrides = { graphTransport?: GraphTransport; demoWorld?: () => DemoWorld; now?: () => Date };

const appOf = (id: string | null, secret: string | null) => (id && secret ? { appId: id, appSecret: secret } : null);

function gatewayFor(config: AppConfig, overrides: SyncPipelineOverrides): MetaGateway {
  return new MetaGateway(
    {
      metaGraphUrl: config.metaGraphUrl,
      instagramGraphUrl: config.instagramGraphUrl,
      instagramApiUrl: config.instagramApiUrl,
      publicUrl: config.publicUrl,
      facebook: appOf(config.facebook.appId, config.facebook.appSecret),
      instagram: appOf(config.instagram.appId, config.instagram.appSecret),
      demo: config.demoMode,
      retry: { ...DEFAULT_RETRY, baseDelayMs: config.sync.graphRetryBaseMs },
    },
    overrides.graphTransport,
    overrides.demoWorld,
  );
}

/**
 * The Instagram data pipeline: the Meta gateway (real Graph or demo), the token cipher, and the
 * pg-boss queue whose workers run the syncs. On close the queue stops (a running sync may finish)
 * before the database closes.
 */
export const syncPipelinePlugin = sharedPlugin<{ database: DatabaseHandle; overrides?: SyncPipelineOverrides }>(
  { name: 'sync-pipeline', dependencies: ['core'] },
  async (app, { database, overrides = {} }) => {
    const gateway = gatewayFor(app.config, overrides);
    const cipher = createTokenCipher(decodeEncryptionKey(app.config.tokenEncryptionKey));
    const syncQueue = await startSyncQueue(
      database,
      app.config.sync,
      { db: database.db, gateway, cipher, now: overrides.now },
      { log: app.log, competitorLimit: app.config.competitorLimit },
    );
    app.decorate('metaGateway', gateway);
    app.decorate('tokenCipher', cipher);
    app.decorate('syncQueue', syncQueue);
    app.addHook('onClose', () => syncQueue.stop());
  },
);
