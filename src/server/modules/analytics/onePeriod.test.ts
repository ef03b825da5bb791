import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { ContentAnalysis, Overview } from '../../../shared/analytics';
import type { CompetitorAnalytics, CompetitorList, CompetitorRow, PublicFigures } from '../../../shared/competitors';
import { daysBetween, shiftDate } from '../../../shared/dateSpan';
import { calendarDateIn, latestPeriodDate } from '../../../shared/period';
import type { PostsPage } from '../../../shared/posts';
import { createAccountLookups, getAccountInsights } from '../assistant/public';
import { rangeLabel } from '../assistant/tools/calendar';
import { competitorTool } from '../assistant/tools/competitorTool';
import { contentTool } from '../assistant/tools/contentTool';
import { overviewTool } from '../assistant/tools/overviewTool';
import { postsTool } from '../assistant/tools/postsTool';
import { competitorMedia, competitors, igAccounts } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type FieldErrorBody } from '../../test/helpers';
import { expectedFigures, periodWorlds, storeWorld, type PeriodWorld } from './testing/periodWorld';
import { EXPECTED, seedAccount } from './testing/seedAccount';

/**
 * The one period rule and the one implementation of each public figure: for the same
 * account and dates, /api/posts, the dashboard, the content page, the competitors list's own row and
 * the assistant's overview lookup count the same posts and give the same public ER, growth and posts
 * per week, which are the figures docs/metrics.md defines; the same account tracked as a competitor (on the
 * same clock) gets identical figures; a period past today is cut at today, one wholly in the future refused.
 */
let t: TestApp;
let owner: { id: string; headers: Record<string, string> };
let tracker: { id: string; headers: Record<string, string> };

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
  owner = { id: a.user.id, headers: bearer(a.accessToken) };
  tracker = { id: b.user.id, headers: bearer(b.accessToken) };
}, 60_000);
afterAll(() => t.close());

async function get<T>(url: string, headers = owner.headers): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
}

const silent = { error: () => undefined };
const lookupsFor = (account: { id: string; username: string; timezone: string }) =>
  createAccountLookups(
    {
      db: t.app.db,
      userId: owner.id,
      accountId: account.id,
      username: account.username,
      timezone: account.timezone,
      today: calendarDateIn(new Date(), account.timezone),
    },
    silent,
  );

/** A row's public figures alone, without who it is. */
const figuresOf = ({
  kind: _kind,
  id: _id,
  username: _username,
  name: _name,
  profilePicUrl: _picture,
  refresh: _refresh,
  trackedSince: _trackedSince,
  ...figures
}: CompetitorRow): PublicFigures => figures;

async function everyScreen(world: PeriodWorld) {
  const { account, trackingAccountId, competitorId } = await storeWorld(t.app.db, world, owner.id, tracker.id);
  const { from, to } = world.period;
  const query = new URLSearchParams({ accountId: account.id, from, to });
  const lookups = lookupsFor(account);
  const [posts, overview, content, list, trackerList, detail, lookup, contentLookup, postsLookup] = await Promise.all([
    get<PostsPage>(`/api/posts?${query}&limit=1`),
    get<Overview>(`/api/analytics/overview?${query}`),
    get<ContentAnalysis>(`/api/analytics/content?${query}`),
    get<CompetitorList>(`/api/competitors?${query}`),
    get<CompetitorList>(`/api/competitors?${new URLSearchParams({ accountId: trackingAccountId, from, to })}`, tracker.headers),
    get<CompetitorAnalytics>(`/api/competitors/${competitorId}/analytics?${new URLSearchParams({ from, to })}`, tracker.headers),
    lookups.run(overviewTool, { from, to }),
    lookups.run(contentTool, { from, to }),
    lookups.run(postsTool, { from, to }),
  ]);
  return { posts, overview, content, list, trackerList, detail, lookup, contentLookup, postsLookup };
}

