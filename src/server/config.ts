import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_COMPETITOR_LIMIT } from '../shared/competitors';
import { parseProxyTrust, type ProxyTrust } from './http/proxyTrust';
import { defaultClientDir } from './paths';

export type AiProviderId = 'offline' | 'openai' | 'anthropic';

export type AuthLimits = {
  /** Window shared by every auth limit below. */
  windowMs: number;
  loginPerIp: number;
  /** Login, and register, attempts for one e-mail from one address; then 429. */
  attemptsPerIpAndEmail: number;
  registerPerIp: number;
  demoPerIp: number;
  refreshPerIp: number;
  /**
   * Failures for one e-mail from every address together never answer 429 (the owner would be locked
   * out): past this many, each attempt waits slowdownBaseMs, doubling per failure, at most slowdownMaxMs.
   */
  failuresBeforeSlowdown: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
};

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  jwtSecret: string;
  /** 32 bytes, base64 or hex (see decodeEncryptionKey); encrypts Meta access tokens at rest. */
  tokenEncryptionKey: string;
  publicUrl: string;
  demoMode: boolean;
  /** TRUST_PROXY: which peers' X-Forwarded-For entries are believed (http/proxyTrust.ts). */
  trustProxy: ProxyTrust;
  http: HttpSettings;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder with the built SPA (webpack output). */
  clientDir: string;
  google: { clientId: string | null; clientSecret: string | null };
  facebook: { appId: string | null; appSecret: string | null };
  instagram: { appId: string | null; appSecret: string | null };
  metaGraphUrl: string;
  instagramGraphUrl: string;
  /** Instagram Login's code exchange host (https://api.instagram.com). */
  instagramApiUrl: string;
  googleIssuer: string;
  sync: SyncSettings;
  webhooks: WebhookSettings;
  /** COMPETITOR_LIMIT: competitors tracked per connected account. */
  competitorLimit: number;
  ai: {
    provider: AiProviderId;
    model: string | null;
    openaiBaseUrl: string | null;
    openaiApiKey: string | null;
    anthropicApiKey: string | null;
    anthropicBaseUrl: string | null;
  };
  authLimits: AuthLimits;
  mail: MailSettings;
};

/** E-mail (docs/mail.md): without SMTP_URL nothing is sent and the product says so where it would send. */
export type MailSettings = {
  /** SMTP_URL: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; null: e-mail is off. */
  smtpUrl: string | null;
  /** MAIL_FROM: the From of every message, e.g. "Analytics <reports@example.com>". */
  from: string;
};

export const DEFAULT_MAIL_FROM = 'Instagram Analytics Workspace <no-reply@localhost>';

export type SyncSettings = {
  /** SYNC_INTERVAL_MINUTES: an account is synced again once its last success is this old. */
  intervalMinutes: number;
  /** How often the scheduler looks for accounts due (cron). */
  sweepCron: string;
  pollingIntervalSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** First backoff step of the Graph client when Meta throttles or fails (doubles per attempt). */
  graphRetryBaseMs: number;
  /** DEMO_RETENTION_DAYS: an unclaimed demo workspace nobody opened for this long is removed with all its rows. */
  demoRetentionDays: number;
  /** STORIES_READ_INTERVAL_MINUTES as a cron: how often every account's live stories are read (hourly by default). */
  storiesCron: string;
};

/** Meta's webhooks (modules/webhooks): the verify token of the subscription handshake, and how old a delivery may be. */
type WebhookSettings = {
  /** INSTAGRAM_WEBHOOK_VERIFY_TOKEN: what Meta must send as hub.verify_token; null refuses every handshake. */
  verifyToken: string | null;
  /** WEBHOOK_MAX_AGE_MINUTES: a delivery whose entry time is older than this is refused as stale; never under Meta's 36 hours of retries. */
  maxAgeMinutes: number;
};

