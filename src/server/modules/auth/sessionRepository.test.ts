import { eq } from 'drizzle-orm';
import { refreshTokens, sessions } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createUser } from '../users/public';
import { createSession, findRefreshToken } from './sessionRepository';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

describe('session creation', () => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const user = await createUser(database.db, { email: 'sessions@example.test', name: 'S', passwordHash: null, identity: { provider: 'demo', subject: 's' } });
    userId = user!.id;
  }, 60_000);
  afterAll(() => database.close());

  const sessionsOfUser = () => database.db.select().from(sessions).where(eq(sessions.userId, userId));
  const newSession = (refreshTokenHash: string, userAgent: string | null = 'jest') => ({
    userId,
    userAgent,
    refreshTokenHash,
    refreshExpiresAt: new Date(Date.now() + 60_000),
  });

  it('stores the session with its refresh token', async () => {
    const tokenHash = hashOpaqueToken(newOpaqueToken());
    const sessionId = await createSession(database.db, newSession(tokenHash));
    expect(await findRefreshToken(database.db, tokenHash)).toMatchObject({ sessionId, userId, usedAt: null, sessionRevokedAt: null });
  });

  it('leaves no session behind when storing its refresh token fails', async () => {
    const taken = hashOpaqueToken(newOpaqueToken());
    await createSession(database.db, newSession(taken));
    const before = await sessionsOfUser();

    // The token hash is unique: the second insert of the transaction fails after the session's went in.
    await expect(createSession(database.db, newSession(taken))).rejects.toThrow();

    expect(await sessionsOfUser()).toEqual(before);
    const tokens = await database.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, taken));
    expect(tokens).toHaveLength(1);
  });

  it('drops a User-Agent with control characters instead of failing the sign-in', async () => {
    const sessionId = await createSession(database.db, newSession(hashOpaqueToken(newOpaqueToken()), 'Agent\u0000Smith'));
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row.userAgent).toBeNull();
  });
});
