import { eq } from 'drizzle-orm';
import { competitors, igAccountDaily, igAccounts, igMedia, refreshTokens, sessions, userIdentities, users } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError, type FieldErrorBody } from '../../test/helpers';
import type { AuthResponse, User } from '../../../shared/auth';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const update = (accessToken: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/users/update', headers: bearer(accessToken), payload: payload as object });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.77.0.1' });

  it('answers the profile of the token holder only', async () => {
    const alice = await registerUser(t.app, { name: 'Alice' });
    const bob = await registerUser(t.app, { name: 'Bob' });
    const asAlice = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(alice.accessToken) });
    expect(asAlice.json()).toEqual(alice.user);
    expect(asAlice.json<User>().id).not.toBe(bob.user.id);
  });

  it('updates name and image, and clears the image with null', async () => {
    const { accessToken, user } = await registerUser(t.app);
    const getProfile = () => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) });
    expect((await getProfile()).json<User>().name).toBe(user.name);
    const changed = await update(accessToken, { name: '  Zoë 🌸 Ñandú  ', image: 'https://cdn.example.test/me.png' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ...user, name: 'Zoë 🌸 Ñandú', image: 'https://cdn.example.test/me.png' });
    const cleared = await update(accessToken, { image: null });
    expect(cleared.json()).toMatchObject({ name: 'Zoë 🌸 Ñandú', image: null });
    // The profile read right after (served from the cache) shows the change at once.
    expect((await getProfile()).json()).toEqual(cleared.json());
  });

  it('answers the profile from the text it holds until the profile changes, then the changed one at once', async () => {
    const { accessToken, user } = await registerUser(t.app, { name: 'Before' });
    const getProfile = async () => (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(accessToken) })).json<User>();
    expect(await getProfile()).toEqual(user);
    // The first answer left its JSON text with the cached profile: the next ones are sent from it, as is.
    const held = t.app.userProfiles.json(user.id, () => 'not the held text');
    expect(typeof held === 'string' && JSON.parse(held)).toEqual(user);
    expect(await getProfile()).toEqual(user);

    expect((await update(accessToken, { name: 'After' })).statusCode).toBe(200);
    // Not the text held before the change, neither on the read that writes it anew nor on the one sent from it.
    expect(await getProfile()).toEqual({ ...user, name: 'After' });
    expect(await getProfile()).toEqual({ ...user, name: 'After' });
  });

  it.each([
    [{ image: 'javascript:alert(1)' }, 'image'],
    [{ image: 'not a url' }, 'image'],
    [{ image: 'http://cdn.example.test/me.png' }, 'image'],
    [{ name: '' }, 'name'],
    [{ name: 'n'.repeat(81) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ email: 'new@example.test' }, 'email'],
    [{ newPassword: 'brand-new-password' }, 'currentPassword'],
  ])('refuses %j naming %s', async (payload, field) => {
    const { accessToken } = await registerUser(t.app);
    const response = await update(accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_ERROR');
    expect(response.json<FieldErrorBody>().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(response.json<ApiError>().message.startsWith(`${field}: `)).toBe(true);
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const email = 'changer@example.test';
    const here = await registerUser(t.app, { email, password: 'first-password-1' });
    const elsewhere = (await login(email, 'first-password-1')).json<AuthResponse>();

    const wrong = await update(here.accessToken, { currentPassword: 'not-it-at-all', newPassword: 'second-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'currentPassword: current password is incorrect', details: [{ field: 'currentPassword' }] });

    const common = await update(here.accessToken, { currentPassword: 'first-password-1', newPassword: 'iloveyou123' });
    expect(common.statusCode).toBe(400);
    expect(common.json<FieldErrorBody>().details).toEqual([{ field: 'newPassword', message: expect.stringMatching(/too common/) }]);

    const ok = await update(here.accessToken, { currentPassword: 'first-password-1', newPassword: 'second-password-2' });
    expect(ok.statusCode).toBe(200);
    expect((await login(email, 'first-password-1')).statusCode).toBe(401);
    expect((await login(email, 'second-password-2')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(here.accessToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(elsewhere.accessToken) })).statusCode).toBe(401);
  });

  it('deletes the account and everything it owns, leaving other users untouched', async () => {
    const doomed = await registerUser(t.app);
    const survivor = await registerUser(t.app);
    const db = t.database.db;
    for (const owner of [doomed, survivor]) {
      const [account] = await db
        .insert(igAccounts)
        .values({ userId: owner.user.id, igUserId: `ig-${owner.user.id}`, username: 'shop' })
        .returning();
      await db.insert(igAccountDaily).values({ accountId: account.id, date: '2026-01-01', followers: 100 });
      await db.insert(igMedia).values({ accountId: account.id, igMediaId: 'm1', mediaType: 'IMAGE', postedAt: new Date() });
      await db.insert(competitors).values({ userId: owner.user.id, accountId: account.id, igUserId: 'ig-rival', username: 'rival' });
    }

    const response = await t.app.inject({ method: 'DELETE', url: '/api/users/profile', headers: bearer(doomed.accessToken) });
    expect(response.statusCode).toBe(204);

    const countFor = async (userId: string) => ({
      users: (await db.select().from(users).where(eq(users.id, userId))).length,
      identities: (await db.select().from(userIdentities).where(eq(userIdentities.userId, userId))).length,
      sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
      accounts: (await db.select().from(igAccounts).where(eq(igAccounts.userId, userId))).length,
      competitors: (await db.select().from(competitors).where(eq(competitors.userId, userId))).length,
    });
    expect(await countFor(doomed.user.id)).toEqual({ users: 0, identities: 0, sessions: 0, accounts: 0, competitors: 0 });
    expect(await countFor(survivor.user.id)).toEqual({ users: 1, identities: 1, sessions: 1, accounts: 1, competitors: 1 });
    const orphanMedia = await db.select().from(igMedia).innerJoin(igAccounts, eq(igAccounts.id, igMedia.accountId));
    expect(orphanMedia).toHaveLength(1);
    const tokens = await db
      .select()
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.userId, doomed.user.id));
    expect(tokens).toHaveLength(0);

    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: doomed.refreshToken } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(survivor.accessToken) })).statusCode).toBe(200);
  });

  it('refuses every users route without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/profile'],
      ['PUT', '/api/users/update'],
      ['DELETE', '/api/users/profile'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'PUT' ? { name: 'x' } : undefined });
      expect(response.statusCode).toBe(401);
    }
  });
});