/**
 * How long the HTTP server waits on a client, and how many connections one address may hold, so that
 * slow or idle clients cannot hold sockets (and file descriptors) for ever. Node checks the request
 * and header timeouts of incomplete requests periodically (see http/serverLimits.ts).
 */
export type HttpSettings = {
  /** REQUEST_TIMEOUT_MS: the whole request, headers and body, must have arrived within this; then 408 and closed. */
  requestTimeoutMs: number;
  /** HEADERS_TIMEOUT_MS: the request line and headers must have arrived within this; then 408 and closed. */
  headersTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS: an idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** CONNECTION_TIMEOUT_MS: a socket with no traffic either way (mid-request or mid-answer) is closed after this. */
  connectionTimeoutMs: number;
  /** MAX_CONNECTIONS_PER_IP: open connections one peer address may hold; more are closed at once. */
  maxConnectionsPerAddress: number;
};

export const DEFAULT_HTTP_SETTINGS: HttpSettings = {
  // A chat history may be several MB (modules/chat); a minute lets a slow uplink send it.
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  // Fastify's default, longer than the 60 s idle timeout of common load balancers, so that the
  // balancer, not the server, closes an idle connection (no request is sent into a closing socket).
  keepAliveTimeoutMs: 72_000,
  // Longer than the chat stream's 15 s heartbeat and its model's 90 s idle limit.
  connectionTimeoutMs: 120_000,
  // Browsers open at most 6 per host; this leaves room for a shared office or mobile-carrier address.
  maxConnectionsPerAddress: 128,
};

export const DEFAULT_SYNC_SETTINGS: Omit<SyncSettings, 'intervalMinutes'> = {
  sweepCron: '*/10 * * * *',
  pollingIntervalSeconds: 1,
  retryLimit: 4,
  retryDelaySeconds: 30,
  graphRetryBaseMs: 500,
  demoRetentionDays: 7,
  storiesCron: storiesCronFor(60),
};

/**
 * The stories schedule's cron for an interval: every N minutes under an hour, every N/60 hours (at
 * minute 5) from an hour on. Stories live 24 hours, so any interval up to 12 hours reads each one.
 */
function storiesCronFor(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  return minutes === 60 ? '5 * * * *' : `5 */${minutes / 60} * * *`;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  windowMs: 10 * 60_000,
  loginPerIp: 30,
  attemptsPerIpAndEmail: 10,
  registerPerIp: 20,
  demoPerIp: 20,
  refreshPerIp: 300,
  failuresBeforeSlowdown: 5,
  slowdownBaseMs: 250,
  slowdownMaxMs: 4_000,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * A service the configuration names (DATABASE_URL, REDIS_URL) did not answer at start: the server
 * stops with this message, which names the variable and the address without its password.
 */
export class UnreachableDependencyError extends Error {
  constructor(variable: 'DATABASE_URL' | 'REDIS_URL', url: string, reason: string) {
    super(`${variable}: nothing usable answered at ${withoutPassword(url)} (${reason}); start it, or correct ${variable}`);
    this.name = 'UnreachableDependencyError';
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const ENCRYPTION_KEY_FORMAT = 'must be 32 bytes encoded as 64 hex characters or base64';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));

const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `must be an http(s) URL (${what})` });

const optionalUrl = (what: string) => optionalText.pipe(z.union([z.null(), httpUrl(what)]));

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** An optional whole number within [min, max], `fallback` when unset; each message names the variable's unit. */
/**
 * Meta retries a failed webhook delivery for up to 36 hours
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started ): the staleness window is
 * never shorter, or Meta's own retries would be refused.
 */
export const WEBHOOK_RETRY_MINUTES = 36 * 60;

const wholeNumber = (fallback: number, [min, max]: [number, number], messages: { number: string; whole: string; range: string }) =>
  z
    .string()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(z.number({ error: messages.number }).int({ error: messages.whole }).min(min, { error: messages.range }).max(max, { error: messages.range }));

