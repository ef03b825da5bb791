import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sharedPlugin } from '../sharedPlugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
}

/** The validated configuration and the database, for every plugin and route registered after it. */
export const corePlugin = sharedPlugin<{ config: AppConfig; db: Db }>({ name: 'core' }, async (app, { config, db }) => {
  app.decorate('config', config);
  app.decorate('db', db);
});
