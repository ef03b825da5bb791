import { countries, users } from '../db/schema';
import { bearer, createTestApp, createTestDatabase, registerUser, type TestApp, type TestDatabase } from './helpers';

describe('test helpers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('registers a user whose access token opens the profile', async () => {
    const { user, accessToken, refreshToken } = await registerUser(testApp.app, { name: 'Ada' });
    expect(user).toMatchObject({ name: 'Ada', providers: ['password'], image: null });
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(user);
  });
});

describe('test databases', () => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.close())));

  it('start migrated and seeded, each on its own: a row written in one is not in another', async () => {
    databases.push(await createTestDatabase(), await createTestDatabase());
    const [first, second] = databases;
    await first.db.insert(users).values({ email: 'only-in-first@example.test', name: 'First' });

    for (const database of databases) expect(await database.db.select().from(countries)).toHaveLength(249);
    expect(await first.db.select().from(users)).toHaveLength(1);
    expect(await second.db.select().from(users)).toHaveLength(0);
  });
});
