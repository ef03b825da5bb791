import { sql } from 'drizzle-orm';
import type { InstagramProfile } from '../../shared/connectors';
import type { Overview } from '../../shared/analytics';
import type { Db } from '../db/client';
import { igAccounts } from '../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../test/helpers';
import { postStream } from '../modules/chat/testing/sseClient';
import { rowsOf } from '../db/rawRows';
import { checkDatabaseTimeZones } from './timeZones';

/**
 * The one time-zone rule (timeZones.ts) against the real database, PGlite or Postgres
 * (TEST_DATABASE_URL): every name either side knows is accepted by the settings PATCH and then
 * usable by the analytics, or refused with 400. Intl accepts retired links (US/Pacific-New,
 * Canada/East-Saskatchewan) that Postgres does not know; stored as given, they made every
 * analytics and chat call of the account a 500.
 */
let t: TestApp;
let origin: string;
let token: string;
let userId: string;
let accountId: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await registerUser(t.app);
  [token, userId] = [user.accessToken, user.user.id];
  accountId = await insertAccount('zones', 'UTC');
}, 60_000);
afterAll(() => t.close());

async function insertAccount(username: string, timezone: string): Promise<string> {
  const [row] = await t.app.db
    .insert(igAccounts)
    .values({ userId, igUserId: `ig-${username}`, username, followersCount: 500, timezone })
    .returning();
  return row.id;
}

const patchZone = (timezone: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/connectors/instagram/accounts/${accountId}`, headers: bearer(token), payload: { timezone } });

const overviewOf = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/analytics/overview?accountId=${id}&from=2026-10-01&to=2026-10-31`, headers: bearer(token) });

/**
 * What this engine's Intl makes of a retired link: Node 20's ICU resolves it to its zone, which the
 * database knows; an engine that keeps the link's name leaves one the database lacks (so UTC).
 */
function linkReadAs(link: string): string {
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: link }).resolvedOptions().timeZone;
  return resolved === link ? 'UTC' : resolved;
}

const databaseZones = async () => (await rowsOf(t.app.db, sql`select name from pg_timezone_names`)).map((row) => String(row.name));

describe('every zone JavaScript or the database knows', () => {
  it('is accepted by the PATCH and then read by the analytics, or refused with 400 naming timezone', async () => {
    const names = [
      ...new Set([...(await databaseZones()), ...Intl.supportedValuesOf('timeZone'), 'US/Pacific-New', 'Canada/East-Saskatchewan', '+01:00', 'Mars/Olympus']),
    ];
    const readBack = new Set<string>();
    const accepted = new Map<string, string>();
    const failures: string[] = [];
    for (const name of names) {
      const response = await patchZone(name);
      if (response.statusCode === 400) {
        if (response.json<FieldErrorBody>().details?.[0]?.field !== 'timezone') failures.push(`${name}: 400 ${response.body}`);
        continue;
      }
      if (response.statusCode !== 200) {
        failures.push(`${name}: PATCH ${response.statusCode}`);
        continue;
      }
      const stored = response.json<InstagramProfile>().timezone;
      accepted.set(name, stored);
      // The analytics read only the stored zone: each distinct one is read once, right after it was stored.
      if (readBack.has(stored)) continue;
      readBack.add(stored);
      const overview = await overviewOf(accountId);
      if (overview.statusCode !== 200) failures.push(`${name} stored as ${stored}: overview ${overview.statusCode}`);
      else if (overview.json<Overview>().timezone !== stored) failures.push(`${name}: overview read ${overview.json<Overview>().timezone}, stored ${stored}`);
    }
    expect(failures).toEqual([]);
    // Every zone Intl lists is one both sides know here, so none of them was refused.
    expect(Intl.supportedValuesOf('timeZone').filter((zone) => accepted.get(zone) !== zone)).toEqual([]);
    // Never stored as given: here (Node 20) as America/Los_Angeles and America/Regina.
    for (const link of ['US/Pacific-New', 'Canada/East-Saskatchewan']) {
      const zone = linkReadAs(link);
      expect({ link, stored: accepted.get(link) }).toEqual({ link, stored: zone === 'UTC' ? undefined : zone });
    }
    // A link the database knows as well is stored under Intl's name for it (America/New_York on Node 20).
    expect(accepted.get('US/Eastern')).toBe(new Intl.DateTimeFormat('en-US', { timeZone: 'US/Eastern' }).resolvedOptions().timeZone);
    expect(accepted.has('+01:00')).toBe(false);
    expect(accepted.has('Mars/Olympus')).toBe(false);
    // About 600 names on PGlite, 1,200 on Postgres, one after the other.
  }, 300_000);
});

describe('a zone stored before the rule', () => {
  it.each([
    ['US/Pacific-New', linkReadAs('US/Pacific-New')],
    ['Canada/East-Saskatchewan', linkReadAs('Canada/East-Saskatchewan')],
    ['Mars/Olympus', 'UTC'],
    ['', 'UTC'],
  ])('%s is read as %s by the analytics, the profile and the assistant', async (stored, readAs) => {
    const id = await insertAccount(`stored-${readAs}-${stored.length}`, stored);
    const overview = await overviewOf(id);
    expect(overview.statusCode).toBe(200);
    expect(overview.json<Overview>().timezone).toBe(readAs);
    const content = await t.app.inject({ method: 'GET', url: `/api/analytics/content?accountId=${id}&from=2026-10-01&to=2026-10-31`, headers: bearer(token) });
    expect(content.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: `/api/connectors/instagram/profile/${id}`, headers: bearer(token) });
    expect(profile.json<InstagramProfile>().timezone).toBe(readAs);
    const chat = await postStream(origin, token, { messageHistory: [{ role: 'user', content: 'How did I do last week?' }], accountId: id });
    expect(chat.status).toBe(200);
    expect(chat.events.filter((event) => typeof event === 'object' && 'error' in event)).toEqual([]);
    expect(chat.events.at(-1)).toBe('[DONE]');
  });
});

// Last in the file: the exclusions it makes last for the process (one server, one database).
describe('the check at start', () => {
  it('finds every zone JavaScript lists in this database', async () => {
    const warnings: unknown[] = [];
    expect(await checkDatabaseTimeZones(t.app.db, { warn: (...args: unknown[]) => warnings.push(args) })).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('logs and refuses a zone the database lacks, and reads one stored as UTC', async () => {
    const id = await insertAccount('rome', 'Europe/Rome');
    // A database whose tz list lacks Europe/Rome, as an older tz database may lack a newer zone.
    const without = (await databaseZones()).filter((zone) => zone !== 'Europe/Rome').map((name) => ({ name }));
    const olderDatabase = { execute: async () => ({ rows: without }) } as unknown as Db;
    const warnings: Array<[{ zones: string[] }, string]> = [];
    expect(await checkDatabaseTimeZones(olderDatabase, { warn: (...args: unknown[]) => warnings.push(args as [{ zones: string[] }, string]) })).toEqual([
      'Europe/Rome',
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0][0].zones).toEqual(['Europe/Rome']);

    const refused = await patchZone('Europe/Rome');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'timezone: must be an IANA time zone this server knows, such as Europe/Rome',
      details: [{ field: 'timezone' }],
    });
    const overview = await overviewOf(id);
    expect(overview.statusCode).toBe(200);
    expect(overview.json<Overview>().timezone).toBe('UTC');
  });
});
