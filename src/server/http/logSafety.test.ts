import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/public';
import { createUser } from '../modules/users/public';
import { createTestDatabase, testConfig, type TestDatabase } from '../test/helpers';
import { loggableError } from './logSafety';

/** The fields of a pino log line these tests read. */
type LogLine = { msg?: string; req?: unknown; err?: { message?: string; stack?: string; cause?: { code?: string } } };

/** Every line the app logs, as text, for the secrets below to be looked for in. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const EMAIL = 'secret.owner@example.test';
const PASSWORD = 'never-in-any-log-42';

describe('the log never holds query parameters, bodies or query strings', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let log: ReturnType<typeof capturedLog>;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    log = capturedLog();
    // debug: the per-request lines are on too, so they are checked as well.
    app = await buildApp(testConfig({ logLevel: 'debug' }), { database, logStream: log.stream });
    passwordHash = await hashPassword(PASSWORD);
    // Queries that fail in the database with the secrets as parameters, past any validation.
    app.post('/api/test/nul-name', async () =>
      createUser(app.db, { email: EMAIL, name: 'Nul\u0000Name', passwordHash, identity: { provider: 'password', subject: EMAIL } }),
    );
    app.post('/api/test/taken-email', async () => {
      await createUser(app.db, { email: 'first@example.test', name: 'First', passwordHash: null, identity: { provider: 'demo', subject: 'first' } });
      await app.db.update(users).set({ email: EMAIL, passwordHash }).where(eq(users.email, 'first@example.test'));
    });
    await app.ready();
    await createUser(app.db, { email: EMAIL, name: 'Owner', passwordHash, identity: { provider: 'password', subject: EMAIL } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const expectNoSecret = (text: string) => {
    for (const secret of [EMAIL, passwordHash, PASSWORD, 'Nul\\u0000Name', 'sekrit-token']) expect(text).not.toContain(secret);
  };

  it.each([
    ['a NUL in a name', '/api/test/nul-name'],
    ['a unique violation on the e-mail', '/api/test/taken-email'],
  ])('logs %s as a sanitized error: the SQL with placeholders, the code, no parameters', async (_label, url) => {
    const before = log.text().length;
    const response = await app.inject({ method: 'POST', url: `${url}?token=sekrit-token` });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });

    const written = log.text().slice(before);
    const failure = written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.msg === 'request failed');
    expect(failure?.err?.message).toMatch(/^Failed query: (insert into|update) "users"/);
    expect(failure?.err?.message).toContain('$1');
    expect(failure?.err?.cause?.code).toMatch(/^(22021|23505)$/);
    expect(failure?.err?.stack).toMatch(/\n\s+at /);
    expectNoSecret(written);
  });

  it('logs requests at debug as method and path: no query string, no body', async () => {
    const before = log.text().length;
    await app.inject({ method: 'POST', url: '/api/auth/login?token=sekrit-token', payload: { email: EMAIL, password: PASSWORD }, remoteAddress: '10.3.3.3' });
    const written = log.text().slice(before);
    const incoming = written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toEqual({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.3.3.3' });
    expectNoSecret(written);
  });
});

describe('loggableError', () => {
  it('keeps what explains the failure and drops what may hold user data', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      where: 'unnamed portal parameter $1',
      params: [EMAIL],
    });
    const error = Object.assign(new Error(`Failed query: insert into "users" ("email") values ($1)\nparams: ${EMAIL}`), { params: [EMAIL], cause });
    const logged = loggableError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: { code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    // Logging an error that was already made loggable changes nothing.
    expect(loggableError(logged)).toEqual(logged);
  });

  it('removes query strings from URLs in messages, where tokens travel', () => {
    const logged = loggableError(new Error('GET https://graph.example.test/v23.0/me?access_token=EAAB-secret&fields=id failed'));
    expect(logged.message).toBe('GET https://graph.example.test/v23.0/me?[redacted] failed');
  });
});