/** A duration in milliseconds within [min, max]. */
const milliseconds = (fallback: number, [min, max]: [number, number]) =>
  wholeNumber(fallback, [min, max], {
    number: 'must be a number of milliseconds',
    whole: 'must be a whole number of milliseconds',
    range: `must be between ${min} and ${max} milliseconds`,
  });

const envSchema = z.object({
  PORT: wholeNumber(8080, [1, 65_535], { number: 'must be a number', whole: 'must be an integer', range: 'must be between 1 and 65535' }),
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  DATA_DIR: optionalText.transform((value) => path.resolve(value ?? '.data')),
  DATABASE_URL: optionalText.pipe(z.union([z.null(), z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })])),
  REDIS_URL: optionalText.pipe(z.union([z.null(), z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })])),
  JWT_SECRET: optionalText.pipe(z.union([z.null(), z.string().min(32, { error: 'must be at least 32 characters (use a long random string)' })])),
  TOKEN_ENCRYPTION_KEY: optionalText.pipe(
    z.union([
      z.null(),
      z.string().refine((value) => tryDecodeKey(value) !== null, {
        error: ENCRYPTION_KEY_FORMAT,
      }),
    ]),
  ),
  PUBLIC_URL: optionalUrl('e.g. https://analytics.example.com'),
  DEMO_MODE: booleanFlag,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseProxyTrust(value);
      if ('trust' in parsed) return parsed.trust;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_SETTINGS.requestTimeoutMs, [1_000, 3_600_000]),
  HEADERS_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_SETTINGS.headersTimeoutMs, [1_000, 3_600_000]),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_SETTINGS.keepAliveTimeoutMs, [1_000, 3_600_000]),
  CONNECTION_TIMEOUT_MS: milliseconds(DEFAULT_HTTP_SETTINGS.connectionTimeoutMs, [1_000, 3_600_000]),
  MAX_CONNECTIONS_PER_IP: wholeNumber(DEFAULT_HTTP_SETTINGS.maxConnectionsPerAddress, [1, 100_000], {
    number: 'must be a number of connections',
    whole: 'must be a whole number of connections',
    range: 'must be between 1 and 100000 connections per address',
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .optional()
    .transform((value) => value ?? 'info'),
  CLIENT_DIR: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  INSTAGRAM_APP_ID: optionalText,
  INSTAGRAM_APP_SECRET: optionalText,
  META_GRAPH_URL: optionalUrl('Graph API base'),
  INSTAGRAM_GRAPH_URL: optionalUrl('Instagram Graph API base'),
  INSTAGRAM_API_URL: optionalUrl('Instagram Login token exchange host'),
  SYNC_INTERVAL_MINUTES: wholeNumber(360, [15, 10_080], {
    number: 'must be a number of minutes',
    whole: 'must be a whole number of minutes',
    range: 'must be between 15 and 10080 minutes (one week)',
  }),
  DEMO_RETENTION_DAYS: wholeNumber(DEFAULT_SYNC_SETTINGS.demoRetentionDays, [1, 3_650], {
    number: 'must be a number of days',
    whole: 'must be a whole number of days',
    range: 'must be between 1 and 3650 days',
  }),
  STORIES_READ_INTERVAL_MINUTES: wholeNumber(60, [5, 720], {
    number: 'must be a number of minutes',
    whole: 'must be a whole number of minutes',
    range: 'must be between 5 and 720 minutes (stories live 24 hours)',
  }).refine((minutes) => minutes < 60 || minutes % 60 === 0, { error: 'must be under 60 minutes or a whole number of hours (60, 120, … 720)' }),
  INSTAGRAM_WEBHOOK_VERIFY_TOKEN: optionalText,
  WEBHOOK_MAX_AGE_MINUTES: wholeNumber(WEBHOOK_RETRY_MINUTES, [WEBHOOK_RETRY_MINUTES, 7 * 24 * 60], {
    number: 'must be a number of minutes',
    whole: 'must be a whole number of minutes',
    range: 'must be between 2160 minutes (36 hours, how long Meta retries a delivery: a shorter window would refuse its retries) and 10080 (7 days)',
  }),
  COMPETITOR_LIMIT: wholeNumber(DEFAULT_COMPETITOR_LIMIT, [1, 500], {
    number: 'must be a number of competitors',
    whole: 'must be a whole number of competitors',
    range: 'must be between 1 and 500 competitors per account',
  }),
  DEMO_SIGNINS_PER_IP: wholeNumber(DEFAULT_AUTH_LIMITS.demoPerIp, [1, 10_000], {
    number: 'must be a number of demo sign-ins',
    whole: 'must be a whole number of demo sign-ins',
    range: 'must be between 1 and 10000 demo sign-ins per address per 10 minutes',
  }),
  GOOGLE_ISSUER: optionalUrl('OpenID Connect issuer'),
  AI_PROVIDER: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || 'offline')
    .pipe(z.enum(['offline', 'openai', 'anthropic'], { error: 'must be offline, openai or anthropic' })),
  AI_MODEL: optionalText,
  OPENAI_BASE_URL: optionalUrl('OpenAI-compatible API base, e.g. http://127.0.0.1:11434/v1'),
  OPENAI_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  ANTHROPIC_BASE_URL: optionalUrl('Anthropic API base'),
  SMTP_URL: optionalText.pipe(
    z.union([z.null(), z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587' })]),
  ),
  MAIL_FROM: optionalText.pipe(
    z.union([z.null(), z.string().regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error: 'must be an address, or "Name <address>"' })]),
  ),
});

