import type { AddressInfo } from 'node:net';
import type { AuthResponse, User } from '../../../shared/auth';
import type { CompetitorList } from '../../../shared/competitors';
import type { ConnectedAccount } from '../../../shared/connectors';
import type { CompetitorSuggestions } from '../../../shared/demo';
import type { DiscoveryAnalytics } from '../../../shared/discovery';
import type { ReportList } from '../../../shared/reports';
import { waitFor } from '../../jobs/testing/waitFor';
import { createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { waitForSyncs } from '../../test/syncWaits';
import { startingCompetitorsOf, STARTING_COMPETITORS } from './startingCompetitors';
import { daysBetween } from '../../../shared/dateSpan';
import { COMPETITOR_HISTORY_DAYS } from '../../meta/demo/competitorHistory';

/*
 * A demo workspace that lasts. "Try the demo" in the same browser returns to the same
 * workspace (a signed, httpOnly cookie), it starts with competitors and reports, and "Keep this
 * workspace" turns it into an ordinary account. Over real HTTP: the server listens on loopback and
 * the test is the browser, keeping its cookies by hand.
 */

let harness: TestApp;
let origin: string;

type Answer<T> = { status: number; body: T; setCookie: string | null };

async function call<T>(method: string, path: string, { token, body, cookie }: { token?: string; body?: unknown; cookie?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, setCookie: response.headers.get('set-cookie') };
}

/** A browser's cookie jar of one cookie: what Set-Cookie stored, sent back as `name=value`. */
const cookieFrom = (setCookie: string | null) => (setCookie ?? '').split(';')[0];

/** "Try the demo" from a browser holding `cookie` (none: a browser that never tried it). */
async function tryTheDemo(cookie?: string): Promise<{ auth: AuthResponse; cookie: string; setCookie: string | null }> {
  const answer = await call<AuthResponse>('POST', '/api/auth/demo', { cookie });
  expect(answer.status).toBe(200);
  return { auth: answer.body, cookie: cookieFrom(answer.setCookie) || (cookie ?? ''), setCookie: answer.setCookie };
}

const accountsOf = async (token: string) => (await call<ConnectedAccount[]>('GET', '/api/connectors/accounts', { token })).body;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** The last 30 days, as the list is read by default. */
const lastMonth = () => `from=${isoDay(new Date(Date.now() - 29 * 86_400_000))}&to=${isoDay(new Date())}`;
const competitorsOf = async (token: string, accountId: string) =>
  (await call<CompetitorList>('GET', `/api/competitors?accountId=${accountId}&${lastMonth()}`, { token })).body.rows.filter((row) => row.kind === 'competitor');
const reportsOf = async (token: string) => (await call<ReportList>('GET', '/api/reports', { token })).body.data;
const executeSql = (text: string, values?: unknown[]) => harness.database.executeSql(text, values);

/** The first browser's workspace, used by most tests below. */
let first: { auth: AuthResponse; cookie: string; setCookie: string | null };

beforeAll(async () => {
  harness = await createTestApp();
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  first = await tryTheDemo();
}, 120_000);
afterAll(() => harness.close());

describe('a demo workspace starts full', () => {
  it("tracks 5 competitors of each account's niche and country from the demo world, nearest in size first", async () => {
    const world = harness.app.metaGateway.demoWorld();
    const accounts = await accountsOf(first.auth.accessToken);
    expect(accounts).toHaveLength(3);
    for (const account of accounts) {
      const demoAccount = world.accounts.find((candidate) => candidate.username === account.accountName)!;
      // Tracked by the account's first sync job, which the sign-in queued.
      const tracked = await waitFor(
        () => competitorsOf(first.auth.accessToken, account.accountId),
        (rows) => rows.length >= STARTING_COMPETITORS,
        240_000,
      );
      expect(tracked).toHaveLength(STARTING_COMPETITORS);
      const expected = startingCompetitorsOf(world, demoAccount).map((competitor) => competitor.username);
      expect(tracked.map((row) => row.username).sort()).toEqual([...expected].sort());
      for (const row of tracked) {
        const spec = world.competitorByUsername.get(row.username)!;
        expect({ username: row.username, niche: spec.nicheId, country: spec.countryCode }).toEqual({
          username: row.username,
          niche: demoAccount.nicheId,
          country: demoAccount.countryCode,
        });
        // Stored through the add path: the public profile figures are there from the first moment.
        expect(row.followers).toBe(spec.followersCount);
      }
    }
    // The fitness account's audience (about 50k) is nearer @liftwithlena's 61k than @runclub.atx's 13k.
    const fitness = world.accounts.find((account) => account.nicheId === 'fitness')!;
    const chosen = startingCompetitorsOf(world, fitness).map((competitor) => competitor.username);
    expect(chosen).toContain('liftwithlena');
    expect(chosen).not.toContain('runclub.atx');
  }, 300_000);

  it('saves one report of each kind per account once the first sync is done', async () => {
    await waitForSyncs(harness.app, first.auth.accessToken, 240_000);
    const reports = await waitFor(
      () => reportsOf(first.auth.accessToken),
      (data) => data.length >= 6,
      60_000,
    );
    const accounts = await accountsOf(first.auth.accessToken);
    for (const account of accounts) {
      const kinds = reports
        .filter((report) => report.accountId === account.accountId)
        .map((report) => report.kind)
        .sort();
      expect(kinds).toEqual(['competitor-analysis', 'user-comparison']);
    }
    // The saved figures are readable and name the account's own row and its starting competitors.
    const competitorReport = reports.find((report) => report.kind === 'competitor-analysis')!;
    const opened = await call<{ results: CompetitorList }>('GET', `/api/reports/${competitorReport.id}`, { token: first.auth.accessToken });
    expect(opened.status).toBe(200);
    expect(opened.body.results.rows.filter((row) => row.kind === 'competitor')).toHaveLength(STARTING_COMPETITORS);
    expect(opened.body.results.rows.find((row) => row.kind === 'own')?.followers).toBeGreaterThan(0);
  }, 300_000);

  it('gives the starting competitors months of history, so growth, its ranking and the trend read from the first visit', async () => {
    const accounts = await accountsOf(first.auth.accessToken);
    for (const account of accounts) {
      const rows = await waitFor(
        () => competitorsOf(first.auth.accessToken, account.accountId),
        (found) => found.length >= STARTING_COMPETITORS,
        240_000,
      );
      for (const row of rows) {
        // Tracked since about six months ago, so a 30-day period has its start and end snapshots.
        expect(daysBetween(row.trackedSince!, new Date().toISOString().slice(0, 10))).toBeGreaterThanOrEqual(COMPETITOR_HISTORY_DAYS);
        // A growth of the last 30 days, from a snapshot at each end of them (null without one).
        expect(row.followerGrowth).not.toBeNull();
      }
    }
  }, 300_000);

  it('holds the 30 days of Discovery Meta keeps from the first visit, not only the first sync’s 14', async () => {
    const status = await waitForSyncs(harness.app, first.auth.accessToken, 240_000);
    // Nor does the sync ask a day Meta no longer keeps, and report Meta's refusal of it.
    expect(status.accounts.flatMap((account) => account.refusals.map((refusal) => refusal.source))).not.toContain('follows_and_unfollows');
    for (const account of await accountsOf(first.auth.accessToken)) {
      const to = isoDay(new Date(Date.now() - 86_400_000));
      const from = isoDay(new Date(Date.now() - 29 * 86_400_000));
      const discovery = await call<DiscoveryAnalytics>('GET', `/api/analytics/discovery?accountId=${account.accountId}&from=${from}&to=${to}`, {
        token: first.auth.accessToken,
      });
      expect(discovery.status).toBe(200);
      // Every day of the period Meta keeps is answered (the first day may be past Meta's 30 days on the account's clock).
      expect(discovery.body.reach.daysAnswered).toBeGreaterThanOrEqual(28);
      expect(discovery.body.follows.daysAnswered).toBeGreaterThanOrEqual(28);
    }
  }, 300_000);

  it("lists the demo handles of the account's own niche it can still add, and drops one once added", async () => {
    const [account] = await accountsOf(first.auth.accessToken);
    const read = async () =>
      (await call<CompetitorSuggestions>('GET', `/api/demo/competitor-suggestions?accountId=${account.accountId}`, { token: first.auth.accessToken })).body
        .suggestions;
    const suggestions = await read();
    const tracked = new Set((await competitorsOf(first.auth.accessToken, account.accountId)).map((row) => row.username));
    const world = harness.app.metaGateway.demoWorld();
    const demoAccount = world.accounts.find((candidate) => candidate.username === account.accountName)!;
    const sameNiche = world.competitors.filter((competitor) => !competitor.ageGated && competitor.nicheId === demoAccount.nicheId);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBe(sameNiche.length - tracked.size);
    expect(suggestions.filter((suggestion) => tracked.has(suggestion.username))).toEqual([]);
    expect(suggestions.some((suggestion) => suggestion.username === 'brewhouse.after.dark')).toBe(false);
    // A fitness account is offered fitness accounts only, never restaurants.
    expect(suggestions.map((suggestion) => world.competitorByUsername.get(suggestion.username)!.nicheId)).toEqual(suggestions.map(() => demoAccount.nicheId));

    const added = await call('POST', '/api/competitors', {
      token: first.auth.accessToken,
      body: { accountId: account.accountId, username: suggestions[0].username },
    });
    expect(added.status).toBe(201);
    expect((await read()).map((suggestion) => suggestion.username)).not.toContain(suggestions[0].username);
  });

  it("refuses suggestions for another user's account (404) and a malformed id (400)", async () => {
    const [account] = await accountsOf(first.auth.accessToken);
    const stranger = await registerUser(harness.app);
    const foreign = await call('GET', `/api/demo/competitor-suggestions?accountId=${account.accountId}`, { token: stranger.accessToken });
    expect(foreign.status).toBe(404);
    const malformed = await call<{ message: string }>('GET', '/api/demo/competitor-suggestions?accountId=nope', { token: first.auth.accessToken });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^accountId: /);
    expect((await call('GET', `/api/demo/competitor-suggestions?accountId=${account.accountId}`)).status).toBe(401);
  });
});