describe('one period, one implementation of each public figure', () => {
  it('every screen counts the same posts and gives the same public ER, growth and posts per week, as defined', async () => {
    await fc.assert(
      fc.asyncProperty(periodWorlds, async (world) => {
        const expected = expectedFigures(world);
        const { posts, overview, content, list, trackerList, detail, lookup, contentLookup, postsLookup } = await everyScreen(world);
        const { from, to, timezone } = world.period;
        const range = { from, to, days: overview.range.days };

        // Every answer echoes the period it read and the clock it read it on.
        for (const answer of [posts, overview, content, list, trackerList, detail])
          expect({ range: answer.range, timezone: answer.timezone }).toEqual({ range, timezone });

        // The same posts everywhere, the ones published on the period's local days.
        expect([posts.total, overview.kpis.posts.value, content.sampleSize, list.rows[0].posts]).toEqual(Array(4).fill(expected.posts));

        // The dashboard and the competitors' own row: one implementation, identical figures.
        const own = figuresOf(list.rows[0]);
        expect(overview.kpis.publicEr.value).toBe(own.publicEr);
        expect(overview.kpis.netGrowth.value).toBe(own.followerGrowth?.net ?? null);
        // …and they are the figures as docs/metrics.md defines them, worked out independently from the generated rows.
        if (expected.publicEr === null) expect(own.publicEr).toBeNull();
        else expect(own.publicEr).toBeCloseTo(expected.publicEr, 12);
        expect(own.followerGrowth?.net ?? null).toBe(expected.growth);
        expect(own.postsPerWeek).toBeCloseTo(expected.postsPerWeek, 12);

        // The same account tracked as a competitor, from the same rows on the same clock.
        const tracked = trackerList.rows.find((row) => row.kind === 'competitor')!;
        expect(figuresOf(tracked)).toEqual(own);
        expect(detail.sideBySide.competitor).toEqual(own);

        // The assistant's lookup returns the page's very answer for the period asked, and says which.
        expect(lookup.ok).toBe(true);
        if (lookup.ok) {
          expect(lookup.data).toEqual(overview);
          expect(lookup.line).toContain(`your overview for ${rangeLabel(from, to)}`);
        }
        // …and so do its content findings and its best and worst posts: the content page's and the dashboard's objects.
        expect(contentLookup.ok && contentLookup.data).toEqual(content);
        expect(
          postsLookup.ok && { top: postsLookup.data.top, bottom: postsLookup.data.bottom, range: postsLookup.data.range, timezone: postsLookup.data.timezone },
        ).toEqual({
          top: overview.topPosts,
          bottom: overview.bottomPosts,
          range: { from, to },
          timezone,
        });
      }),
      { numRuns: 15, seed: 18_2026 },
    );
  }, 120_000);

  it("places a competitor's posts on the tracking account's clock", async () => {
    // A post at 23:30 UTC on 14 March 2025 is on 15 March in Kiritimati (UTC+14), on 14 March in UTC.
    const db = t.app.db;
    const [kiritimati, utc] = await db
      .insert(igAccounts)
      .values([
        { userId: tracker.id, igUserId: 'clock-kiritimati', username: 'clock_kiritimati', timezone: 'Pacific/Kiritimati' },
        { userId: tracker.id, igUserId: 'clock-utc', username: 'clock_utc', timezone: 'UTC' },
      ])
      .returning();
    for (const tracking of [kiritimati, utc]) {
      const [rival] = await db
        .insert(competitors)
        .values({ userId: tracker.id, accountId: tracking.id, igUserId: 'rival-clock', username: 'rival_clock', followersCount: 1_000 })
        .returning();
      await db
        .insert(competitorMedia)
        .values({ competitorId: rival.id, igMediaId: 'late-post', mediaType: 'IMAGE', postedAt: new Date('2025-03-14T23:30:00Z'), likes: 50, comments: 0 });
    }
    const postsOn = async (accountId: string, day: string) =>
      (await get<CompetitorList>(`/api/competitors?${new URLSearchParams({ accountId, from: day, to: day })}`, tracker.headers)).rows[1].posts;
    expect([await postsOn(kiritimati.id, '2025-03-14'), await postsOn(kiritimati.id, '2025-03-15')]).toEqual([0, 1]);
    expect([await postsOn(utc.id, '2025-03-14'), await postsOn(utc.id, '2025-03-15')]).toEqual([1, 0]);
  });
});

describe("the assistant's comparison with competitors", () => {
  it('sets the account beside its competitors over the same days, the list’s figures, and says which days', async () => {
    const { user, accessToken } = await registerUser(t.app);
    const now = new Date();
    const accountId = await seedAccount(t.app.db, user.id, now);
    const insights = (await getAccountInsights(t.app.db, user.id, accountId, now))!;
    const { from, to, timezone } = insights.period;
    expect({ days: insights.period.days, timezone, to }).toEqual({ days: 30, timezone: EXPECTED.timezone, to: calendarDateIn(now, EXPECTED.timezone) });
    const list = await get<CompetitorList>(`/api/competitors?${new URLSearchParams({ accountId, from, to })}`, bearer(accessToken));
    const [own, ...rivals] = list.rows;
    expect(insights.publicEr).toMatchObject({ value: own.publicEr, postsCounted: own.posts });
    expect(insights.postingFrequency).toMatchObject({ postsPerWeek: own.postsPerWeek, windowDays: 30 });
    expect(insights.growth).toMatchObject({ net: own.followerGrowth!.net, fromDate: own.followerGrowth!.fromDate, toDate: own.followerGrowth!.toDate });
    expect(insights.competitors.items).toEqual(
      rivals.map(({ username, followers, publicEr, postsPerWeek }) => ({ username, followers, publicEr, postsPerWeek })),
    );
    // Both sides' formulas name the same days, so the answer states the period it compares.
    for (const formula of [insights.competitors.formula, insights.publicEr.formula, insights.postingFrequency.formula, insights.growth!.formula]) {
      expect(formula).toContain(`${from} – ${to} on the account's clock (${timezone})`);
    }
  });
});

