import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse, RegisterBody } from '../../shared/auth';
import type { ApiError, FieldIssue } from '../../shared/errors';
import { DEFAULT_COMPETITOR_LIMIT } from '../../shared/competitors';
import { buildApp, type AppDeps } from '../app';
import { DEFAULT_AUTH_LIMITS, DEFAULT_HTTP_SETTINGS, DEFAULT_MAIL_FROM, DEFAULT_SYNC_SETTINGS, type AppConfig, type AuthLimits } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrl, dropPostgresDatabase, pgliteTemplate, POSTGRES_TEMPLATE_ENV, withAdminClient } from './databaseTemplate';

export type TestConfigOverrides = Partial<Omit<AppConfig, 'ai' | 'authLimits' | 'sync' | 'http' | 'mail'>> & {
  mail?: Partial<AppConfig['mail']>;
  ai?: Partial<AppConfig['ai']>;
  http?: Partial<AppConfig['http']>;
  authLimits?: Partial<AuthLimits>;
  sync?: Partial<AppConfig['sync']>;
};

/** A complete, valid AppConfig for tests: temp DATA_DIR, random secrets, silent logs, offline AI. */
export function testConfig(overrides: TestConfigOverrides = {}): AppConfig {
  const dataDir = overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-test-'));
  const base: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    redisUrl: null,
    jwtSecret: randomBytes(48).toString('base64url'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
    publicUrl: 'http://localhost:8080',
    demoMode: true,
    trustProxy: false,
    http: DEFAULT_HTTP_SETTINGS,
    logLevel: 'silent',
    clientDir: path.join(dataDir, 'no-client-build'),
    google: { clientId: null, clientSecret: null },
    facebook: { appId: null, appSecret: null },
    instagram: { appId: null, appSecret: null },
    metaGraphUrl: 'http://127.0.0.1:9/graph',
    instagramGraphUrl: 'http://127.0.0.1:9/instagram',
    instagramApiUrl: 'http://127.0.0.1:9/instagram-api',
    googleIssuer: 'http://127.0.0.1:9/google',
    // Jobs are picked up quickly and retried soon, so tests that wait on a sync wait briefly.
    sync: { ...DEFAULT_SYNC_SETTINGS, intervalMinutes: 360, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, graphRetryBaseMs: 10 },
    competitorLimit: DEFAULT_COMPETITOR_LIMIT,
    webhooks: { verifyToken: null, maxAgeMinutes: 36 * 60 },
    ai: {
      provider: 'offline',
      model: null,
      openaiBaseUrl: null,
      openaiApiKey: null,
      anthropicApiKey: null,
      anthropicBaseUrl: null,
    },
    authLimits: DEFAULT_AUTH_LIMITS,
    // No SMTP unless a test brings its loopback server (modules/mail/testing/smtpFake.ts).
    mail: { smtpUrl: null, from: DEFAULT_MAIL_FROM },
  };
  return {
    ...base,
    ...overrides,
    ai: { ...base.ai, ...overrides.ai },
    http: { ...base.http, ...overrides.http },
    authLimits: { ...base.authLimits, ...overrides.authLimits },
    sync: { ...base.sync, ...overrides.sync },
    mail: { ...base.mail, ...overrides.mail },
  };
}

export type TestDatabase = DatabaseHandle & { url: string | null };

/**
 * A fresh, migrated database: an in-memory PGlite, or — when TEST_DATABASE_URL is set — a new
 * Postgres database of its own (so parallel test files never share rows), dropped on close. Both
 * start as a copy of the run's migrated template when jest's globalSetup made one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { ...(await openDatabase({ kind: 'pglite', dataDir: null, template: pgliteTemplate() })), url: null };

  const name = `iaw_test_${randomUUID().replace(/-/g, '')}`;
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  const url = databaseUrl(adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}

export type TestApp = { app: FastifyInstance; config: AppConfig; database: TestDatabase; close(): Promise<void> };

/** The real app on a fresh database (with a Graph transport or demo world of the test's, if given); call close() in afterAll/afterEach. */
export async function createTestApp(overrides: TestConfigOverrides = {}, deps: Omit<AppDeps, 'database'> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await createTestDatabase();
  const app = await buildApp(config, { ...deps, database });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let userCounter = 0;

/**
 * Registers a user through the real endpoint. Each call comes from its own made-up client address
 * so that helper-made users never use up the per-IP register limit a test may be probing.
 */
export async function registerUser(app: FastifyInstance, partial: Partial<RegisterBody> = {}): Promise<AuthResponse> {
  userCounter += 1;
  const body: RegisterBody = {
    name: partial.name ?? `Test User ${userCounter}`,
    email: partial.email ?? `user-${userCounter}-${randomUUID().slice(0, 8)}@example.test`,
    password: partial.password ?? 'correct horse battery staple',
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress: `10.${(userCounter >> 8) & 255}.${userCounter & 255}.${1 + (randomBytes(1)[0] % 250)}`,
  });
  if (response.statusCode !== 201) {
    throw new Error(`registerUser failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<AuthResponse>();
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** A 400's body: the API error with one issue per offending field (docs/api.md). */
export type FieldErrorBody = ApiError & { details: FieldIssue[] };
export type { ApiError };
