import { buildApp } from '../app';
import { bearer, createTestApp, createTestDatabase, registerUser, testConfig, type TestApp, type ApiError, type FieldErrorBody } from '../test/helpers';
import { expectApiSecurityHeaders } from '../plugins/external/testing/securityHeaders';
import type { AuthResponse } from '../../shared/auth';

describe('bad input never reaches a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const raw = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress: '10.1.1.1' });
  const json = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: '10.1.1.2' });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    for (const body of ['{"email": ', '{email: "a@b.c"}', "{'a': 1}", '{"a":1}}', 'nul']) {
      const response = await raw('/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Malformed JSON body', code: 'INVALID_JSON' });
    }
  });

  it('refuses prototype-poisoning bodies', async () => {
    const response = await raw('/api/auth/login', '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBeDefined();
  });

  it('names the field for wrong types', async () => {
    const response = await json('/api/auth/register', { name: 'Ann', email: 12345, password: 'long-enough-pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
    expect(response.json<ApiError>().message).toMatch(/^email: /);
  });

  it('names the field for an invalid e-mail with the documented message', async () => {
    const response = await json('/api/auth/register', { name: 'Ann', email: 'not-an-email', password: 'long-enough-pass' });
    expect(response.json()).toEqual({
      message: 'email: email must be a valid e-mail address',
      code: 'VALIDATION_ERROR',
      details: [{ field: 'email', message: 'email must be a valid e-mail address' }],
    });
  });

  it('names every missing field', async () => {
    const response = await json('/api/auth/register', {});
    expect(response.statusCode).toBe(400);
    const fields = (response.json<FieldErrorBody>().details as Array<{ field: string }>).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(response.json<ApiError>().message).toBe('name: name is required');
  });

  it('refuses extra fields by name', async () => {
    const response = await json('/api/auth/login', { email: 'a@example.test', password: 'whatever-pass', isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'isAdmin: is not an accepted field', details: [{ field: 'isAdmin' }] });
  });

  it('refuses a body that is not an object', async () => {
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await raw('/api/auth/login', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'body: body must be a JSON object', code: 'VALIDATION_ERROR' });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.1.1.3' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiError>().message).toBe('body: body must be a JSON object');
  });

  it('answers a 1 MB body with JSON 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'big@example.test', password: 'long-enough-pass' });
    const response = await raw('/api/auth/register', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('caps very long strings with a field message', async () => {
    const name = await json('/api/auth/register', { name: 'é'.repeat(5000), email: 'long@example.test', password: 'long-enough-pass' });
    expect(name.json<ApiError>().message).toBe('name: name must be at most 80 characters');
    const email = await json('/api/auth/login', { email: `${'a'.repeat(300)}@example.test`, password: 'x' });
    expect(email.json<ApiError>().message).toBe('email: email must be at most 254 characters');
    const password = await json('/api/auth/login', { email: 'a@example.test', password: 'p'.repeat(10_000) });
    expect(password.statusCode).toBe(400);
    expect(password.json<FieldErrorBody>().details[0].field).toBe('password');
  });

  it('keeps non-ASCII text intact and refuses control-laden e-mails cleanly', async () => {
    const ok = await json('/api/auth/register', { name: '李小龍 🥋', email: 'bruce@example.test', password: 'wǒ-ài-gōngfu-123' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<AuthResponse>().user.name).toBe('李小龍 🥋');
    const login = await json('/api/auth/login', { email: 'bruce@example.test', password: 'wǒ-ài-gōngfu-123' });
    expect(login.statusCode).toBe(200);
    const weird = await json('/api/auth/login', { email: 'ü\u0000@exämple.test', password: 'whatever-pass' });
    expect(weird.statusCode).toBe(400);
    expect(weird.json<FieldErrorBody>().details[0].field).toBe('email');
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await raw('/api/auth/login', 'email=a@b.c&password=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json<ApiError>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['a NUL in the name', { name: 'Nul\u0000Name' }, 'name'],
    ['an escape in the name', { name: 'Bell\u001b[31m' }, 'name'],
    ['a line break in the name', { name: 'Two\nLines' }, 'name'],
    ['a NUL in the e-mail', { email: 'nul\u0000@example.test' }, 'email'],
    ['a NUL in the password', { password: 'long-enough\u0000pass' }, 'password'],
  ])('refuses %s on register with 400 naming the field', async (_label, change, field) => {
    const body = { name: 'Ann', email: `ctl-${field}@example.test`, password: 'long-enough-pass', ...change };
    const response = await json('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `${field}: ${field} must not contain control characters`,
      code: 'VALIDATION_ERROR',
      details: [{ field, message: `${field} must not contain control characters` }],
    });
  });

  it.each([
    ['a NUL in the name', { name: 'Nul\u0000Name' }, 'name', 'name must not contain control characters'],
    ['a NUL in the image URL', { image: 'https://cdn.example.test/\u0000.png' }, 'image', 'image must not contain control characters'],
    ['an image URL over 2048 characters', { image: `https://cdn.example.test/${'a'.repeat(2048)}.png` }, 'image', 'image must be at most 2048 characters'],
    ['an http image, which the CSP would block', { image: 'http://cdn.example.test/me.png' }, 'image', 'image must be an https URL'],
    [
      'a NUL in the current password',
      { currentPassword: 'old\u0000', newPassword: 'brand-new-password' },
      'currentPassword',
      'currentPassword must not contain control characters',
    ],
  ])('refuses a profile update with %s, naming the field and the real reason', async (_label, payload, field, message) => {
    const { accessToken } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(accessToken), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, code: 'VALIDATION_ERROR', details: [{ field, message }] });
  });

  it('refuses control characters in the other text fields of the contract, on every module', async () => {
    const { accessToken } = await registerUser(t.app);
    const asUser = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: bearer(accessToken) });
    const someId = '00000000-0000-4000-8000-000000000000';
    const cases = [
      [await asUser('POST', '/api/connectors/instagram/connect', { code: 'demo\u0000', state: 'state' }), 'code'],
      [await asUser('PATCH', `/api/connectors/instagram/accounts/${someId}`, { timezone: 'Europe/Rome\u0000' }), 'timezone'],
      [await asUser('GET', '/api/posts?after=%00'), 'after'],
      // Both reached Postgres with the NUL and answered 500 (SQLSTATE 22021) before they took the rule.
      [await asUser('GET', `/api/competitors/${someId}/posts?after=%00`), 'after'],
      [await asUser('GET', `/api/analytics/peers?accountId=${someId}&nicheId=fitness%00`), 'nicheId'],
      [await asUser('POST', '/api/reports/users/comparison', { accountId: someId, nicheId: '\u0000' }), 'nicheId'],
      [await asUser('POST', '/api/chat/stream', { messageHistory: [{ role: 'user', content: 'hi\u0000' }] }), 'messageHistory.0.content'],
      [await json('/api/auth/refresh', { refreshToken: 'token\u0000' }), 'refreshToken'],
    ] as const;
    for (const [response, field] of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json<FieldErrorBody>().details).toEqual([{ field, message: `${field.split('.').at(-1)} must not contain control characters` }]);
    }
  });

  it('keeps line breaks and tabs in chat messages, which are multiline', async () => {
    const { accessToken } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      headers: bearer(accessToken),
      payload: { messageHistory: [{ role: 'user', content: 'Line one\n\tLine two\r\n' }] },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a URL with an invalid percent-encoding with JSON 400 and the API security headers', async () => {
    // Answered before routing, where no hook runs, even outside /api: the answer is a JSON error all the same.
    for (const url of ['/%ff%fe', '/api/posts/%E0%A4%A?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Malformed URL: it holds an invalid percent-encoding', code: 'BAD_URL' });
      expectApiSecurityHeaders(response.headers);
    }
  });

  it('answers an overlong path parameter with JSON 414 and the API security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/posts/${'a'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'A path segment of the URL is too long', code: 'URL_TOO_LONG' });
    expectApiSecurityHeaders(response.headers);
  });

  it('answers unknown /api paths and methods with JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown'],
      ['POST', '/api/nope/deeper?x=1'],
      ['GET', '/api'],
      ['PATCH', '/api/users/profile'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
      expectApiSecurityHeaders(response.headers);
    }
  });
});

describe('server errors', () => {
  // Builds its own app (a database and migrations) inside the test, hence the explicit timeout.
  it('hides internals of a 5xx behind a generic message', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), { database });
    app.get('/api/explode', async () => {
      throw new Error('connection string postgres://admin:hunter2@db/secret failed');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/explode' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
      expect(response.body).not.toMatch(/hunter2|postgres|stack/);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
