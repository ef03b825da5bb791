import type { AuthResponse } from '../../shared/auth';
import type { ConnectedAccount } from '../../shared/connectors';
import { eq } from 'drizzle-orm';
import { igAccounts, userIdentities, users } from '../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../test/helpers';
import { waitForSyncs } from '../test/syncWaits';
import { COMPETITOR_QUEUE, DEMO_RETENTION_QUEUE, SYNC_QUEUE } from './syncQueue';
import { waitFor } from './testing/waitFor';

/*
 * Demo workspaces (docs/operating-queue.md "Demo workspaces") are synced only while someone uses them, and an
 * unclaimed one unused for DEMO_RETENTION_DAYS (7 here, the default) is removed with every row it
 * owned. Three real workspaces on one database: one abandoned, one in use, one real user's.
 */

let harness: TestApp;
let abandoned: AuthResponse;
let active: AuthResponse;
let real: AuthResponse;
/** An old demo user who set a password ("Keep this workspace"): claimed, so never removed. */
let claimedId: string;

const executeSql = (text: string, values?: unknown[]) => harness.database.executeSql(text, values);
const signInToDemo = async () => (await harness.app.inject({ method: 'POST', url: '/api/auth/demo' })).json<AuthResponse>();
const accountIdsOf = async (auth: AuthResponse) =>
  (await harness.app.inject({ method: 'GET', url: '/api/connectors/accounts', headers: bearer(auth.accessToken) }))
    .json<ConnectedAccount[]>()
    .map((account) => account.accountId);

/** A real user who connected the demo accounts through the connect dialog (DEMO_MODE offers the demo transport to anyone). */
async function realUserWithAccounts(): Promise<AuthResponse> {
  const auth = await registerUser(harness.app);
  const { state } = (
    await harness.app.inject({ method: 'GET', url: '/api/connectors/instagram/auth-url?flavour=demo', headers: bearer(auth.accessToken) })
  ).json<{ state: string }>();
  const connected = await harness.app.inject({
    method: 'POST',
    url: '/api/connectors/instagram/connect',
    headers: bearer(auth.accessToken),
    payload: { code: 'demo-code', state },
  });
  expect(connected.statusCode).toBe(200);
  return auth;
}

/** No sync or competitor refresh waiting or running: the rows stand still and can be counted. */
async function waitForIdleQueue(): Promise<void> {
  await waitFor(
    async () =>
      (await executeSql(`select count(*)::int as n from pgboss.job where name = any($1) and state < 'completed'`, [[SYNC_QUEUE, COMPETITOR_QUEUE]])).rows[0].n,
    (n) => n === 0,
    180_000,
  );
}

async function settle(...workspaces: AuthResponse[]): Promise<void> {
  for (const auth of workspaces) await waitForSyncs(harness.app, auth.accessToken, 180_000);
  await waitForIdleQueue();
}

const sessionsUsed = (userId: string, daysAgo: number) =>
  executeSql(`update sessions set last_used_at = now() - make_interval(days => $2) where user_id = $1`, [userId, daysAgo]);
const createdDaysAgo = (userId: string, daysAgo: number) =>
  executeSql(`update users set created_at = now() - make_interval(days => $2) where id = $1`, [userId, daysAgo]);

beforeAll(async () => {
  harness = await createTestApp();
  abandoned = await signInToDemo();
  active = await signInToDemo();
  real = await realUserWithAccounts();
  await settle(abandoned, active, real);
  const [claimed] = await harness.app.db
    .insert(users)
    .values({ email: 'kept-demo@example.test', name: 'Kept Demo', passwordHash: 'argon2id-hash-stand-in' })
    .returning();
  await harness.app.db.insert(userIdentities).values({ userId: claimed.id, provider: 'demo', subject: 'kept-demo-subject' });
  claimedId = claimed.id;
  await createdDaysAgo(claimedId, 60);
}, 600_000);
afterAll(() => harness.close());