describe('a period past today on the account’s clock', () => {
  // UTC−12: its today is behind every other clock, so its tomorrow is still within the date rule (tomorrow in UTC).
  const ZONE = 'Etc/GMT+12';
  let account: { id: string; username: string; timezone: string };
  let competitorId: string;

  beforeAll(async () => {
    const db = t.app.db;
    [account] = await db
      .insert(igAccounts)
      .values({ userId: owner.id, igUserId: 'behind', username: 'behind_the_world', followersCount: 500, timezone: ZONE })
      .returning();
    [{ id: competitorId }] = await db
      .insert(competitors)
      .values({ userId: owner.id, accountId: account.id, igUserId: 'rival-behind', username: 'rival_behind' })
      .returning();
  });

  /** Today on the account's clock, read before and after the requests in case they straddle its midnight. */
  const todayThere = () => calendarDateIn(new Date(), ZONE);

  const ENDPOINTS: Record<string, (range: { from: string; to: string }) => Promise<LightMyRequestResponse>> = {
    posts: (range) => t.app.inject({ method: 'GET', url: `/api/posts?${new URLSearchParams({ accountId: account.id, ...range })}`, headers: owner.headers }),
    overview: (range) =>
      t.app.inject({ method: 'GET', url: `/api/analytics/overview?${new URLSearchParams({ accountId: account.id, ...range })}`, headers: owner.headers }),
    content: (range) =>
      t.app.inject({ method: 'GET', url: `/api/analytics/content?${new URLSearchParams({ accountId: account.id, ...range })}`, headers: owner.headers }),
    competitors: (range) =>
      t.app.inject({ method: 'GET', url: `/api/competitors?${new URLSearchParams({ accountId: account.id, ...range })}`, headers: owner.headers }),
    competitorAnalytics: (range) =>
      t.app.inject({ method: 'GET', url: `/api/competitors/${competitorId}/analytics?${new URLSearchParams(range)}`, headers: owner.headers }),
    competitorReport: (range) =>
      t.app.inject({ method: 'POST', url: '/api/reports/competitors/analysis', headers: owner.headers, payload: { accountId: account.id, ...range } }),
  };

  it.each(Object.keys(ENDPOINTS))('%s refuses a period that starts after today there, naming from', async (endpoint) => {
    const before = todayThere();
    const tomorrowThere = shiftDate(before, 1);
    const response = await ENDPOINTS[endpoint]({ from: tomorrowThere, to: tomorrowThere });
    const todays = [before, todayThere()];
    expect(response.statusCode).toBe(400);
    const [issue] = response.json<FieldErrorBody>().details;
    expect(issue.field).toBe('from');
    expect(
      todays.map((today) => `from must be on or before ${today}, today on the account's clock (${ZONE}): nothing is recorded for days still to come`),
    ).toContain(issue.message);
  });

  it.each(Object.keys(ENDPOINTS))('%s cuts a period that ends after today there at today, and says so', async (endpoint) => {
    const before = todayThere();
    const response = await ENDPOINTS[endpoint]({ from: shiftDate(before, -6), to: latestPeriodDate() });
    expect(response.statusCode).toBeLessThan(300);
    // Every answer names the period it covers as `range`; the competitor report nests it under `results`.
    type Ranged = { range: { from: string; to: string; days: number } };
    const range = endpoint === 'competitorReport' ? response.json<{ results: Ranged }>().results.range : response.json<Ranged>().range;
    expect([before, todayThere()]).toContain(range.to);
    expect(range).toEqual({ from: shiftDate(before, -6), to: range.to, days: daysBetween(shiftDate(before, -6), range.to) });
  });

  /** Every lookup of the assistant that takes a period, with the arguments it needs besides it. */
  const PERIOD_TOOLS = {
    overview: (lookups: ReturnType<typeof lookupsFor>, range: { from: string; to: string }) => lookups.run(overviewTool, range),
    content: (lookups: ReturnType<typeof lookupsFor>, range: { from: string; to: string }) => lookups.run(contentTool, range),
    topPosts: (lookups: ReturnType<typeof lookupsFor>, range: { from: string; to: string }) => lookups.run(postsTool, range),
    competitor: (lookups: ReturnType<typeof lookupsFor>, range: { from: string; to: string }) =>
      lookups.run(competitorTool, { username: 'rival_behind', ...range }),
  };

  it.each(Object.keys(PERIOD_TOOLS) as (keyof typeof PERIOD_TOOLS)[])(
    "the assistant's %s lookup refuses the future and names the period it read",
    async (tool) => {
      const lookups = lookupsFor(account);
      const tomorrowThere = shiftDate(todayThere(), 1);
      const refused = await PERIOD_TOOLS[tool](lookups, { from: tomorrowThere, to: tomorrowThere });
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error).toMatch(/^from: from must be on or before /);
      const before = todayThere();
      const cut = await PERIOD_TOOLS[tool](lookups, { from: shiftDate(before, -6), to: latestPeriodDate() });
      expect(cut.ok).toBe(true);
      if (cut.ok) {
        // The competitor lookup answers with the competitor's analytics, which carry the period read.
        const data = cut.data as { range?: { to: string }; analytics?: { range: { to: string } } };
        const range = data.range ?? data.analytics!.range;
        expect([before, todayThere()]).toContain(range.to);
        expect(cut.line).toContain(rangeLabel(shiftDate(before, -6), range.to));
      }
    },
  );
});