type Env = Record<string, string | undefined>;

/**
 * Reads every setting from the environment once, at start. Throws a ConfigError naming each bad
 * variable. Missing JWT_SECRET / TOKEN_ENCRYPTION_KEY are generated once and kept in DATA_DIR.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems = crossFieldProblems(vars);
  if (problems.length) throw new ConfigError(problems);

  const secrets =
    vars.JWT_SECRET && vars.TOKEN_ENCRYPTION_KEY
      ? { jwtSecret: vars.JWT_SECRET, tokenEncryptionKey: vars.TOKEN_ENCRYPTION_KEY }
      : { ...loadOrCreateSecrets(vars.DATA_DIR), ...definedSecrets(vars) };

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: vars.DATA_DIR,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    ...secrets,
    publicUrl: stripSlash(vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`),
    // The demo is on by default for the one-command embedded setup, off on a shared Postgres.
    demoMode: vars.DEMO_MODE ?? vars.DATABASE_URL === null,
    trustProxy: vars.TRUST_PROXY,
    http: {
      requestTimeoutMs: vars.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: vars.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: vars.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: vars.CONNECTION_TIMEOUT_MS,
      maxConnectionsPerAddress: vars.MAX_CONNECTIONS_PER_IP,
    },
    logLevel: vars.LOG_LEVEL,
    clientDir: vars.CLIENT_DIR ? path.resolve(vars.CLIENT_DIR) : defaultClientDir,
    google: { clientId: vars.GOOGLE_CLIENT_ID, clientSecret: vars.GOOGLE_CLIENT_SECRET },
    facebook: { appId: vars.FACEBOOK_APP_ID, appSecret: vars.FACEBOOK_APP_SECRET },
    instagram: { appId: vars.INSTAGRAM_APP_ID, appSecret: vars.INSTAGRAM_APP_SECRET },
    metaGraphUrl: stripSlash(vars.META_GRAPH_URL ?? 'https://graph.facebook.com/v23.0'),
    instagramGraphUrl: stripSlash(vars.INSTAGRAM_GRAPH_URL ?? 'https://graph.instagram.com/v23.0'),
    instagramApiUrl: stripSlash(vars.INSTAGRAM_API_URL ?? 'https://api.instagram.com'),
    sync: {
      ...DEFAULT_SYNC_SETTINGS,
      intervalMinutes: vars.SYNC_INTERVAL_MINUTES,
      demoRetentionDays: vars.DEMO_RETENTION_DAYS,
      storiesCron: storiesCronFor(vars.STORIES_READ_INTERVAL_MINUTES),
    },
    webhooks: { verifyToken: vars.INSTAGRAM_WEBHOOK_VERIFY_TOKEN, maxAgeMinutes: vars.WEBHOOK_MAX_AGE_MINUTES },
    competitorLimit: vars.COMPETITOR_LIMIT,
    googleIssuer: stripSlash(vars.GOOGLE_ISSUER ?? 'https://accounts.google.com'),
    ai: {
      provider: vars.AI_PROVIDER,
      model: vars.AI_MODEL,
      openaiBaseUrl: vars.OPENAI_BASE_URL,
      openaiApiKey: vars.OPENAI_API_KEY,
      anthropicApiKey: vars.ANTHROPIC_API_KEY,
      anthropicBaseUrl: vars.ANTHROPIC_BASE_URL,
    },
    authLimits: { ...DEFAULT_AUTH_LIMITS, demoPerIp: vars.DEMO_SIGNINS_PER_IP },
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM ?? DEFAULT_MAIL_FROM },
  };
}

type ParsedEnv = z.infer<typeof envSchema>;

function crossFieldProblems(vars: ParsedEnv): string[] {
  const problems: string[] = [];
  const pairs: Array<[keyof ParsedEnv, keyof ParsedEnv]> = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    ['INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET'],
  ];
  for (const [id, secret] of pairs) {
    if (Boolean(vars[id]) !== Boolean(vars[secret])) problems.push(`${id}/${secret}: set both or neither`);
  }
  if (vars.AI_PROVIDER === 'openai' && !vars.OPENAI_BASE_URL && !vars.OPENAI_API_KEY) {
    problems.push('OPENAI_API_KEY: required when AI_PROVIDER=openai (or set OPENAI_BASE_URL for a local server)');
  }
  if (vars.AI_PROVIDER === 'anthropic' && !vars.ANTHROPIC_API_KEY) {
    problems.push('ANTHROPIC_API_KEY: required when AI_PROVIDER=anthropic');
  }
  // Node refuses a server whose headers may take longer than the whole request.
  if (vars.HEADERS_TIMEOUT_MS > vars.REQUEST_TIMEOUT_MS) {
    problems.push(`HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (${vars.REQUEST_TIMEOUT_MS})`);
  }
  return problems;
}

function definedSecrets(vars: ParsedEnv): Partial<Pick<AppConfig, 'jwtSecret' | 'tokenEncryptionKey'>> {
  return {
    ...(vars.JWT_SECRET ? { jwtSecret: vars.JWT_SECRET } : {}),
    ...(vars.TOKEN_ENCRYPTION_KEY ? { tokenEncryptionKey: vars.TOKEN_ENCRYPTION_KEY } : {}),
  };
}

const SECRETS_FILE = 'secrets.json';

/** Generated secrets survive restarts so sessions and encrypted tokens stay valid. */
function loadOrCreateSecrets(dataDir: string): Pick<AppConfig, 'jwtSecret' | 'tokenEncryptionKey'> {
  const file = path.join(dataDir, SECRETS_FILE);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof stored.jwtSecret === 'string' && typeof stored.tokenEncryptionKey === 'string') {
      return { jwtSecret: stored.jwtSecret, tokenEncryptionKey: stored.tokenEncryptionKey };
    }
    throw new ConfigError([`${file}: unreadable secrets file; delete it to generate new secrets`]);
  }
  const secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    tokenEncryptionKey: randomBytes(32).toString('base64'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx' refuses to overwrite a file another process created meanwhile.
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  return secrets;
}

function tryDecodeKey(value: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** The AES-256-GCM key for Meta access tokens. */
export function decodeEncryptionKey(value: string): Buffer {
  const key = tryDecodeKey(value);
  if (!key) throw new ConfigError([`TOKEN_ENCRYPTION_KEY: ${ENCRYPTION_KEY_FORMAT}`]);
  return key;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
