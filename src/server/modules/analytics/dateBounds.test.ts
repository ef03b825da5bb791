import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Overview } from '../../../shared/analytics';
import { EARLIEST_PERIOD_DATE, latestPeriodDate } from '../../../shared/period';
import { competitors } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError, type FieldErrorBody } from '../../test/helpers';
import { LOOKUP_TOOLS } from '../assistant/tools/registry';
import { seedAccount } from './testing/seedAccount';

/**
 * The one date rule (shared/period.ts) on every endpoint that takes from/to: dates from 2004-01-01
 * to tomorrow (UTC), from ≤ to, at most two years, the previous period clamped at the lower bound.
 * Extreme dates used to reach Postgres (year 0 does not exist there, 9999-12-31's next day is year
 * 10000, a previous period ran into negative years) and answered 500.
 */
let t: TestApp;
let headers: Record<string, string>;
let accountId: string;
let competitorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { user, accessToken } = await registerUser(t.app);
  headers = bearer(accessToken);
  accountId = await seedAccount(t.app.db, user.id);
  [{ id: competitorId }] = await t.app.db.select({ id: competitors.id }).from(competitors).where(eq(competitors.accountId, accountId)).limit(1);
}, 60_000);
afterAll(() => t.close());

type Range = { from: string; to: string };

/** Every endpoint that takes a period, called with one. */
const ENDPOINTS: Record<string, (range: Range) => Promise<LightMyRequestResponse>> = {
  posts: (range) => get(`/api/posts?${new URLSearchParams({ accountId, ...range })}`),
  overview: (range) => get(`/api/analytics/overview?${new URLSearchParams({ accountId, ...range })}`),
  content: (range) => get(`/api/analytics/content?${new URLSearchParams({ accountId, ...range })}`),
  competitors: (range) => get(`/api/competitors?${new URLSearchParams({ accountId, ...range })}`),
  competitorAnalytics: (range) => get(`/api/competitors/${competitorId}/analytics?${new URLSearchParams(range)}`),
  competitorReport: (range) => t.app.inject({ method: 'POST', url: '/api/reports/competitors/analysis', headers, payload: { accountId, ...range } }),
};

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

const tomorrow = latestPeriodDate();
/** Two days past the bound, so it is still past it should the test run across midnight UTC. */
const pastTheBound = new Date(Date.parse(tomorrow) + 2 * 86_400_000).toISOString().slice(0, 10);

/** Each probe and the fields its 400 must name. */
const PROBES: Array<[string, Range, string[]]> = [
  ['year 0', { from: '0000-01-01', to: '0000-12-31' }, ['from', 'to']],
  ['year 9999, whose next day is year 10000', { from: '9999-12-01', to: '9999-12-31' }, ['from', 'to']],
  ['a period whose previous period runs before year 1', { from: '0001-01-01', to: '0001-12-31' }, ['from', 'to']],
  ['from after to', { from: '2026-06-30', to: '2026-06-01' }, ['to']],
  ['the day before the earliest date', { from: '2003-12-31', to: '2004-01-30' }, ['from']],
  ['a day after tomorrow', { from: '2026-01-01', to: pastTheBound }, ['to']],
];

const fieldsOf = (response: LightMyRequestResponse) => (response.json<FieldErrorBody>().details as Array<{ field: string }>).map((issue) => issue.field).sort();

describe.each(Object.keys(ENDPOINTS))('%s', (endpoint) => {
  it.each(PROBES)('answers 400 naming the field for %s', async (_name, range, fields) => {
    const response = await ENDPOINTS[endpoint](range);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_ERROR');
    expect(fieldsOf(response)).toEqual(fields);
    expect(response.json<ApiError>().message).toMatch(new RegExp(`^${fields[0]}: `));
  });

  it('takes a period from the earliest date and one that ends tomorrow', async () => {
    expect((await ENDPOINTS[endpoint]({ from: EARLIEST_PERIOD_DATE, to: '2004-12-31' })).statusCode).toBeLessThan(300);
    expect((await ENDPOINTS[endpoint]({ from: '2026-01-01', to: tomorrow })).statusCode).toBeLessThan(300);
  });
});

