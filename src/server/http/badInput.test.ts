import { buildApp } from '../app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../test/helpers';

describe('bad input never reaches a 500', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const raw = (url: string, payload: string | Buffer, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress: '10.1.1.1' });
  const json = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: '10.1.1.2' });

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
    expect(response.json().code).toBeDefined();
  });

  it('names the field for wrong types', async () => {
    const response = await json('/api/auth/register', { name: 'Ann', email: 12345, password: 'long-enough-pass' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'email' }] });
    expect(response.json().message).toMatch(/^email: /);
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
    const fields = (response.json().details as Array<{ field: string }>).map((detail) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(response.json().message).toBe('name: name is required');
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
    expect(empty.json().message).toBe('body: body must be a JSON object');
  });

  it('answers a 1 MB body with JSON 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'big@example.test', password: 'long-enough-pass' });
    const response = await raw('/api/auth/register', huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('caps very long strings with a field message', async () => {
    const name = await json('/api/auth/register', { name: 'é'.repeat(5000), email: 'long@example.test', password: 'long-enough-pass' });
    expect(name.json().message).toBe('name: name must be at most 80 characters');
    const email = await json('/api/auth/login', { email: `${'a'.repeat(300)}@example.test`, password: 'x' });
    expect(email.json().message).toBe('email: email must be at most 254 characters');
    const password = await json('/api/auth/login', { email: 'a@example.test', password: 'p'.repeat(10_000) });
    expect(password.statusCode).toBe(400);
    expect(password.json().details[0].field).toBe('password');
  });

  it('keeps non-ASCII text intact and refuses control-laden e-mails cleanly', async () => {
    const ok = await json('/api/auth/register', { name: '李小龍 🥋', email: 'bruce@example.test', password: 'wǒ-ài-gōngfu-123' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.name).toBe('李小龍 🥋');
    const login = await json('/api/auth/login', { email: 'bruce@example.test', password: 'wǒ-ài-gōngfu-123' });
    expect(login.statusCode).toBe(200);
    const weird = await json('/api/auth/login', { email: 'ü\u0000@exämple.test', password: 'whatever-pass' });
    expect(weird.statusCode).toBe(400);
    expect(weird.json().details[0].field).toBe('email');
  });

  it('answers a non-JSON content type with 415', async () => {
    const response = await raw('/api/auth/login', 'email=a@b.c&password=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown /api paths and methods with JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/unknown'], ['POST', '/api/nope/deeper?x=1'], ['GET', '/api'], ['PATCH', '/api/users/profile']] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});

describe('server errors', () => {
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
  });
});
