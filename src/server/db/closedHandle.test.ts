import PgBoss from 'pg-boss';
import { PGBOSS_SCHEMA, takeNextJob } from '../jobs/queueSql';
import { createTestDatabase } from '../test/helpers';

/*
 * A job that ends while the server shuts down: pg-boss records its outcome without awaiting it, on a
 * database handle that has just closed. That call must settle as "nothing done", never reject (an
 * unhandled rejection ends the process, and failed a Postgres test run once during setup); the job
 * is left active for its lease to lapse and the next server to take it again.
 */

const QUEUE = 'closed-handle-test';

it("pg-boss's complete, fail and fetch on a closed database answer nothing done instead of rejecting", async () => {
  const database = await createTestDatabase();
  const boss = new PgBoss({ db: { executeSql: database.executeSql }, schema: PGBOSS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, policy: 'stately' });
  const id = (await boss.send(QUEUE, { key: 'a' }, { singletonKey: 'a' }))!;
  expect((await takeNextJob(database.executeSql, QUEUE, { seconds: 60, heartbeatSeconds: 15 }))?.id).toBe(id);

  await database.close();

  await expect(boss.complete(QUEUE, id)).resolves.toMatchObject({ jobs: [id], affected: 0 });
  await expect(boss.fail(QUEUE, id, { message: 'stopped' })).resolves.toMatchObject({ jobs: [id], affected: 0 });
  await expect(boss.fetch(QUEUE)).resolves.toEqual([]);
  await boss.stop({ graceful: false, wait: true });
});
