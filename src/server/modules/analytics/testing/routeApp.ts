/** One app for a whole test file of one GET analytics route, and the checks every account-period route shares. */
import type { Db } from '../../../db/client';
import { igAccounts } from '../../../db/schema';
import { bearer, createTestApp, registerUser, type FieldErrorBody, type TestApp } from '../../../test/helpers';

/** A query string as written, or its fields. */
type Query = string | Record<string, string>;
const searchOf = (query: Query) => (typeof query === 'string' ? query : new URLSearchParams(query).toString());

export type RouteApp = ReturnType<typeof useRouteApp>;

/**
 * The app, started before the file's first test (opening a database, migrating it and hashing a password
 * can take seconds on a loaded CI machine) and closed after its last, and `path` asked as a user or as nobody.
 */
export function useRouteApp(path: string) {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp();
  }, 60_000);
  afterAll(() => harness.close());
  return {
    harness: () => harness,
    db: (): Db => harness.app.db,
    signUp: () => registerUser(harness.app),
    get: (token: string, query: Query) => harness.app.inject({ method: 'GET', url: `${path}?${searchOf(query)}`, headers: bearer(token) }),
    getSignedOut: (query: Query) => harness.app.inject({ method: 'GET', url: `${path}?${searchOf(query)}` }),
  };
}

/** An account of `userId` with the given profile and no synced rows; its id. */
export async function insertAccountOf(db: Db, userId: string, profile: Omit<typeof igAccounts.$inferInsert, 'userId'>): Promise<string> {
  const [account] = await db
    .insert(igAccounts)
    .values({ ...profile, userId })
    .returning({ id: igAccounts.id });
  return account.id;
}

type BadDates = Array<[dates: Record<string, string>, field: string, message: string]>;

/**
 * What every route over one account and a period refuses alike: each bad date answers 400 naming the field;
 * another user's account answers 404 and no session 401. `owned` is read when the tests run.
 */
export function itRefusesBadDatesAndStrangers(
  route: RouteApp,
  owned: () => { token: string; accountId: string },
  period: { from: string; to: string },
  badDates: BadDates,
) {
  it.each(badDates)('refuses %j naming the field', async (dates, field, message) => {
    const { token, accountId } = owned();
    const response = await route.get(token, { accountId, ...dates });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrorBody>().details).toEqual([{ field, message }]);
  });

  it("answers 404 for another user's account and 401 without a session", async () => {
    const { accountId } = owned();
    const stranger = await route.signUp();
    expect((await route.get(stranger.accessToken, { accountId, ...period })).statusCode).toBe(404);
    expect((await route.getSignedOut({ accountId, ...period })).statusCode).toBe(401);
  });
}
