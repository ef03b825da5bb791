import fc from 'fast-check';
import type { Overview } from '../../../shared/analytics';
import type { CompetitorAnalytics, CompetitorList, CompetitorTrends } from '../../../shared/competitors';
import type { Report } from '../../../shared/reports';
import { competitors } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { calendarDateIn } from '../../../shared/period';
import { periodWorlds, storeWorld, type PeriodWorld } from '../analytics/testing/periodWorld';
import { composeOfflineAnswer } from '../assistant/offline/offlineProvider';
import { createAccountLookups } from '../assistant/public';
import { KPI_FORMATS } from '../assistant/offline/lookups/words';
import { reportContent } from '../schedules/content';
import * as reportFormat from '../schedules/format';

/**
 * Followers of a past period (docs/metrics.md#followers) are the count its last day ended on, read from
 * the daily follower series or the competitor's snapshots, and the same figure on every screen: the
 * dashboard, the competitors list (own row and competitor row), the side-by-side, the trends' last point,
 * a saved report, the e-mailed PDF summary and the assistant's answer for the period. Never today's count,
 * which the generated worlds set apart from every snapshot. (The peer comparison has no period: it always
 * rates the recent weeks against today's cohort, so it is not among them.)
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

async function answer<T>(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object): Promise<T> {
  const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect({ url, status: response.statusCode }).toEqual({ url, status: method === 'GET' ? 200 : 201 });
  return response.json<T>();
}

/** The last follower snapshot of the period's days, worked out from the generated rows; null when none of them has one. */
const expectedFollowers = ({ period, days }: PeriodWorld) =>
  days.filter((day) => day !== null && day.followers !== null && day.date >= period.from && day.date <= period.to).at(-1)?.followers ?? null;

/** A count no generated snapshot holds (they lie in 100–5,000), so reading today's count would show. */
const TODAY = 99_999;

async function followersOnEveryScreen(world: PeriodWorld) {
  const { account, trackingAccountId, competitorId } = await storeWorld(t.app.db, { ...world, followersNow: TODAY }, owner.id, tracker.id);
  // A rival the account tracks since today, with no snapshot yet: the detail's side-by-side sets the account beside it.
  const [untracked] = await t.app.db
    .insert(competitors)
    .values({ userId: owner.id, accountId: account.id, igUserId: `${account.igUserId}-rival`, username: `${account.username}_rival`, followersCount: TODAY })
    .returning();
  const { from, to } = world.period;
  const own = new URLSearchParams({ accountId: account.id, from, to });
  const tracking = new URLSearchParams({ accountId: trackingAccountId, from, to });
  const period = new URLSearchParams({ from, to });
  const [overview, list, ownDetail, trackerList, detail, trends, ownReport, trackerReport] = await Promise.all([
    answer<Overview>('GET', `/api/analytics/overview?${own}`, owner.headers),
    answer<CompetitorList>('GET', `/api/competitors?${own}`, owner.headers),
    answer<CompetitorAnalytics>('GET', `/api/competitors/${untracked.id}/analytics?${period}`, owner.headers),
    answer<CompetitorList>('GET', `/api/competitors?${tracking}`, tracker.headers),
    answer<CompetitorAnalytics>('GET', `/api/competitors/${competitorId}/analytics?${period}`, tracker.headers),
    answer<CompetitorTrends>('GET', `/api/competitors/trends?${tracking}`, tracker.headers),
    answer<Report>('POST', '/api/reports/competitors/analysis', owner.headers, { accountId: account.id, from, to }),
    answer<Report>('POST', '/api/reports/competitors/analysis', tracker.headers, { accountId: trackingAccountId, from, to }),
  ]);
  const [pdfSummary, assistant] = await Promise.all([
    reportContent(t.app.db, { ownerId: owner.id, accountId: account.id, username: account.username }, 'dashboard-summary', { key: 'custom', from, to }),
    askAssistant(account, `how did ${from} to ${to} go`),
  ]);
  const rowsOf = (report: Report) => (report.kind === 'competitor-analysis' ? report.results.rows : []);
  const competitorRow = (rows: CompetitorList['rows']) => rows.find((row) => row.kind === 'competitor')?.followers;
  const trendEnd = trends.accounts.find((trend) => trend.kind === 'competitor')?.followers.at(-1)?.followers ?? null;
  return {
    own: {
      dashboard: overview.kpis.followers.value,
      list: list.rows[0].followers,
      sideBySide: ownDetail.sideBySide.own.followers,
      report: rowsOf(ownReport)[0]?.followers,
      pdf: pdfSummary.headline.find((figure) => figure.label === 'Followers')?.value,
      assistant: assistantFollowers(assistant),
    },
    competitor: {
      list: competitorRow(trackerList.rows),
      sideBySide: detail.sideBySide.competitor.followers,
      trendEnd,
      report: competitorRow(rowsOf(trackerReport)),
    },
    // Accounts with no snapshot in the period (the tracking account, the rival tracked since today): unknown, not today's count.
    unrecorded: {
      trackingOwn: trackerList.rows[0].followers,
      trackingSideBySide: detail.sideBySide.own.followers,
      rivalSideBySide: ownDetail.sideBySide.competitor.followers,
      rivalList: list.rows.find((row) => row.id === untracked.id)?.followers,
    },
  };
}

/** The offline assistant's answer, built from the lookups the chat route gives it for this account. */
function askAssistant(account: { id: string; username: string; timezone: string }, question: string): Promise<string> {
  const scope = {
    db: t.app.db,
    userId: owner.id,
    accountId: account.id,
    username: account.username,
    timezone: account.timezone,
    today: calendarDateIn(new Date(), account.timezone),
  };
  const lookups = createAccountLookups(scope, { error: (entry: unknown) => failedLookups.push(entry) });
  return composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights: null, lookups });
}
const failedLookups: unknown[] = [];

/** The Followers row of the answer's table: its "this period" cell, as written. */
const assistantFollowers = (answer: string) => /^\| Followers \| ([^|]+) \|/m.exec(answer)?.[1].trim();

describe('followers of a past period, on every screen', () => {
  it('are the count at the end of its last day, for the own account and a competitor alike, never today’s', async () => {
    await fc.assert(
      fc.asyncProperty(periodWorlds, async (world) => {
        const expected = expectedFollowers(world);
        const { own, competitor, unrecorded } = await followersOnEveryScreen(world);
        const written = expected === null ? null : KPI_FORMATS.followers(expected);
        expect(own).toEqual({
          dashboard: expected,
          list: expected,
          sideBySide: expected,
          report: expected,
          pdf: reportFormat.count(expected),
          assistant: written ?? expect.stringMatching(/^(unknown|not shared by Meta)$/),
        });
        expect(competitor).toEqual({ list: expected, sideBySide: expected, trendEnd: expected, report: expected });
        expect(unrecorded).toEqual({ trackingOwn: null, trackingSideBySide: null, rivalSideBySide: null, rivalList: null });
      }),
      { numRuns: 12, seed: 31_2026 },
    );
    expect(failedLookups).toEqual([]);
  }, 180_000);
});
