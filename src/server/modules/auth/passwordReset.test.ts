import { eq, sql } from 'drizzle-orm';
import type { AuthResponse, PasswordResetRequested } from '../../../shared/auth';
import { passwordResets } from '../../db/schema';
import { waitFor } from '../../jobs/testing/waitFor';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../test/helpers';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';

const PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new long passphrase';

describe('password reset by e-mail', () => {
  let smtp: SmtpFake;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpFake();
    testApp = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Analytics <no-reply@example.test>' }, publicUrl: 'https://analytics.example.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  let address = 0;
  const requestReset = (email: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: `10.9.0.${(address += 1)}` });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const login = (email: string, password: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** The token of the newest reset e-mail to `email`, read from the link in its HTML and text. */
  async function tokenMailedTo(email: string, count = 1): Promise<string> {
    const mails = await waitFor(
      () => Promise.resolve(smtp.received.filter((message) => message.envelopeTo.includes(email))),
      (found) => found.length >= count,
    );
    const { mail } = mails[count - 1];
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Analytics', address: 'no-reply@example.test' });
    const link = /https:\/\/analytics\.example\.test\/reset-password#token=([\w-]+)/.exec(String(mail.html));
    expect(link).not.toBeNull();
    expect(mail.text).toContain(link![0]);
    return link![1];
  }

  it('mails a link that sets a new password once and signs out every session', async () => {
    const user = await registerUser(testApp.app, { password: PASSWORD });
    const requested = await requestReset(user.user.email);
    expect(requested.statusCode).toBe(202);
    expect(requested.json<PasswordResetRequested>()).toEqual({ mailConfigured: true });
    const token = await tokenMailedTo(user.user.email);
    // Only the hash is stored.
    const rows = await testApp.database.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);

    expect((await confirm(token)).statusCode).toBe(204);
    expect((await login(user.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // The session held before the reset is signed out.
    const me = await testApp.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.accessToken) });
    expect(me.statusCode).toBe(401);

    // Used once: the same link again is refused, naming the token.
    const reused = await confirm(token, 'yet another long passphrase');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<FieldErrorBody>().details[0].field).toBe('token');
  });

  it('builds the link from PUBLIC_URL, whatever Host or X-Forwarded-Host the request claims', async () => {
    const user = await registerUser(testApp.app, { password: PASSWORD });
    const poisoned = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.user.email },
      headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
      remoteAddress: `10.9.0.${(address += 1)}`,
    });
    expect(poisoned.statusCode).toBe(202);
    // tokenMailedTo reads the link only at https://analytics.example.test, the configured PUBLIC_URL.
    await tokenMailedTo(user.user.email);
    const mailed = smtp.received.filter((message) => message.envelopeTo.includes(user.user.email));
    expect(JSON.stringify(mailed.map(({ mail }) => [mail.html, mail.text]))).not.toContain('attacker.example');
  });

  it('answers an unknown address exactly like a known one, and mails nothing to it', async () => {
    const known = await registerUser(testApp.app);
    const unknown = await requestReset('nobody-here@example.test');
    const real = await requestReset(known.user.email);
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.body).toBe(real.body);
    // The known address's mail arriving means both deliveries ran (they run in order of the requests).
    await tokenMailedTo(known.user.email);
    expect(smtp.received.some((message) => message.envelopeTo.includes('nobody-here@example.test'))).toBe(false);
  });

  it('refuses an expired link and a wrong token with 400 naming the token', async () => {
    const user = await registerUser(testApp.app, { password: PASSWORD });
    await requestReset(user.user.email);
    const token = await tokenMailedTo(user.user.email);
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.userId, user.user.id));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<FieldErrorBody>().details[0].field).toBe('token');

    const wrong = await confirm('not-a-token-we-ever-made');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<FieldErrorBody>().details[0].field).toBe('token');
    expect((await login(user.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the link usable when the new password is refused by the registration rules', async () => {
    const user = await registerUser(testApp.app, { password: PASSWORD });
    await requestReset(user.user.email);
    const token = await tokenMailedTo(user.user.email);
    const tooShort = await confirm(token, 'short');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<FieldErrorBody>().details[0].field).toBe('password');
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json<FieldErrorBody>().details[0].field).toBe('password');
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('limits requests per address and e-mail with 429', async () => {
    const email = 'limited@example.test';
    const from = (ip: string) => testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, remoteAddress: ip });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await from('10.8.0.1')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('password reset without SMTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('says e-mail is not configured, still the same answer for any address', async () => {
    const user: AuthResponse = await registerUser(testApp.app);
    const known = await testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: user.user.email } });
    const unknown = await testApp.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'nobody@example.test' } });
    expect(known.statusCode).toBe(202);
    expect(known.json<PasswordResetRequested>()).toEqual({ mailConfigured: false });
    expect(unknown.body).toBe(known.body);
  });
});
