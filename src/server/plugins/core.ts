import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
  }
}

export function decorateCore(app: FastifyInstance, config: AppConfig, db: Db): void {
  app.decorate('config', config);
  app.decorate('db', db);
}