describe('the bounds named in the message', () => {
  it('says which dates are allowed', async () => {
    const early = (await ENDPOINTS.overview({ from: '2003-12-31', to: '2004-01-30' })).json<ApiError>();
    expect(early.message).toBe('from: from must be on or after 2004-01-01');
    const before = latestPeriodDate();
    const late = (await ENDPOINTS.overview({ from: '2026-01-01', to: pastTheBound })).json<ApiError>();
    // Tomorrow as read before or after the request, should it cross midnight UTC.
    const expected = [before, latestPeriodDate()].map((date) => `to: to must be on or before ${date} (tomorrow in UTC)`);
    expect(expected).toContain(late.message);
  });
});

describe('the previous period', () => {
  it('is clamped at the earliest date instead of running before it', async () => {
    const response = await ENDPOINTS.overview({ from: '2004-01-11', to: '2004-01-30' });
    expect(response.statusCode).toBe(200);
    const overview = response.json<Overview>();
    expect(overview.range).toEqual({ from: '2004-01-11', to: '2004-01-30', days: 20 });
    expect(overview.previousRange).toEqual({ from: EARLIEST_PERIOD_DATE, to: '2004-01-10' });
  });

  // An empty previous period has no history behind it, so its figures are unknown (—), not 0:
  // the comparison rule in docs/metrics.md.
  it('is empty (to before from) and unknown for a period that starts on the earliest date', async () => {
    const overview = (await ENDPOINTS.overview({ from: EARLIEST_PERIOD_DATE, to: '2004-01-30' })).json<Overview>();
    expect(overview.previousRange).toEqual({ from: EARLIEST_PERIOD_DATE, to: '2003-12-31' });
    expect(overview.kpis.posts.previous).toBeNull();
    expect(overview.kpis.posts.change).toBeNull();
  });
});

describe("the assistant's period lookups", () => {
  // Every lookup over a period (the peer comparison reads the last 30 days, the audience its latest snapshot, stories a number of days back).
  const periodTools = LOOKUP_TOOLS.filter((tool) => !['get_peer_comparison', 'get_audience', 'get_stories'].includes(tool.name));

  it('are the overview, posts, content, competitor, reels and discovery lookups', () => {
    expect(periodTools.map((tool) => tool.name).sort()).toEqual([
      'get_account_overview',
      'get_competitor_figures',
      'get_content_findings',
      'get_discovery',
      'get_reels_watch_time',
      'get_top_posts',
    ]);
  });

  it.each(PROBES)('refuse %s with the same rule', (_name, range, fields) => {
    for (const tool of periodTools) {
      const args = tool.name === 'get_competitor_figures' ? { username: 'rival_roasters', ...range } : range;
      const parsed = tool.args.safeParse(args);
      expect(parsed.success).toBe(false);
      const named = [...new Set(parsed.error!.issues.map((issue) => String(issue.path[0])))].sort();
      expect({ tool: tool.name, named }).toEqual({ tool: tool.name, named: fields });
    }
  });
});

describe('random periods', () => {
  const DAY_MS = 86_400_000;
  /** YYYY-MM-DD, or what JavaScript writes outside years 0–9999 (which the format check refuses). */
  const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const around = (date: string, maxDays: number) => fc.integer({ min: -maxDays, max: maxDays }).map((days) => dateAt(Date.parse(date) + days * DAY_MS));
  /** Any 4-digit year, or a day near one of the bounds. */
  const anyDate = fc.oneof(
    fc.integer({ min: Date.parse('0000-01-01'), max: Date.parse('9999-12-31') }).map(dateAt),
    around(EARLIEST_PERIOD_DATE, 800),
    around(tomorrow, 800),
    around('0000-06-01', 400),
    around('9999-06-01', 400),
  );
  /** Two independent dates, or a start and a length, so short periods at the extremes come up. */
  const anyPeriod = fc.oneof(
    fc.record({ from: anyDate, to: anyDate }),
    fc.tuple(anyDate, fc.integer({ min: -30, max: 800 })).map(([from, days]) => ({ from, to: dateAt(Date.parse(from) + days * DAY_MS) })),
  );

  it('the overview answers 200 or 400, never 5xx', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(anyPeriod, async (range) => {
        const response = await ENDPOINTS.overview(range);
        statuses.add(response.statusCode);
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: 200, seed: 20_261_125 },
    );
    // Both outcomes were reached, so the property was not vacuous.
    expect([...statuses].sort()).toEqual([200, 400]);
  });
});
