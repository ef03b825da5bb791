import { countries, niches } from './schema';
import { createTestApp, createTestDatabase } from '../test/helpers';

// Runs on PGlite, and on real Postgres when TEST_DATABASE_URL is set (a fresh database per call).
describe(`migrations on ${process.env.TEST_DATABASE_URL ? 'Postgres' : 'PGlite'}`, () => {
  it('create every table and seed the reference data', async () => {
    const database = await createTestDatabase();
    try {
      const tables = await database.executeSql(`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
      // Sorted here: Postgres orders by its collation, which may skip the underscores (report_schedules, reports).
      expect(tables.rows.map((row) => String(row.table_name)).sort()).toEqual([
        'auth_exchange_codes',
        'competitor_media',
        'competitor_snapshots',
        'competitors',
        'connect_states',
        'connection_offers',
        'countries',
        'ig_account_daily',
        'ig_accounts',
        'ig_audience_snapshots',
        'ig_comments',
        'ig_discovery_daily',
        'ig_media',
        'ig_mentions',
        'ig_post_facts',
        'ig_stories',
        'ig_story_reads',
        'ig_sync_status',
        'login_states',
        'niches',
        'password_resets',
        'peer_metrics',
        'refresh_tokens',
        'report_schedule_sends',
        'report_schedules',
        'reports',
        'sessions',
        'user_identities',
        'users',
        'webhook_deliveries',
        'workspace_audit_log',
        'workspace_invitations',
        'workspace_members',
        'workspaces',
      ]);
      const allCountries = await database.db.select().from(countries);
      expect(allCountries).toHaveLength(249);
      expect(new Set(allCountries.map((country) => country.code)).size).toBe(249);
      expect(allCountries).toEqual(
        expect.arrayContaining([
          { code: 'US', name: 'United States' },
          { code: 'AX', name: 'Åland Islands' },
        ]),
      );
      const allNiches = await database.db.select().from(niches);
      expect(allNiches.length).toBeGreaterThanOrEqual(30);
      expect(allNiches.every((niche) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(niche.id))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('serve the reference lists over HTTP', async () => {
    const t = await createTestApp();
    try {
      const list = await t.app.inject({ method: 'GET', url: '/api/countries' });
      expect(list.statusCode).toBe(200);
      const body = list.json<Array<{ code: string; name: string }>>();
      expect(body).toHaveLength(249);
      expect(body[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
      const nicheList = await t.app.inject({ method: 'GET', url: '/api/instagram/niches' });
      expect(nicheList.json()).toEqual(expect.arrayContaining([{ id: 'fitness', name: 'Fitness & Training' }]));
    } finally {
      await t.close();
    }
  });
});
