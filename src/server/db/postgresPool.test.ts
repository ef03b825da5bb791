import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../test/helpers';

/**
 * Only Postgres has connections a server can cut; on PGlite (no TEST_DATABASE_URL) there is
 * nothing to test, so the suite is skipped there. CI runs it on the local Postgres.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const describeOnPostgres = adminUrl ? describe : describe.skip;

describeOnPostgres('Postgres pool', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('survives the server cutting its idle connections and keeps answering', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      const cut = await admin.query('select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        new URL(database.url!).pathname.slice(1),
      ]);
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);

      // The pool hears of the cut asynchronously; wait until it has reported it.
      await new Promise<void>((resolve) => {
        const check = () => (warn.mock.calls.length > 0 ? resolve() : setTimeout(check, 20));
        check();
      });
      expect(warn.mock.calls[0][0]).toMatch(/Postgres closed an idle connection/);
      const again = await database.executeSql('select 42 as answer');
      expect(again.rows[0].answer).toBe(42);
    } finally {
      warn.mockRestore();
    }
  });
});
