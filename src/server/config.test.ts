import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, decodeEncryptionKey, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-config-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const problemsOf = (env: Record<string, string>): string[] => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('expected a ConfigError');
  };

  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: null,
      redisUrl: null,
      publicUrl: 'http://localhost:8080',
      demoMode: true,
      trustProxy: false,
      metaGraphUrl: 'https://graph.facebook.com/v23.0',
      googleIssuer: 'https://accounts.google.com',
      ai: { provider: 'offline', model: null, openaiBaseUrl: null, openaiApiKey: null, anthropicApiKey: null, anthropicBaseUrl: null },
    });
  });

  it('generates the secrets once, keeps them in DATA_DIR with mode 0600, and reuses them', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(decodeEncryptionKey(first.tokenEncryptionKey)).toHaveLength(32);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.tokenEncryptionKey).toBe(first.tokenEncryptionKey);
  });

  it('prefers secrets from the environment and then writes nothing', () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40), TOKEN_ENCRYPTION_KEY: 'ab'.repeat(32) });
    expect(config.jwtSecret).toBe('s'.repeat(40));
    expect(decodeEncryptionKey(config.tokenEncryptionKey)).toEqual(Buffer.alloc(32, 0xab));
    expect(fs.existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('turns the demo off by default on a shared Postgres, unless asked for', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/app';
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'off' }).demoMode).toBe(false);
  });

  it('lists every bad variable with a readable reason', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root@localhost/db',
      REDIS_URL: 'http://localhost:6379',
      JWT_SECRET: 'short',
      TOKEN_ENCRYPTION_KEY: 'too-short',
      AI_PROVIDER: 'skynet',
      DEMO_MODE: 'maybe',
      PUBLIC_URL: 'ftp://example.test',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        'DATABASE_URL: must be a postgres:// URL',
        'REDIS_URL: must be a redis:// URL',
        'JWT_SECRET: must be at least 32 characters (use a long random string)',
        'TOKEN_ENCRYPTION_KEY: must be 32 bytes encoded as 64 hex characters or base64',
        'AI_PROVIDER: must be offline, openai or anthropic',
        'DEMO_MODE: must be true or false',
        expect.stringMatching(/^PUBLIC_URL: must be an http\(s\) URL/),
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('puts the problems in the error message, one per line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow('Invalid configuration:\n  - PORT: must be between 1 and 65535');
  });

  it('checks settings that only make sense together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id-only' })).toEqual(['GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: set both or neither']);
    expect(problemsOf({ AI_PROVIDER: 'anthropic' })).toEqual(['ANTHROPIC_API_KEY: required when AI_PROVIDER=anthropic']);
    expect(problemsOf({ AI_PROVIDER: 'openai' })[0]).toMatch(/^OPENAI_API_KEY: required when AI_PROVIDER=openai/);
  });

  it('reads the AI settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      AI_PROVIDER: 'OpenAI',
      AI_MODEL: 'llama3.1',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      model: 'llama3.1',
      openaiBaseUrl: 'http://127.0.0.1:11434/v1',
      openaiApiKey: null,
      anthropicApiKey: null,
      anthropicBaseUrl: null,
    });
  });

  it('reads the sync interval and the Instagram Login exchange host, refusing nonsense', () => {
    const defaults = loadConfig({ DATA_DIR: dataDir });
    expect(defaults.sync.intervalMinutes).toBe(360);
    expect(defaults.instagramApiUrl).toBe('https://api.instagram.com');
    const custom = loadConfig({ DATA_DIR: dataDir, SYNC_INTERVAL_MINUTES: '60', INSTAGRAM_API_URL: 'http://127.0.0.1:9999/igapi/' });
    expect(custom.sync.intervalMinutes).toBe(60);
    expect(custom.instagramApiUrl).toBe('http://127.0.0.1:9999/igapi');
    expect(problemsOf({ SYNC_INTERVAL_MINUTES: '5' })).toEqual(['SYNC_INTERVAL_MINUTES: must be between 15 and 10080 minutes (one week)']);
    expect(problemsOf({ SYNC_INTERVAL_MINUTES: 'hourly' })).toEqual(['SYNC_INTERVAL_MINUTES: must be a number of minutes']);
  });

  it('reads the competitor limit per account, 20 unless set, refusing nonsense', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).competitorLimit).toBe(20);
    expect(loadConfig({ DATA_DIR: dataDir, COMPETITOR_LIMIT: '50' }).competitorLimit).toBe(50);
    expect(problemsOf({ COMPETITOR_LIMIT: '0' })).toEqual(['COMPETITOR_LIMIT: must be between 1 and 500 competitors per account']);
    expect(problemsOf({ COMPETITOR_LIMIT: '2.5' })).toEqual(['COMPETITOR_LIMIT: must be a whole number of competitors']);
    expect(problemsOf({ COMPETITOR_LIMIT: 'many' })).toEqual(['COMPETITOR_LIMIT: must be a number of competitors']);
    expect(loadConfig({ DATA_DIR: dataDir }).authLimits.demoPerIp).toBe(20);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_SIGNINS_PER_IP: '200' }).authLimits.demoPerIp).toBe(200);
    expect(problemsOf({ DEMO_SIGNINS_PER_IP: '0' })).toEqual(['DEMO_SIGNINS_PER_IP: must be between 1 and 10000 demo sign-ins per address per 10 minutes']);
  });

  it('bounds how long a client may take and how many connections one address may hold, with documented defaults', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 15_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 120_000,
      maxConnectionsPerAddress: 128,
    });
    const custom = loadConfig({
      DATA_DIR: dataDir,
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      CONNECTION_TIMEOUT_MS: '30000',
      MAX_CONNECTIONS_PER_IP: '16',
    });
    expect(custom.http).toEqual({
      requestTimeoutMs: 20_000,
      headersTimeoutMs: 5_000,
      keepAliveTimeoutMs: 65_000,
      connectionTimeoutMs: 30_000,
      maxConnectionsPerAddress: 16,
    });
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '0' })).toEqual(['REQUEST_TIMEOUT_MS: must be between 1000 and 3600000 milliseconds']);
    expect(problemsOf({ KEEP_ALIVE_TIMEOUT_MS: 'forever' })).toEqual(['KEEP_ALIVE_TIMEOUT_MS: must be a number of milliseconds']);
    expect(problemsOf({ MAX_CONNECTIONS_PER_IP: '0' })).toEqual(['MAX_CONNECTIONS_PER_IP: must be between 1 and 100000 connections per address']);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' })).toEqual([
      'HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (10000)',
    ]);
  });

  it('reads TRUST_PROXY as nobody, a hop count, proxy addresses and ranges, or everyone', () => {
    const trustOf = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(['false', 'off', '0', ' '].map(trustOf)).toEqual([false, false, false, false]);
    // A number is a count of proxy hops, 1 included: it no longer means "true".
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('10.0.0.1, 192.168.0.0/16,::1,fd00::/8')).toEqual(['10.0.0.1/32', '192.168.0.0/16', '::1/128', 'fd00::/8']);
    expect(trustOf('loopback')).toEqual(['127.0.0.1/8', '::1/128']);
    expect(problemsOf({ TRUST_PROXY: 'nginx, 10.0.0.1/40' })).toEqual([
      'TRUST_PROXY: must be true, false, a hop count or a comma list of proxy addresses or CIDR ranges; not an address: nginx, 10.0.0.1/40',
    ]);
    expect(problemsOf({ TRUST_PROXY: '99' })).toEqual(['TRUST_PROXY: a hop count must be between 1 and 32']);
  });
});
