import { bearer, createTestApp, registerUser, type TestApp } from './helpers';

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
