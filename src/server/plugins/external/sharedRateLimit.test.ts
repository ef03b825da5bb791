import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/helpers';
import { describeWithRedis, testRedisUrl as redisUrl } from './testing/testRedis';

/** Several servers behind a load balancer share their rate-limit counters through REDIS_URL. */
describeWithRedis('rate limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const authLimits = { attemptsPerIpAndEmail: 4, loginPerIp: 100, failuresBeforeSlowdown: 2, slowdownBaseMs: 1, slowdownMaxMs: 8 };
    [first, second] = await Promise.all([createTestApp({ redisUrl: redisUrl ?? null, authLimits }), createTestApp({ redisUrl: redisUrl ?? null, authLimits })]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const login = (app: TestApp, email: string, remoteAddress = '127.0.0.1') =>
    app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'guess-guess-guess' }, remoteAddress });

  it('counts attempts on one e-mail from one address across both servers', async () => {
    // A fresh address per run: Redis keeps counters for the whole window, across test runs.
    const email = `shared-${randomUUID()}@example.test`;
    expect((await login(first, email)).statusCode).toBe(401);
    expect((await login(second, email)).statusCode).toBe(401);
    expect((await login(first, email)).statusCode).toBe(401);
    expect((await login(second, email)).statusCode).toBe(401);

    const blocked = await login(first, email);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The other server sees the same count.
    expect((await login(second, email)).statusCode).toBe(429);
    // From another address the e-mail is not refused but slowed, for the 4 failures both servers counted.
    const elsewhere = await login(second, email, '198.51.100.30');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.headers['server-timing']).toBe('throttle;dur=2');
  });
});
