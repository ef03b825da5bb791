/**
 * The assistant says what the pages say: for each of the demo's three accounts, synced from the demo
 * world, the answers to the questions a manager asks first are read figure by figure against the same
 * period's API answers (the dashboard's overview and the content page), over real HTTP routes.
 */
import type { ContentAnalysis, Overview } from '../../../../shared/analytics';
import type { AuthResponse } from '../../../../shared/auth';
import type { CompetitorList } from '../../../../shared/competitors';
import type { ConnectedAccount } from '../../../../shared/connectors';
import { lastDays } from '../../../../shared/dateSpan';
import type { AccountInsights } from '../../../../shared/insights';
import { calendarDateIn } from '../../../../shared/period';
import { formatCount, formatDecimal, formatPercent, formatSigned, hourLabel, mediaTypeLabel } from '../../../ai/format';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { waitForSyncs } from '../../../test/syncWaits';
import { getAccountInsights } from '../accountInsights';
import { type AccountLookups, createAccountLookups } from '../tools/accountLookups';
import { composeOfflineAnswer } from './offlineProvider';

jest.setTimeout(120_000);

let t: TestApp;
let demo: AuthResponse;
let accounts: ConnectedAccount[];

beforeAll(async () => {
  t = await createTestApp();
  demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json<AuthResponse>();
  await waitForSyncs(t.app, demo.accessToken, 400_000);
  accounts = (await t.app.inject({ method: 'GET', url: '/api/connectors/accounts', headers: bearer(demo.accessToken) })).json<ConnectedAccount[]>();
}, 450_000);
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(demo.accessToken) });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<T>();
}

type Pages = { overview: Overview; content: ContentAnalysis; ownRow: CompetitorList['rows'][number] };
type Asked = {
  pages: Pages;
  insights: AccountInsights;
  ask: (question: string) => Promise<string>;
  play: (action: 'engagement_tips' | 'content_ideas') => Promise<string>;
};

/** The pages' answers for the last 30 days on the account's clock, and the assistant asked about the same account. */
async function askAbout(account: ConnectedAccount): Promise<Asked> {
  const insights = (await getAccountInsights(t.app.db, demo.user.id, account.accountId))!;
  const { from, to, timezone } = insights.period;
  const query = `accountId=${account.accountId}&from=${from}&to=${to}`;
  const [overview, content, list] = await Promise.all([
    get<Overview>(`/api/analytics/overview?${query}`),
    get<ContentAnalysis>(`/api/analytics/content?${query}`),
    get<CompetitorList>(`/api/competitors?${query}`),
  ]);
  // The assistant's days are the pages' default days: the last 30 on the account's clock.
  expect({ from, to }).toEqual(lastDays(calendarDateIn(new Date(), overview.timezone), 30));
  expect(timezone).toBe(overview.timezone);
  const lookups: AccountLookups = createAccountLookups(
    { db: t.app.db, userId: demo.user.id, accountId: account.accountId, username: account.accountName, timezone, today: to },
    { error: (entry: unknown) => expect(entry).toBeUndefined() },
  );
  const compose = (actionType: 'engagement_tips' | 'content_ideas' | null, content: string) =>
    composeOfflineAnswer({ actionType, messages: [{ role: 'user', content }], insights, lookups });
  const ownRow = list.rows.find((row) => row.kind === 'own')!;
  return { pages: { overview, content, ownRow }, insights, ask: (question) => compose(null, question), play: (action) => compose(action, 'Go') };
}

const eachAccount = (name: string, check: (asked: Asked) => Promise<void>) =>
  it(name, async () => {
    expect(accounts).toHaveLength(3);
    for (const account of accounts) await check(await askAbout(account));
  });

describe("the assistant's figures are the pages' figures, for each demo account", () => {
  eachAccount('"What is my engagement rate?" gives the dashboard\'s public ER and ER by reach for the same days', async ({ pages, ask }) => {
    const answer = await ask('What is my engagement rate?');
    const { publicEr, erByReach } = pages.overview.kpis;
    expect(answer).toContain(`your **public ER** was **${formatPercent(publicEr.value)}**`);
    expect(answer).toContain(`your **ER by reach** was **${formatPercent(erByReach.value)}**`);
  });

  eachAccount('"whats my reach" and "How many followers did I gain?" give the dashboard\'s reach and net growth', async ({ pages, ask }) => {
    const { reach, netGrowth } = pages.overview.kpis;
    expect(await ask('whats my reach')).toContain(`your **reach** was **${formatCount(reach.value!)}**`);
    expect(await ask('How many followers did I gain?')).toContain(`your **net follower growth** was **${formatSigned(netGrowth.value!)}**`);
  });

  eachAccount('"When should I post?" ranks the dashboard\'s best hours, with their posts and mean public ER', async ({ pages, ask }) => {
    const answer = await ask('When should I post?');
    const { hours } = pages.overview.heatmap.bestTimes;
    expect(hours.length).toBeGreaterThan(0);
    hours.forEach((hour, index) => {
      expect(answer).toContain(`| ${index + 1} | ${hourLabel(hour.hour)} | ${hour.posts} | ${formatPercent(hour.meanPublicEr)} |`);
    });
  });

  eachAccount(
    "the engagement tips stand on the dashboard's rates, the list's posts per week, its best hours and the content page's formats",
    async ({ pages, play }) => {
      const answer = await play('engagement_tips');
      const { overview, content, ownRow } = pages;
      expect(answer).toContain(`| Public ER | ${formatPercent(overview.kpis.publicEr.value)} |`);
      expect(answer).toContain(`| Own ER (by reach) | ${formatPercent(overview.kpis.erByReach.value)} |`);
      expect(answer).toContain(`| Posts per week | ${formatDecimal(ownRow.postsPerWeek)} |`);
      const [first] = overview.heatmap.bestTimes.hours;
      expect(answer).toContain(
        `**Publish at your best hours:** ${overview.heatmap.bestTimes.hours.map((hour) => hourLabel(hour.hour)).join(', ')} (${overview.timezone}); your ${first.posts} posts at ${hourLabel(first.hour)} averaged ${formatPercent(first.meanPublicEr)} public ER`,
      );
      // A format the period has no post of is never advised against; the rates are the content page's.
      const shift = /Shift your mix towards (\w+)\.\*\* They average ([\d.]+%) public ER against ([\d.]+%) for (\w+),/.exec(answer);
      if (shift) {
        const byLabel = new Map(content.formats.map((group) => [mediaTypeLabel(group.key as never), group]));
        expect(formatPercent(byLabel.get(shift[1])!.avgPublicEr)).toBe(shift[2]);
        expect(formatPercent(byLabel.get(shift[4])!.avgPublicEr)).toBe(shift[3]);
      }
      expect(answer).toContain(`_Figures for `);
    },
  );

  eachAccount("the content ideas name the content page's best format with its post count, and the dashboard's top post", async ({ pages, play }) => {
    const answer = await play('content_ideas');
    const best = [...pages.content.formats].sort((a, b) => (b.avgPublicEr ?? -1) - (a.avgPublicEr ?? -1))[0];
    expect(answer).toContain(
      `- Best format: **${mediaTypeLabel(best.key as never)}**, average public ER ${formatPercent(best.avgPublicEr)} over ${best.posts} posts.`,
    );
    const [top] = pages.overview.topPosts;
    expect(answer).toContain(`, ${formatPercent(top.publicEr)} public ER).`);
  });
});
