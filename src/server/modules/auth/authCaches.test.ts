import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import type { AuthResponse } from '../../../shared/auth';
import { bearerToken } from './plugin';
import { createSessionGuard } from './sessionGuard';
import { createTokenSigner } from './tokens';

/**
 * An authenticated request remembers that its token verified (until the token expires) and that its
 * session was live (five seconds), and decides a request both are remembered for without a promise
 * (modules/auth/plugin.ts). What it remembers must never let in a token that the full check refuses:
 * these tests accept a token first, so both are remembered, and then make it bad.
 */

describe('what authentication remembers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());
  afterEach(() => jest.useRealTimers());

  const profileStatus = async (accessToken: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })).statusCode;
  const signIn = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json<AuthResponse>();
  /** Moves the clock (Date, which the token and session memories and jose read) `ms` ahead; timers keep running. */
  const advanceClock = (ms: number) => {
    const now = Date.now();
    jest.useFakeTimers({
      now: now + ms,
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  };

  it('refuses a signed-out session at once, though its token was accepted a moment before', async () => {
    const { accessToken } = await registerUser(t.app);
    expect(await profileStatus(accessToken)).toBe(200);
    expect(await profileStatus(accessToken)).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken) })).statusCode).toBe(204);
    expect(await profileStatus(accessToken)).toBe(401);
  });

  it("refuses the other sessions' tokens at once after a password change, though they were accepted a moment before", async () => {
    const email = `remembered-${Date.now()}@example.test`;
    const first = await registerUser(t.app, { email, password: 'first-password-2026' });
    const other = await signIn(email, 'first-password-2026');
    expect(await profileStatus(other.accessToken)).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update',
      headers: bearer(first.accessToken),
      payload: { currentPassword: 'first-password-2026', newPassword: 'second-password-2026' },
    });
    expect(change.statusCode).toBe(200);
    expect(await profileStatus(other.accessToken)).toBe(401);
    expect(await profileStatus(first.accessToken)).toBe(200);
  });

  it('forgets a verified token once it expires', async () => {
    const tokens = createTokenSigner(t.config.jwtSecret, t.config.publicUrl);
    const token = await tokens.signAccess({ userId: randomUUID(), sessionId: randomUUID() });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    expect(tokens.knownAccess(token)).not.toBeNull();
    // Access tokens live 15 minutes; only Date is moved, so the verification below still runs.
    advanceClock(15 * 60_000 + 1_000);
    expect(tokens.knownAccess(token)).toBeNull();
    expect(await tokens.verifyAccess(token)).toBeNull();
  });

  it('takes no other token for a remembered one, not even one ending in its signature', async () => {
    const tokens = createTokenSigner(t.config.jwtSecret, t.config.publicUrl);
    const token = await tokens.signAccess({ userId: randomUUID(), sessionId: randomUUID() });
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: randomUUID() })).toString('base64url');
    const forged = `${header}.${otherPayload}.${signature}`;
    expect(tokens.knownAccess(forged)).toBeNull();
    expect(await tokens.verifyAccess(forged)).toBeNull();
    expect(tokens.knownAccess(token)).not.toBeNull();
  });

  it('reads a remembered token from every form of the header the grammar accepts, and from no other', async () => {
    const { accessToken } = await registerUser(t.app);
    expect(await profileStatus(accessToken)).toBe(200);
    const statusWith = async (authorization: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization } })).statusCode;
    expect(await statusWith(`Bearer ${accessToken}`)).toBe(200);
    expect(await statusWith(`bearer ${accessToken}`)).toBe(200);
    expect(await statusWith(`Bearer  ${accessToken}`)).toBe(200);
    expect(await statusWith(`Bearer ${accessToken} x`)).toBe(401);
    expect(await statusWith(`Bearer ${accessToken}\u00a0`)).toBe(401);
    expect(await statusWith(`Bearer x${accessToken}`)).toBe(401);
  });

  it('reads a session revoked by another server (in the database) again once the five seconds it is remembered have passed', async () => {
    const { user } = await registerUser(t.app);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const guard = createSessionGuard(t.database.db);
    expect(await guard.isLive(session.id, user.id)).toBe(true);
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, session.id));
    expect(guard.isKnownLive(session.id, user.id)).toBe(true);
    advanceClock(5_001);
    expect(guard.isKnownLive(session.id, user.id)).toBe(false);
    jest.useRealTimers();
    expect(await guard.isLive(session.id, user.id)).toBe(false);
  });

  it('refuses a deleted user at once, though their token was accepted a moment before', async () => {
    const { accessToken } = await registerUser(t.app);
    expect(await profileStatus(accessToken)).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/profile', headers: bearer(accessToken) })).statusCode).toBe(204);
    expect(await profileStatus(accessToken)).toBe(401);
  });
});

describe('bearerToken', () => {
  // What the header grammar accepted before the usual form got its regex-free path: the two must agree.
  const byRegex = (header: string) => /^Bearer\s+(\S{1,4096})$/i.exec(header)?.[1] ?? null;

  it.each(
    [
      'Bearer abc.def.ghi',
      'bearer abc',
      'BEARER abc',
      'Bearer  abc',
      'Bearer\tabc',
      'Bearer ',
      'Bearer',
      'Bearer a b',
      'Bearer abc ',
      'Bearer abc\u00a0def',
      'Basic abc',
      `Bearer ${'a'.repeat(4096)}`,
      `Bearer ${'a'.repeat(4097)}`,
      `Bearer  ${'a'.repeat(4096)}`,
    ].map((header) => [header.length > 40 ? `${header.slice(0, 12)}… (${header.length} characters)` : JSON.stringify(header), header]),
  )('reads %s as the header grammar does', (_label, header) => {
    expect(bearerToken(header)).toBe(byRegex(header));
  });

  it('reads no token from a missing or empty header', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
  });
});
