import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { reportScheduleSends, reportSchedules, users } from '../../db/schema';
import { waitFor } from '../../jobs/testing/waitFor';
import type { ScheduleSend } from '../../../shared/schedules';
import { bearer, createTestDatabase, registerUser, testConfig, type TestDatabase } from '../../test/helpers';
import { seedAccount } from '../analytics/testing/seedAccount';
import { startSmtpFake, type SmtpFake } from '../mail/testing/smtpFake';
import { personalWorkspaceId } from '../workspaces/public';
import { nextRunAfter } from './period';
import { SCHEDULED_REPORT_QUEUE } from './queue';

/**
 * Two app instances on one database (Postgres when TEST_DATABASE_URL is set, each with its own
 * connections; PGlite otherwise), the way two servers behind a load balancer share one Postgres.
 */
let database: TestDatabase;
let second: DatabaseHandle;
let smtp: SmtpFake;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : database;
  smtp = await startSmtpFake();
  const config = testConfig({ mail: { smtpUrl: smtp.url } });
  for (const handle of [database, second]) {
    const app = await buildApp(config, { database: handle });
    await app.ready();
    apps.push(app);
  }
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  if (second !== database) await second.close();
  await database.close();
  await smtp.close();
});

async function jobStates(): Promise<string[]> {
  const { rows } = await database.executeSql(`select state from pgboss.job where name = $1`, [SCHEDULED_REPORT_QUEUE]);
  return (rows as Array<{ state: string }>).map((row) => row.state);
}

it('sends a due period exactly once when both servers sweep it at the same time, and again only next period', async () => {
  const [user] = await database.db.insert(users).values({ email: 'two-servers@example.test', name: 'Two' }).returning();
  const accountId = await seedAccount(database.db, user.id);
  const dueAt = nextRunAfter('weekly', 'Asia/Tokyo', new Date(Date.now() - 7 * 86_400_000));
  const [schedule] = await database.db
    .insert(reportSchedules)
    .values({
      workspaceId: await personalWorkspaceId(database.db, user.id),
      accountId,
      kind: 'dashboard-summary',
      cadence: 'weekly',
      recipients: ['once@example.test'],
      nextRunAt: dueAt,
    })
    .returning();

  // Both sweeps read the schedule as due; each asks pg-boss for the (schedule, period) job.
  const [one, two] = await Promise.all(apps.map((app) => app.scheduleQueue.sweep()));
  expect(one.length + two.length).toBeGreaterThanOrEqual(1);
  await waitFor(jobStates, (states) => states.length > 0 && states.every((state) => state === 'completed'));
  // Swept again by both once the send is done: the schedule has moved on, nothing is queued.
  expect(await Promise.all(apps.map((app) => app.scheduleQueue.sweep()))).toEqual([[], []]);

  expect(smtp.received.filter((message) => message.envelopeTo.includes('once@example.test'))).toHaveLength(1);
  const sends = await database.db.select().from(reportScheduleSends).where(eq(reportScheduleSends.scheduleId, schedule.id));
  expect(sends).toHaveLength(1);
  expect(sends[0].sentAt).not.toBeNull();
  const [after] = await database.db.select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
  expect(after.lastStatus).toBe('sent');
  expect(after.nextRunAt.getTime()).toBeGreaterThan(Date.now());
});

it('sends a Send now once when the same request (one Idempotency-Key) reaches both servers at the same time', async () => {
  const owner = await registerUser(apps[0], { name: 'Twice' });
  const workspaceId = await personalWorkspaceId(database.db, owner.user.id);
  const accountId = await seedAccount(database.db, owner.user.id);
  const url = `/api/workspaces/${workspaceId}/schedules`;
  const headers = bearer(owner.accessToken);
  const created = await apps[1].inject({
    method: 'POST',
    url,
    headers,
    payload: { accountId, kind: 'dashboard-summary', cadence: 'monthly', recipients: ['now-once@example.test'] },
  });
  const { id } = created.json<{ id: string }>();

  const answers = await Promise.all(
    apps.map((app) =>
      app.inject({ method: 'POST', url: `${url}/${id}/send-now`, headers: { ...headers, 'idempotency-key': 'both-servers' }, payload: { to: 'recipients' } }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
  const [one, two] = answers.map((answer) => answer.json<ScheduleSend>().id);
  expect(two).toBe(one);
  const done = await waitFor(
    () => apps[1].inject({ method: 'GET', url: `${url}/${id}/sends/${one}`, headers }).then((answer) => answer.json<ScheduleSend>()),
    (send) => send.state === 'sent' || send.state === 'failed',
  );
  expect(done.state).toBe('sent');
  expect(smtp.received.filter((message) => message.envelopeTo.includes('now-once@example.test'))).toHaveLength(1);
});