describe('the scheduled sweep and demo workspaces', () => {
  it('leaves out a demo workspace nobody opened for a day, and syncs one in use and every real account', async () => {
    const every = [abandoned, active, real];
    for (const auth of every) {
      await executeSql(
        `update ig_sync_status set last_success_at = now() - interval '2 days' where account_id in (select id from ig_accounts where user_id = $1)`,
        [auth.user.id],
      );
    }
    await sessionsUsed(abandoned.user.id, 2);
    // A Facebook-connected account is synced however long its owner stays away (a real account, not a demo).
    const [away] = await harness.app.db.insert(users).values({ email: 'away@example.test', name: 'Away' }).returning();
    const [facebookAccount] = await harness.app.db
      .insert(igAccounts)
      .values({
        userId: away.id,
        igUserId: '17841400000000001',
        username: 'away_shop',
        loginFlavour: 'facebook',
        accessTokenEnc: harness.app.tokenCipher.encrypt('token'),
      })
      .returning();

    const queued = new Set((await harness.app.syncQueue.sweep()).map((entry) => entry.accountId));
    // Its sync finds the account gone and ends: no Graph API is reachable from this test.
    await harness.app.db.delete(users).where(eq(users.id, away.id));

    for (const accountId of await accountIdsOf(abandoned)) expect(queued.has(accountId)).toBe(false);
    for (const accountId of [...(await accountIdsOf(active)), ...(await accountIdsOf(real)), facebookAccount.id]) expect(queued.has(accountId)).toBe(true);
    await settle(active, real);
  }, 600_000);
});

/** Who owns a row, per table, as the schema's foreign keys say; $1 is the user. */
const OWNED_ROWS: Record<string, string> = {
  users: 'select count(*) from users where id = $1',
  user_identities: 'select count(*) from user_identities where user_id = $1',
  sessions: 'select count(*) from sessions where user_id = $1',
  refresh_tokens: 'select count(*) from refresh_tokens where session_id in (select id from sessions where user_id = $1)',
  ig_accounts: 'select count(*) from ig_accounts where user_id = $1',
  ig_account_daily: 'select count(*) from ig_account_daily where account_id in (select id from ig_accounts where user_id = $1)',
  ig_media: 'select count(*) from ig_media where account_id in (select id from ig_accounts where user_id = $1)',
  ig_discovery_daily: 'select count(*) from ig_discovery_daily where account_id in (select id from ig_accounts where user_id = $1)',
  ig_comments:
    'select count(*) from ig_comments where media_id in (select id from ig_media where account_id in (select id from ig_accounts where user_id = $1))',
  ig_sync_status: 'select count(*) from ig_sync_status where account_id in (select id from ig_accounts where user_id = $1)',
  peer_metrics: 'select count(*) from peer_metrics where account_id in (select id from ig_accounts where user_id = $1)',
  connect_states: 'select count(*) from connect_states where user_id = $1',
  competitors: 'select count(*) from competitors where user_id = $1',
  competitor_snapshots: 'select count(*) from competitor_snapshots where competitor_id in (select id from competitors where user_id = $1)',
  competitor_media: 'select count(*) from competitor_media where competitor_id in (select id from competitors where user_id = $1)',
  reports: 'select count(*) from reports where user_id = $1',
  login_states: 'select count(*) from login_states where link_user_id = $1',
  auth_exchange_codes: 'select count(*) from auth_exchange_codes where user_id = $1',
  connection_offers: 'select count(*) from connection_offers where user_id = $1',
  workspaces: 'select count(*) from workspaces where personal_of = $1',
  workspace_members: 'select count(*) from workspace_members where user_id = $1',
  ig_stories: 'select count(*) from ig_stories where account_id in (select id from ig_accounts where user_id = $1)',
  ig_story_reads: 'select count(*) from ig_story_reads where account_id in (select id from ig_accounts where user_id = $1)',
  ig_mentions: 'select count(*) from ig_mentions where account_id in (select id from ig_accounts where user_id = $1)',
  ig_audience_snapshots: 'select count(*) from ig_audience_snapshots where account_id in (select id from ig_accounts where user_id = $1)',
  ig_post_facts:
    'select count(*) from ig_post_facts where media_id in (select id from ig_media where account_id in (select id from ig_accounts where user_id = $1))',
  password_resets: 'select count(*) from password_resets where user_id = $1',
  workspace_invitations: 'select count(*) from workspace_invitations where workspace_id in (select id from workspaces where personal_of = $1)',
  workspace_audit_log: 'select count(*) from workspace_audit_log where workspace_id in (select id from workspaces where personal_of = $1)',
  report_schedules: 'select count(*) from report_schedules where workspace_id in (select id from workspaces where personal_of = $1)',
  report_schedule_sends:
    'select count(*) from report_schedule_sends where schedule_id in (select id from report_schedules where workspace_id in (select id from workspaces where personal_of = $1))',
};

