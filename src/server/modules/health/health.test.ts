import { buildApp } from '../../app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/helpers';

describe('health endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No sync runs meanwhile (the workers poll hourly), so the queue's schema can be taken away safely.
    t = await createTestApp({ sync: { pollingIntervalSeconds: 3_600 } });
  }, 60_000);
  afterAll(() => t.close(), 60_000);

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers liveness without looking at anything else', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database and the job queue answer, and says Redis is not configured', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'up', queue: 'up', redis: 'not configured' } });
  });

  it('answers 503 naming the job queue when its tables are gone', async () => {
    await t.database.executeSql('alter schema pgboss rename to pgboss_away');
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Not ready: queue is down',
        code: 'NOT_READY',
        details: { checks: { database: 'up', queue: 'down', redis: 'not configured' } },
      });
    } finally {
      await t.database.executeSql('alter schema pgboss_away rename to pgboss');
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('answers 503 naming the database (and the queue in it) once the database is gone, while liveness stays 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ sync: { pollingIntervalSeconds: 3_600 } }), { database });
    try {
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ message: 'Not ready: database, queue are down', details: { checks: { database: 'down', queue: 'down' } } });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
