import { buildApp } from '../../app';
import { closedPort, startTcpProxy, type TcpProxy } from '../../http/testing/tcpProxy';
import { createTestApp, createTestDatabase, testConfig, type TestApp, type TestDatabase } from '../../test/helpers';
import { REDIS_UNAVAILABLE_MESSAGE } from './rateLimit';
import { describeWithRedis, testRedisUrl as redisUrl } from './testing/testRedis';

/*
 * A configured Redis or Postgres that does not answer stops the start with a message naming the
 * variable; a Redis lost later turns the routes that count in it into 503s, and /readyz says why.
 */

describe('starting with a dependency that does not answer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('refuses to start when nothing answers at REDIS_URL, naming the variable', async () => {
    const port = await closedPort();
    const start = buildApp(testConfig({ redisUrl: `redis://:hunter2@127.0.0.1:${port}` }), { database });
    await expect(start).rejects.toThrow(new RegExp(`^REDIS_URL: nothing usable answered at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}.*ECONNREFUSED`));
    // The password of the URL is not repeated in the message (logs, terminals).
    await expect(start).rejects.not.toThrow(/hunter2/);
  }, 60_000);

  it('refuses to start when nothing answers at DATABASE_URL, naming the variable', async () => {
    const port = await closedPort();
    const start = buildApp(testConfig({ databaseUrl: `postgres://app:hunter2@127.0.0.1:${port}/app` }));
    await expect(start).rejects.toThrow(
      new RegExp(`^DATABASE_URL: nothing usable answered at postgres://app:\\*\\*\\*@127\\.0\\.0\\.1:${port}/app.*ECONNREFUSED`),
    );
  }, 60_000);
});

/** The app reaches Redis through a TCP relay that the test closes: Redis itself, shared with everything else, keeps running. */
describeWithRedis('losing Redis while serving', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(redisUrl ?? 'redis://127.0.0.1:6379');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const relayed = new URL(target);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(proxy.port);
    t = await createTestApp({ redisUrl: relayed.toString(), sync: { pollingIntervalSeconds: 3_600 } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  }, 60_000);

  const login = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.77',
      payload: { email: 'gone@example.test', password: 'not-the-password' },
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers sign-ins normally and is ready while Redis answers', async () => {
    expect((await login()).statusCode).toBe(401);
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ checks: Record<string, string> }>().checks).toEqual({ database: 'up', queue: 'up', redis: 'up' });
  });

  it('answers 503 in JSON, not 500, for what needs Redis once it is gone, and /readyz names it', async () => {
    await proxy.close();
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ message: REDIS_UNAVAILABLE_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
    const demo = await t.app.inject({ method: 'POST', url: '/api/auth/demo', remoteAddress: '198.51.100.78' });
    expect(demo.statusCode).toBe(503);

    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'Not ready: redis is down', code: 'NOT_READY', details: { checks: { redis: 'down' } } });
    // What does not need Redis still answers.
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('counts again once Redis is back, without a restart', async () => {
    await proxy.reopen();
    expect(await eventually(async () => (await login()).statusCode)).toBe(401);
    expect((await get('/readyz')).statusCode).toBe(200);
  }, 60_000);
});

/** The value once it is no longer 503 (the client reconnects in the background), or the last 503. */
async function eventually(read: () => Promise<number>): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    status = await read();
    if (status !== 503) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status;
}