describe('"Try the demo" in the same browser', () => {
  it('remembers the workspace in an httpOnly, site-only cookie sent only to the demo sign-in', () => {
    expect(first.setCookie).toMatch(/^demo_workspace=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; /);
    expect(first.setCookie).toContain('Path=/api/auth/demo');
    expect(first.setCookie).toContain('HttpOnly');
    expect(first.setCookie).toContain('SameSite=Strict');
    expect(first.setCookie).toMatch(/Max-Age=\d{7,}/);
    // The cookie is not the bare id a script could change: the id is followed by its signature.
    expect(first.cookie).not.toBe(`demo_workspace=${first.auth.user.id}`);
  });

  it('returns to the same workspace in a new session, which counts as activity', async () => {
    await executeSql(`update sessions set last_used_at = now() - interval '6 days' where user_id = $1`, [first.auth.user.id]);
    const again = await tryTheDemo(first.cookie);
    expect(again.auth.user.id).toBe(first.auth.user.id);
    expect(again.auth.refreshToken).not.toBe(first.auth.refreshToken);
    expect((await accountsOf(again.auth.accessToken)).map((account) => account.accountId).sort()).toEqual(
      (await accountsOf(first.auth.accessToken)).map((account) => account.accountId).sort(),
    );
    const { rows } = await executeSql(`select count(*)::int as n, max(last_used_at) > now() - interval '1 minute' as recent from sessions where user_id = $1`, [
      first.auth.user.id,
    ]);
    expect(rows[0]).toEqual({ n: 2, recent: true });
    // Still no second workspace: the same three demo accounts, not three more.
    const { rows: demos } = await executeSql(`select count(*)::int as n from users where email like 'demo-%@demo.local'`);
    expect(demos[0].n).toBe(1);
  });

  it('gives another browser (no cookie) a workspace of its own', async () => {
    const other = await tryTheDemo();
    expect(other.auth.user.id).not.toBe(first.auth.user.id);
    expect(other.cookie).not.toBe(first.cookie);
    // And that browser's cookie opens its own, never the first one.
    expect((await tryTheDemo(other.cookie)).auth.user.id).toBe(other.auth.user.id);
  });

  it('ignores a tampered cookie and one naming another user with a signature that is not its own', async () => {
    const [, signature] = first.cookie.split('.');
    const flipped = `${first.cookie.slice(0, -1)}${first.cookie.endsWith('A') ? 'B' : 'A'}`;
    const other = await tryTheDemo();
    const swapped = `demo_workspace=${other.auth.user.id}.${signature}`;
    const bareId = `demo_workspace=${first.auth.user.id}`;
    for (const cookie of [flipped, swapped, bareId, 'demo_workspace=not-a-cookie']) {
      const answer = await tryTheDemo(cookie);
      expect([first.auth.user.id, other.auth.user.id]).not.toContain(answer.auth.user.id);
    }
  }, 60_000);

  it('makes a new workspace when the remembered one was removed', async () => {
    const gone = await tryTheDemo();
    await executeSql(`delete from users where id = $1`, [gone.auth.user.id]);
    const answer = await tryTheDemo(gone.cookie);
    expect(answer.auth.user.id).not.toBe(gone.auth.user.id);
    expect(answer.cookie).not.toBe(gone.cookie);
  });
});