type Counts = Record<string, number>;

async function tableTotals(): Promise<Counts> {
  const { rows } = await executeSql(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const totals: Counts = {};
  for (const { table_name: table } of rows) totals[String(table)] = Number((await executeSql(`select count(*) as n from "${String(table)}"`)).rows[0].n);
  return totals;
}

async function ownedBy(userId: string): Promise<Counts> {
  const owned: Counts = {};
  for (const [table, query] of Object.entries(OWNED_ROWS))
    owned[table] = Number((await executeSql(query.replace('count(*)', 'count(*) as n'), [userId])).rows[0].n);
  return owned;
}

describe('demo retention (DEMO_RETENTION_DAYS)', () => {
  it('removes an unclaimed demo workspace unused for 7 days with every row it owned, and nothing of anyone else', async () => {
    await createdDaysAgo(abandoned.user.id, 8);
    await sessionsUsed(abandoned.user.id, 8);
    // In use 6 days ago: within the retention, however old the workspace.
    await createdDaysAgo(active.user.id, 30);
    await sessionsUsed(active.user.id, 6);
    // A real (password) account is never a demo workspace, however long away.
    await createdDaysAgo(real.user.id, 90);
    await sessionsUsed(real.user.id, 90);
    const totalsBefore = await tableTotals();
    const before = {
      abandoned: await ownedBy(abandoned.user.id),
      active: await ownedBy(active.user.id),
      real: await ownedBy(real.user.id),
      claimed: await ownedBy(claimedId),
    };
    // Every table a user can own rows in is accounted for: one added later must be added to OWNED_ROWS.
    expect(
      Object.keys(totalsBefore)
        .filter((table) => !(table in OWNED_ROWS))
        .sort(),
      // webhook_deliveries: the replay cache of Meta's deliveries, nobody's rows.
    ).toEqual(['countries', 'niches', 'webhook_deliveries']);
    // The workspace had something to lose in every table a synced demo fills.
    // A demo starts with competitors (their profiles and posts) and, after its first sync, reports.
    const filled = [
      'users',
      'user_identities',
      'sessions',
      'refresh_tokens',
      'ig_accounts',
      'ig_account_daily',
      'ig_media',
      'ig_discovery_daily',
      'ig_comments',
      'ig_sync_status',
      'peer_metrics',
      'competitors',
      'competitor_snapshots',
      'competitor_media',
      'reports',
      'workspaces',
      'workspace_members',
    ];
    expect(filled.filter((table) => before.abandoned[table] === 0)).toEqual([]);

    const removed = await harness.app.syncQueue.removeAbandonedDemos();

    expect(removed).toEqual([abandoned.user.id]);
    const totalsAfter = await tableTotals();
    for (const [table, total] of Object.entries(totalsBefore)) {
      expect({ table, rows: totalsAfter[table] }).toEqual({ table, rows: total - (before.abandoned[table] ?? 0) });
    }
    expect(Object.values(await ownedBy(abandoned.user.id)).every((rows) => rows === 0)).toBe(true);
    expect(await ownedBy(active.user.id)).toEqual(before.active);
    expect(await ownedBy(real.user.id)).toEqual(before.real);
    expect(await ownedBy(claimedId)).toEqual(before.claimed);
    expect(await harness.app.syncQueue.removeAbandonedDemos()).toEqual([]);
  });

  it('runs on a pg-boss schedule, once across all servers', async () => {
    const { rows } = await executeSql(`select name, cron from pgboss.schedule where name = $1`, [DEMO_RETENTION_QUEUE]);
    expect(rows).toEqual([{ name: DEMO_RETENTION_QUEUE, cron: expect.stringMatching(/^\d+ \* \* \* \*$/) }]);
  });
});
