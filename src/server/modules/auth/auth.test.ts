import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { refreshTokens, sessions } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError } from '../../test/helpers';
import { slowdownMs } from './signInThrottle';
import { hashOpaqueToken } from './tokens';
import type { AuthResponse, TokenPair } from '../../../shared/auth';

/** The claims of our access token this file reads (RFC 7519 `sub`, `iat`, `exp`; `sid` names the session). */
type AccessClaims = { sub: string; sid: string; iat: number; exp: number };

const AUDIENCE = 'instagram-analytics-api';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
  const profile = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });

  describe('register', () => {
    it('creates the user with a lower-cased e-mail and signs it in', async () => {
      const response = await post('/api/auth/register', { name: ' Grace ', email: 'Grace.Hopper@Example.TEST', password: 'cobol-and-nanoseconds' });
      expect(response.statusCode).toBe(201);
      const body = response.json<AuthResponse>();
      expect(body.user).toMatchObject({ name: 'Grace', email: 'grace.hopper@example.test', image: null, providers: ['password'] });
      expect(new Date(body.user.createdAt).toString()).not.toBe('Invalid Date');
      expect((await profile(body.accessToken)).json()).toEqual(body.user);
    });

    it('answers 409 for a taken e-mail in any letter case', async () => {
      await registerUser(t.app, { email: 'taken@example.test' });
      const response = await post('/api/auth/register', { name: 'Other', email: 'TAKEN@example.test', password: 'another-long-secret' }, {}, '10.9.9.1');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    });

    it('refuses one of the most common passwords, naming the field', async () => {
      const response = await post('/api/auth/register', { name: 'Weak', email: 'weak@example.test', password: 'Password123' }, {}, '10.9.9.2');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'password' }] });
      expect(response.json<ApiError>().message).toMatch(/^password: password is too common/);
    });

    it('enforces the password length bounds', async () => {
      const short = await post('/api/auth/register', { name: 'S', email: 's@example.test', password: 'short' }, {}, '10.9.9.3');
      expect(short.json<ApiError>().message).toBe('password: password must be at least 8 characters');
      const long = await post('/api/auth/register', { name: 'L', email: 'l@example.test', password: 'x'.repeat(129) }, {}, '10.9.9.3');
      expect(long.json<ApiError>().message).toBe('password: password must be at most 128 characters');
    });
  });

  describe('login', () => {
    it('signs in with the right password, whatever the e-mail case', async () => {
      const { user } = await registerUser(t.app, { email: 'lovelace@example.test', password: 'analytical-engine-1843' });
      const response = await post('/api/auth/login', { email: 'LoveLace@example.test', password: 'analytical-engine-1843' });
      expect(response.statusCode).toBe(200);
      expect(response.json<AuthResponse>().user).toEqual(user);
      expect((await profile(response.json<AuthResponse>().accessToken)).statusCode).toBe(200);
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      await registerUser(t.app, { email: 'known@example.test', password: 'known-password-42' });
      const wrongPassword = await post('/api/auth/login', { email: 'known@example.test', password: 'not-the-password' });
      const unknownEmail = await post('/api/auth/login', { email: 'nobody@example.test', password: 'not-the-password' });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
      }
    });

    it('cannot sign in to a demo account, which has no password', async () => {
      const demo = (await post('/api/auth/demo')).json<AuthResponse>();
      const response = await post('/api/auth/login', { email: demo.user.email, password: 'anything-at-all' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token and issues a working access token', async () => {
      const { refreshToken } = await registerUser(t.app);
      const response = await post('/api/auth/refresh', { refreshToken });
      expect(response.statusCode).toBe(200);
      const pair = response.json<TokenPair>();
      expect(pair.refreshToken).not.toBe(refreshToken);
      expect(pair.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await profile(pair.accessToken)).statusCode).toBe(200);
      expect((await post('/api/auth/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(200);
    });

    it('stores only a hash of refresh tokens', async () => {
      const { refreshToken } = await registerUser(t.app);
      const stored = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
      expect(stored).toHaveLength(1);
      const raw = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, refreshToken));
      expect(raw).toHaveLength(0);
    });

    it('gives racing duplicates within the grace window the same successor', async () => {
      const { refreshToken } = await registerUser(t.app);
      const [first, second] = await Promise.all([post('/api/auth/refresh', { refreshToken }), post('/api/auth/refresh', { refreshToken })]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json<TokenPair>().refreshToken).toBe(second.json<TokenPair>().refreshToken);
      const late = await post('/api/auth/refresh', { refreshToken });
      expect(late.statusCode).toBe(200);
      expect(late.json<TokenPair>().refreshToken).toBe(first.json<TokenPair>().refreshToken);
      expect((await post('/api/auth/refresh', { refreshToken: first.json<TokenPair>().refreshToken })).statusCode).toBe(200);
    });

    it('treats reuse after the grace window as theft: the session is revoked and every copy fails', async () => {
      const { refreshToken, accessToken } = await registerUser(t.app);
      const successor = (await post('/api/auth/refresh', { refreshToken })).json<TokenPair>();
      // Age the spend past the grace window instead of sleeping.
      await t.database.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 11_000) })
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));

      const reuse = await post('/api/auth/refresh', { refreshToken });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json<ApiError>().code).toBe('REFRESH_TOKEN_REUSED');
      expect((await post('/api/auth/refresh', { refreshToken: successor.refreshToken })).statusCode).toBe(401);
      expect((await profile(successor.accessToken)).statusCode).toBe(401);
      expect((await profile(accessToken)).statusCode).toBe(401);
    });

    it('refuses unknown, malformed and expired refresh tokens', async () => {
      expect((await post('/api/auth/refresh', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refreshToken: '' })).statusCode).toBe(400);
      expect((await post('/api/auth/refresh', {})).json<ApiError>().message).toBe('refreshToken: refreshToken is required');

      const { refreshToken } = await registerUser(t.app);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
      const expired = await post('/api/auth/refresh', { refreshToken });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: 'Invalid or expired refresh token', code: 'INVALID_REFRESH_TOKEN' });
    });
  });

  describe('logout', () => {
    it('revokes the session: its access and refresh tokens stop working, other sessions live on', async () => {
      const first = await registerUser(t.app, { email: 'two-devices@example.test', password: 'two-devices-secret' });
      const second = (await post('/api/auth/login', { email: 'two-devices@example.test', password: 'two-devices-secret' })).json<AuthResponse>();

      // Browsers send the JSON content type even on this body-less call.
      const response = await post('/api/auth/logout', undefined, { ...bearer(first.accessToken), 'content-type': 'application/json' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await profile(first.accessToken)).statusCode).toBe(401);
      expect((await post('/api/auth/refresh', { refreshToken: first.refreshToken })).statusCode).toBe(401);
      expect((await profile(second.accessToken)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, first.user.id)).orderBy(sessions.createdAt).limit(1);
      expect(row.revokedAt).toBeInstanceOf(Date);
    });

    it('needs a bearer token', async () => {
      const response = await post('/api/auth/logout');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    });
  });

  describe('access tokens', () => {
    const secretKey = () => new TextEncoder().encode(t.config.jwtSecret);
    const sign = (claims: { sub: string; sid: string }, options: { exp?: number; aud?: string; iss?: string; key?: Uint8Array } = {}) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(options.iss ?? t.config.publicUrl)
        .setAudience(options.aud ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(options.key ?? secretKey());

    const claimsOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as AccessClaims;

    it('carries sub, sid, iat, exp (15 minutes), iss and aud, signed with HS256', async () => {
      const { accessToken, user } = await registerUser(t.app);
      const header = JSON.parse(Buffer.from(accessToken.split('.')[0], 'base64url').toString()) as { alg: string };
      const claims = claimsOf(accessToken);
      expect(header.alg).toBe('HS256');
      expect(claims).toMatchObject({ sub: user.id, iss: t.config.publicUrl, aud: AUDIENCE });
      expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.exp - claims.iat).toBe(15 * 60);
    });

    it('accepts a correctly forged-by-us token (control for the refusals below)', async () => {
      const { accessToken } = await registerUser(t.app);
      const { sub, sid } = claimsOf(accessToken);
      expect((await profile(await sign({ sub, sid }))).statusCode).toBe(200);
    });

    it.each([
      [
        'alg none',
        async (sub: string, sid: string) =>
          new UnsecuredJWT({ sid }).setSubject(sub).setIssuer(t.config.publicUrl).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('10m').encode(),
      ],
      ['a wrong signature', async (sub: string, sid: string) => sign({ sub, sid }, { key: new TextEncoder().encode('x'.repeat(48)) })],
      ['an expired token', async (sub: string, sid: string) => sign({ sub, sid }, { exp: Math.floor(Date.now() / 1000) - 5 })],
      ['another audience', async (sub: string, sid: string) => sign({ sub, sid }, { aud: 'someone-else' })],
      ['another issuer', async (sub: string, sid: string) => sign({ sub, sid }, { iss: 'https://evil.example' })],
      ['a session of another user', async (_sub: string, sid: string) => sign({ sub: '00000000-0000-4000-8000-000000000000', sid })],
      ['a non-uuid session', async (sub: string) => sign({ sub, sid: "x' or 1=1 --" })],
      [
        'a tampered payload',
        async (sub: string, sid: string) => {
          const [head, , signature] = (await sign({ sub, sid })).split('.');
          const payload = Buffer.from(JSON.stringify({ sub: '00000000-0000-4000-8000-000000000000', sid })).toString('base64url');
          return `${head}.${payload}.${signature}`;
        },
      ],
    ])('refuses %s with 401', async (_label, forge) => {
      const { accessToken } = await registerUser(t.app);
      const { sub, sid } = claimsOf(accessToken);
      const response = await profile(await forge(sub, sid));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    });

    it('refuses missing and malformed Authorization headers', async () => {
      for (const authorization of [undefined, '', 'Bearer', 'Basic abc', 'Bearer a.b.c', `Bearer ${'a'.repeat(5000)}`]) {
        const headers = authorization === undefined ? {} : { authorization };
        const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
        expect(response.statusCode).toBe(401);
      }
    });

    it('refuses a valid token once its user is deleted', async () => {
      const { accessToken } = await registerUser(t.app);
      expect((await profile(accessToken)).statusCode).toBe(200);
      const deleted = await t.app.inject({ method: 'DELETE', url: '/api/users/profile', headers: bearer(accessToken) });
      expect(deleted.statusCode).toBe(204);
      expect((await profile(accessToken)).statusCode).toBe(401);
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  // Slowdown in milliseconds, so the waits cost the suite nothing; their values are read from Server-Timing.
  const limits = { attemptsPerIpAndEmail: 5, loginPerIp: 8, registerPerIp: 6, failuresBeforeSlowdown: 3, slowdownBaseMs: 1, slowdownMaxMs: 4 };
  beforeAll(async () => {
    t = await createTestApp({ authLimits: limits });
  }, 60_000);
  afterAll(() => t.close());

  const login = (email: string, remoteAddress: string, password = 'guess-guess-guess') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const heldFor = (failures: number) => {
    const waitMs = slowdownMs(failures, limits);
    return waitMs === 0 ? undefined : `throttle;dur=${waitMs}`;
  };

  it('answers 429 with Retry-After to one address hammering one e-mail', async () => {
    await registerUser(t.app, { email: 'victim@example.test' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('victim@example.test', '192.0.2.1')).statusCode).toBe(401);
    }
    const blocked = await login('VICTIM@example.test', '192.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json<ApiError>().message).toMatch(/^Too many attempts; try again in/);
  });

  it('cannot lock the owner out: after the attacker meets 429, the owner signs in from another address', async () => {
    await registerUser(t.app, { email: 'owner@example.test', password: 'owners-own-password' });
    const attacker = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) attacker.push((await login('owner@example.test', '192.0.2.2')).statusCode);
    expect(attacker).toEqual([401, 401, 401, 401, 401, 429, 429]);

    const owner = await login('owner@example.test', '198.51.100.20', 'owners-own-password');
    expect(owner.statusCode).toBe(200);
    // Held for the 5 recent failures on the e-mail, not refused.
    expect(owner.headers['server-timing']).toBe(heldFor(5));
    expect(owner.headers['server-timing']).toBeDefined();
  });

  it('slows wrong guesses from many addresses more with each failure instead of refusing them', async () => {
    await registerUser(t.app, { email: 'spread@example.test', password: 'spread-own-password' });
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const response = await login('spread@example.test', `203.0.113.${attempt}`);
      expect(response.statusCode).toBe(401);
      expect(response.headers['server-timing']).toBe(heldFor(attempt - 1));
    }
    // 3 free, then 1, 2, 4 and 4 ms (the cap): the wait grows and stops growing.
    expect([3, 4, 5, 6, 7].map((failures) => slowdownMs(failures, limits))).toEqual([0, 1, 2, 4, 4]);
    expect((await login('spread@example.test', '198.51.100.21', 'spread-own-password')).statusCode).toBe(200);
  });

  it('stops one address trying many e-mails', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      statuses.push((await login(`spray-${attempt}@example.test`, '198.51.100.9')).statusCode);
    }
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  const register = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: 'Bot', email, password: 'bot-password-123' }, remoteAddress });

  it('treats register the same: 429 per address and e-mail, a taken e-mail still answers 409 elsewhere', async () => {
    await registerUser(t.app, { email: 'taken-by-owner@example.test' });
    const statuses = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) statuses.push((await register('taken-by-owner@example.test', '192.0.2.3')).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    const elsewhere = await register('taken-by-owner@example.test', '198.51.100.22');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.headers['server-timing']).toBe(heldFor(5));
  });

  it('limits registrations per address', async () => {
    const statuses = [];
    for (let n = 1; n <= 6; n += 1) statuses.push((await register(`bot-${n}@example.test`, '203.0.113.50')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    const blocked = await register('bot-7@example.test', '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('slowdownMs with the default limits', () => {
  it('waits nothing for 5 failures, then 0.25 s doubling up to 4 s', () => {
    const waits = [0, 5, 6, 7, 8, 9, 10, 11, 1000].map((failures) => slowdownMs(failures, DEFAULT_AUTH_LIMITS));
    expect(waits).toEqual([0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
  });
});

// Each test builds its own app (database and migrations), hence the explicit timeouts.
describe('demo sign-in', () => {
  it('creates a fresh demo user per call when DEMO_MODE is on', async () => {
    const t = await createTestApp({ demoMode: true });
    try {
      const first = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
      const second = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
      expect(first.statusCode).toBe(200);
      const body = first.json<AuthResponse>();
      expect(body.user).toMatchObject({ name: 'Demo User', providers: ['demo'], image: null });
      expect(body.user.email).toMatch(/^demo-[a-z0-9]+@demo\.local$/);
      expect(second.json<AuthResponse>().user.id).not.toBe(body.user.id);
      const me = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(body.accessToken) });
      expect(me.json()).toEqual(body.user);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('does not exist when DEMO_MODE is off', async () => {
    const t = await createTestApp({ demoMode: false });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    } finally {
      await t.close();
    }
  }, 60_000);
});