describe('"Keep this workspace"', () => {
  const keep = (token: string | undefined, body: unknown) =>
    call<User & { message: string; code: string; details: Array<{ field: string }> }>('POST', '/api/demo/keep', { token, body });
  const password = 'Quiet-Harbor-keeps-2048';

  it('refuses bad input with the field named, and changes nothing', async () => {
    const token = first.auth.accessToken;
    const cases: Array<[unknown, string]> = [
      [{ password }, 'email'],
      [{ email: 'not-an-address', password }, 'email'],
      [{ email: 'kept@example.test' }, 'password'],
      [{ email: 'kept@example.test', password: 'short' }, 'password'],
      [{ email: 'kept@example.test', password: 'password123' }, 'password'],
      [{ email: 'kept@example.test', password, isAdmin: true }, 'isAdmin'],
    ];
    for (const [body, field] of cases) {
      const answer = await keep(token, body);
      expect({ field, status: answer.status, message: answer.body.message.startsWith(`${field}: `) || answer.body.message }).toEqual({
        field,
        status: 400,
        message: true,
      });
    }
    expect((await keep(undefined, { email: 'kept@example.test', password })).status).toBe(401);
    const profile = await call<User>('GET', '/api/users/profile', { token });
    expect(profile.body.providers).toEqual(['demo']);
  });

  it('answers 409 on the e-mail field when another account has that e-mail, in any case', async () => {
    const taken = await registerUser(harness.app, { email: 'taken@example.test' });
    const answer = await keep(first.auth.accessToken, { email: 'Taken@Example.test', password });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('EMAIL_TAKEN');
    expect(answer.body.details).toEqual([{ field: 'email', message: expect.stringMatching(/^this e-mail is already used/) }]);
    expect((await call<User>('GET', '/api/users/profile', { token: first.auth.accessToken })).body.providers).toEqual(['demo']);
    expect((await call<User>('GET', '/api/users/profile', { token: taken.accessToken })).body.email).toBe('taken@example.test');
  });

  it('is refused (403) to a user who is not a demo', async () => {
    const ordinary = await registerUser(harness.app);
    const answer = await keep(ordinary.accessToken, { email: 'someone-else@example.test', password });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('NOT_A_DEMO');
    expect((await call<User>('GET', '/api/users/profile', { token: ordinary.accessToken })).body.email).toBe(ordinary.user.email);
  });

  it("turns the demo into an e-mail account with all its data, out of retention's reach and the cookie's", async () => {
    const token = first.auth.accessToken;
    const before = { accounts: await accountsOf(token), reports: await reportsOf(token) };
    const competitorsBefore = await competitorsOf(token, before.accounts[0].accountId);

    const kept = await keep(token, { email: 'Kept.Demo@Example.test', password, name: 'Maya Kept' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: first.auth.user.id, email: 'kept.demo@example.test', name: 'Maya Kept', providers: ['password'] });
    expect(kept.setCookie).toMatch(/^demo_workspace=; .*Max-Age=0/);
    // Kept once: a second call finds no demo to keep.
    expect((await keep(token, { email: 'again@example.test', password })).status).toBe(403);

    const login = await call<AuthResponse>('POST', '/api/auth/login', { body: { email: 'kept.demo@example.test', password } });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(first.auth.user.id);
    const signedIn = login.body.accessToken;
    expect(await accountsOf(signedIn)).toEqual(before.accounts);
    expect((await reportsOf(signedIn)).map((report) => report.id).sort()).toEqual(before.reports.map((report) => report.id).sort());
    expect((await competitorsOf(signedIn, before.accounts[0].accountId)).map((row) => row.id).sort()).toEqual(competitorsBefore.map((row) => row.id).sort());

    // Unused for 90 days, it stays: retention removes unclaimed demos only.
    await executeSql(`update users set created_at = now() - interval '90 days' where id = $1`, [first.auth.user.id]);
    await executeSql(`update sessions set last_used_at = now() - interval '90 days' where user_id = $1`, [first.auth.user.id]);
    expect(await harness.app.syncQueue.removeAbandonedDemos()).not.toContain(first.auth.user.id);
    expect((await executeSql(`select count(*)::int as n from users where id = $1`, [first.auth.user.id])).rows[0].n).toBe(1);

    // The old cookie (kept by a browser that ignored the reset) no longer opens it: a new demo instead.
    const again = await tryTheDemo(first.cookie);
    expect(again.auth.user.id).not.toBe(first.auth.user.id);
    expect(again.auth.user.providers).toEqual(['demo']);
  }, 60_000);
});
