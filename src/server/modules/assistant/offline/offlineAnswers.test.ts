/**
 * The offline assistant (AI_PROVIDER=offline, the default) answers the questions people
 * ask from the account's own figures, states the period, and never answers with setup text or a
 * formula in brackets. Every answer below comes from the same lookups the route builds; every figure
 * it quotes is checked against the API's own answer for the same period, read over real HTTP from the
 * same server (/api/analytics/overview, /content, /peers, /api/competitors/{id}/analytics). A few are
 * also asked through /api/chat/stream to show the route streams exactly these answers.
 */
import type { AddressInfo } from 'node:net';
import type { ContentAnalysis, ContentGroup, Overview } from '../../../../shared/analytics';
import type { CompetitorAnalytics, CompetitorList, PublicFigures } from '../../../../shared/competitors';
import { lastDays, shiftDate } from '../../../../shared/dateSpan';
import type { AccountInsights } from '../../../../shared/insights';
import type { PeerComparison } from '../../../../shared/peers';
import { igAccountDaily, igAccounts, igMedia } from '../../../db/schema';
import { getAccountInsights } from '../accountInsights';
import { dateDaysAgo, EXPECTED, seedAccount } from '../../analytics/testing/seedAccount';
import { postStream, replyText } from '../../chat/testing/sseClient';
import { createTestApp, registerUser, type TestApp } from '../../../test/helpers';
import { formatCount, formatDecimal, formatPercent, formatSigned, hourLabel, mediaTypeLabel } from '../../../ai/format';
import { type AccountLookups, createAccountLookups } from '../tools/accountLookups';
import { localDate, rangeLabel, weekdayDayLabel } from '../tools/calendar';
import { SUGGESTED_QUESTIONS } from './answers/freeForm';
import { composeOfflineAnswer } from './offlineProvider';

jest.setTimeout(60_000);

const DAY_MS = 86_400_000;
type Range = { from: string; to: string };

/** What must never be in a chat answer: how to set the server up, and formulas in their internal notation. */
const SETUP_TEXT = /AI_PROVIDER|OPENAI_|ANTHROPIC_|AI_MODEL|environment variable|api key|restart the server/i;
const BRACKETED_FORMULA = /÷|\[[^\]\n]*\](?!\()/;

let t: TestApp;
let origin: string;
let token: string;
let userId: string;
let accountId: string;
let today: string;
let insights: AccountInsights;
let lookups: AccountLookups;
/** Lookups that failed on the server: none should. */
const loggedErrors: unknown[] = [];
/** Every formula string the API answered with: an answer says them in words, never quotes them. */
const apiFormulas = new Set<string>();

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect([path, response.status]).toEqual([path, 200]);
  return (await response.json()) as T;
}

const query = (range: Range, id = accountId) => `accountId=${id}&from=${range.from}&to=${range.to}`;

async function overviewFor(range: Range, id = accountId): Promise<Overview> {
  const overview = await api<Overview>(`/api/analytics/overview?${query(range, id)}`);
  for (const kpi of Object.values(overview.kpis)) apiFormulas.add(kpi.formula);
  apiFormulas.add(overview.heatmap.formula);
  apiFormulas.add(overview.heatmap.bestTimes.formula);
  return overview;
}

async function contentFor(range: Range): Promise<ContentAnalysis> {
  const content = await api<ContentAnalysis>(`/api/analytics/content?${query(range)}`);
  apiFormulas.add(content.formula);
  return content;
}

/** The question answered as the chat route answers it: the route's lookups for this user's account. */
function ask(question: string, withLookups: AccountLookups | null = lookups, withInsights: AccountInsights | null = insights): Promise<string> {
  return composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights: withInsights, lookups: withLookups });
}

function lookupsFor(id: string, username: string): AccountLookups {
  return createAccountLookups(
    { db: t.app.db, userId, accountId: id, username, timezone: EXPECTED.timezone, today },
    { error: (entry: unknown) => loggedErrors.push(entry) },
  );
}

/** Four posts with hashtags, six hours off the seeded posts' hour, so hashtags and hours have something to rank. */
async function addHashtagPosts(): Promise<void> {
  const now = Date.now();
  const posts = [
    { daysAgo: 1, likes: 700, comments: 40, caption: 'First pour of the day #latteart #coffee' },
    { daysAgo: 3, likes: 650, comments: 35, caption: 'Oat or whole? #coffee #latteart' },
    { daysAgo: 5, likes: 300, comments: 10, caption: 'Sunday beans #coffee' },
    { daysAgo: 7, likes: 620, comments: 30, caption: 'Heart, tulip, swan #latteart #coffee #barista' },
  ];
  await t.app.db.insert(igMedia).values(
    posts.map((p, i) => ({
      accountId,
      igMediaId: `tagged-${i}`,
      mediaType: 'REELS' as const,
      caption: p.caption,
      postedAt: new Date(now - p.daysAgo * DAY_MS - 6 * 3_600_000),
      likes: p.likes,
      comments: p.comments,
      saves: 30,
      shares: 12,
      reach: 9_000,
      views: 15_000,
    })),
  );
}

/** An account of the same user whose private insights Meta never shared: reach, views, saves and shares unknown. */
async function accountWithoutInsights(): Promise<string> {
  const now = new Date();
  const [account] = await t.app.db
    .insert(igAccounts)
    .values({ userId, igUserId: 'ig-private', username: 'quiet_bakery', followersCount: 3_000, timezone: EXPECTED.timezone })
    .returning({ id: igAccounts.id });
  await t.app.db
    .insert(igAccountDaily)
    .values(Array.from({ length: 61 }, (_, daysAgo) => ({ accountId: account.id, date: dateDaysAgo(now, daysAgo), followers: 3_000 - daysAgo, reach: null })));
  await t.app.db.insert(igMedia).values(
    [2, 6, 12, 20, 35, 45].map((daysAgo, i) => ({
      accountId: account.id,
      igMediaId: `quiet-${i}`,
      mediaType: 'IMAGE' as const,
      caption: 'Fresh bread',
      postedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      likes: 60 + i,
      comments: 3,
    })),
  );
  return account.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const registered = await registerUser(t.app);
  token = registered.accessToken;
  userId = registered.user.id;
  accountId = await seedAccount(t.app.db, userId);
  await addHashtagPosts();
  today = localDate(new Date(), EXPECTED.timezone);
  insights = (await getAccountInsights(t.app.db, userId, accountId))!;
  lookups = lookupsFor(accountId, EXPECTED.username);
}, 60_000);
afterAll(() => t.close());
afterEach(() => expect(loggedErrors).toEqual([]));

const last30 = () => lastDays(today, 30);

/** The last whole calendar month on the account's clock, spelled out rather than read with the code under test. */
function lastCalendarMonth(): Range {
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** Each answer states its period and carries neither setup text nor an API formula string. */
function expectPlainAnswer(markdown: string, range: Range): void {
  expect(markdown).toContain(rangeLabel(range.from, range.to));
  expect(markdown).not.toMatch(SETUP_TEXT);
  expect(markdown).not.toMatch(BRACKETED_FORMULA);
  for (const formula of apiFormulas) expect(markdown).not.toContain(formula);
}

const pct = (value: number | null) => formatPercent(value);
const groupRow = (g: ContentGroup) =>
  `| ${g.label} | ${g.posts} | ${pct(g.avgPublicEr)} | ${g.avgReach === null ? 'not shared by Meta' : formatCount(g.avgReach)} | ${g.reliable ? 'yes' : 'under 5 posts'} |`;
const bestByEr = (groups: readonly ContentGroup[]) =>
  [...groups].filter((g) => g.avgPublicEr !== null).sort((a, b) => b.avgPublicEr! - a.avgPublicEr! || b.posts - a.posts)[0];

describe('best time to post', () => {
  it.each(['When should I post?', 'What’s the best time to post?', 'What time of day do my posts do best?', 'Which day should I post on?'])(
    '%s',
    async (question) => {
      const markdown = await ask(question);
      const range = last30();
      const { bestTimes } = (await overviewFor(range)).heatmap;
      expect(bestTimes.hours.length).toBeGreaterThanOrEqual(2);
      const [best] = bestTimes.hours;
      expect(markdown).toContain(`## Best time to post for @${EXPECTED.username}, ${rangeLabel(range.from, range.to)}`);
      expect(markdown).toContain(
        `Post at **${hourLabel(best.hour)}** (${bestTimes.timezone} time, any weekday): your ${best.posts} posts published in that hour averaged **${pct(best.meanPublicEr)}** public ER`,
      );
      bestTimes.hours.forEach((h, i) =>
        expect(markdown).toContain(`| ${i + 1} | ${hourLabel(h.hour)} | ${h.posts} | ${pct(h.meanPublicEr)} | ${pct(h.estimatedPublicEr)} |`),
      );
      expect(markdown).toContain(`as if ${bestTimes.priorPosts} more posts at your average had been made in each hour`);
      expectPlainAnswer(markdown, range);
    },
  );
});

describe('what to post next', () => {
  it.each([
    ['What should I post next?', '## What to post next on @corner_cafe'],
    ['What should my next post be?', '## What to post next on @corner_cafe'],
    ['What should I post tomorrow?', `## What to post tomorrow, ${weekdayDayLabel(shiftDate(localDate(new Date(), EXPECTED.timezone), 1))}`],
  ])('%s', async (question, title) => {
    const markdown = await ask(question);
    const range = last30();
    const [overview, content] = await Promise.all([overviewFor(range), contentFor(range)]);
    const [hour] = overview.heatmap.bestTimes.hours;
    const format = bestByEr(content.formats);
    expect(format.key).toBe('REELS');
    expect(markdown).toContain(title);
    expect(markdown).toContain(`**When:** **${hourLabel(hour.hour)}** (mean public ER ${pct(hour.meanPublicEr)} over ${hour.posts} posts)`);
    expect(markdown).toContain(`**What:** a **Reel**, your best format by mean public ER (${pct(format.avgPublicEr)} over ${format.posts} posts).`);
    const bestReel = overview.topPosts.find((p) => p.mediaType === 'REELS')!;
    expect(markdown).toContain(`**Idea:** remake your best one, “${bestReel.caption}” (${pct(bestReel.publicEr)} public ER)`);
    expectPlainAnswer(markdown, range);
  });
});

describe('how am I doing', () => {
  it.each([
    ['How am I doing?', () => last30()],
    ['Am I growing?', () => last30()],
    ['How is my account doing this month?', () => ({ from: `${today.slice(0, 8)}01`, to: today })],
    ['How did I do in the last 14 days?', () => lastDays(today, 14)],
    // The README's own example, and as people type it: no capitals, no question mark, a slip.
    ['How did last month go?', lastCalendarMonth],
    ['how did lsat month go', lastCalendarMonth],
  ])('%s', async (question, rangeOf) => {
    const range = rangeOf();
    const markdown = await ask(question);
    const { kpis, previousRange } = await overviewFor(range);
    expect(markdown).toContain(`## How @${EXPECTED.username} is doing, ${rangeLabel(range.from, range.to)}`);
    expect(markdown).toContain(`| Figure | This period | Previous (${rangeLabel(previousRange.from, previousRange.to)}) | Change |`);
    expect(kpis.followers.value).not.toBeNull();
    expect(markdown).toContain(`| Followers | ${formatCount(kpis.followers.value!)} |`);
    expect(markdown).toContain(`| Posts | ${kpis.posts.value} |`);
    expect(markdown).toContain(`| Reach | ${formatCount(kpis.reach.value!)} |`);
    expect(markdown).toContain(`| Public ER | ${pct(kpis.publicEr.value)} |`);
    expect(markdown).toContain(`| Views | ${formatCount(kpis.views.value!)} |`);
    if (kpis.netGrowth.value !== null) expect(markdown).toContain(`| Net follower growth | ${formatSigned(kpis.netGrowth.value)} |`);
    expect(markdown).toContain(`In this period you published **${kpis.posts.value} post`);
    expectPlainAnswer(markdown, range);
  });
});

const daysIn = (range: Range) => Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;

describe('how do I compare', () => {
  /** The competitors' public figures as the competitor detail page reads them. */
  async function competitorFigures(range: Range) {
    const list = await api<CompetitorList>(`/api/competitors?${query(range)}`);
    const rows = list.rows.filter((row) => row.kind === 'competitor');
    expect(rows.map((r) => r.username).sort()).toEqual(['bean_there', 'rival_roasters']);
    return Promise.all(
      rows.map(async (row) => {
        const analytics = await api<CompetitorAnalytics>(`/api/competitors/${row.id}/analytics?from=${range.from}&to=${range.to}`);
        Object.values(analytics.formulas).forEach((formula) => apiFormulas.add(formula));
        return { username: row.username, sideBySide: analytics.sideBySide };
      }),
    );
  }

  const figureRow = (name: string, f: PublicFigures) =>
    new RegExp(
      `\\| @${name} \\| ${f.followers === null ? 'n/a' : formatCount(f.followers)} \\| [^|]+ \\| ${f.posts} \\| ${formatDecimal(f.postsPerWeek)} \\| [^|]+ \\| [^|]+ \\| ${pct(f.publicEr).replace('.', '\\.')} \\|`,
    );

  it.each(['How do I compare with my competitors?', 'Am I doing better than my competitors?', 'How do I compare?'])('%s', async (question) => {
    const markdown = await ask(question);
    const range = last30();
    const figures = await competitorFigures(range);
    expect(markdown).toContain(`## @${EXPECTED.username} against your competitors, ${rangeLabel(range.from, range.to)}`);
    expect(markdown).toMatch(figureRow(`${EXPECTED.username} \\(you\\)`, figures[0].sideBySide.own));
    for (const { username, sideBySide } of figures) expect(markdown).toMatch(figureRow(username, sideBySide.competitor));
    const leader = [...figures].sort((a, b) => b.sideBySide.competitor.publicEr! - a.sideBySide.competitor.publicEr!)[0];
    expect(markdown).toContain(`**Highest public ER:** @${leader.username} at ${pct(leader.sideBySide.competitor.publicEr)}`);
    expectPlainAnswer(markdown, range);
  });

  it.each(['How do I compare with similar accounts?', 'How do I stack up against accounts like mine?'])('%s', async (question) => {
    const markdown = await ask(question);
    const peers = await api<PeerComparison>(`/api/analytics/peers?accountId=${accountId}`);
    peers.metrics.forEach((m) => apiFormulas.add(m.formula));
    expect(markdown).toContain(`## @${EXPECTED.username} among its peers, ${rangeLabel(peers.window.from, peers.window.to)}`);
    const er = peers.metrics.find((m) => m.key === 'publicEr')!;
    expect(markdown).toContain(`| ${er.label} | ${pct(er.value)} | — | — | ${pct(er.benchmark)} |`);
    const posting = peers.metrics.find((m) => m.key === 'postingFrequency')!;
    expect(markdown).toContain(`| ${posting.label} | ${formatDecimal(posting.value!)}/week |`);
    expectPlainAnswer(markdown, peers.window);
  });
});

describe('hashtags and formats', () => {
  it.each(['Which hashtags should I use?', 'Do hashtags help my posts?', 'What hashtags work best for me?'])('%s', async (question) => {
    const markdown = await ask(question);
    const range = last30();
    const content = await contentFor(range);
    const [best] = content.topHashtags;
    expect(best.label).toBe('#latteart');
    expect(markdown).toContain(`## Hashtags for @${EXPECTED.username}, ${rangeLabel(range.from, range.to)}`);
    expect(markdown).toContain(`Your best hashtag is **${best.label}**: posts with it averaged ${pct(best.avgPublicEr)} public ER over ${best.posts} posts`);
    for (const tag of content.topHashtags) expect(markdown).toContain(`| ${tag.label} | ${tag.posts} | ${pct(tag.avgPublicEr)} |`);
    for (const count of content.hashtagCounts) expect(markdown).toContain(`| ${count.label} | ${count.posts} | ${pct(count.avgPublicEr)} |`);
    expectPlainAnswer(markdown, range);
  });

  it.each([
    ['Which format works best?', null],
    ['Should I post more reels or carousels?', 'REELS'],
    ['Are carousels better than photos for me?', 'CAROUSEL_ALBUM'],
  ])('%s', async (question, asked) => {
    const markdown = await ask(question);
    const range = last30();
    const content = await contentFor(range);
    expect(markdown).toContain(`## Which format works best for @${EXPECTED.username}, ${rangeLabel(range.from, range.to)}`);
    for (const group of content.formats) expect(markdown).toContain(groupRow(group));
    const trusted = bestByEr(content.formats.filter((g) => g.reliable));
    expect(markdown).toContain(`**${trusted.label}** work best for you: ${pct(trusted.avgPublicEr)} mean public ER over ${trusted.posts} posts.`);
    if (asked) {
      const group = content.formats.find((g) => g.key === asked)!;
      expect(markdown).toContain(`${pct(group.avgPublicEr)} mean public ER over ${group.posts} posts, number `);
    }
    expectPlainAnswer(markdown, range);
  });
});

describe('why did reach drop', () => {
  it.each([
    ['Why did my reach drop?', 'reach', () => last30()],
    ['Why is my reach down this week?', 'reach', () => ({ from: mondayOf(today), to: today })],
    ['Why am I getting fewer views?', 'views', () => last30()],
    ['What happened to my engagement last week?', 'public ER', () => ({ from: shiftDate(mondayOf(today), -7), to: shiftDate(mondayOf(today), -1) })],
  ])('%s', async (question, figure, rangeOf) => {
    const range = rangeOf();
    const markdown = await ask(question);
    const now = await overviewFor(range);
    const before = await overviewFor(now.previousRange);
    expect(markdown).toContain(
      `## What changed in your ${figure}, ${rangeLabel(range.from, range.to)} against the ${daysIn(range)} days before (${rangeLabel(now.previousRange.from, now.previousRange.to)})`,
    );
    const key = figure === 'public ER' ? 'publicEr' : (figure as 'reach' | 'views');
    const { value, previous } = now.kpis[key];
    const show = key === 'publicEr' ? pct : formatCount;
    if (value !== null && previous !== null) {
      const direction = value < previous ? 'fell' : value > previous ? 'rose' : 'held steady';
      expect(markdown).toContain(`**${direction}**`);
      expect(markdown).toContain(`${show(value)} against ${show(previous)} in the ${daysIn(range)} days before`);
    }
    // The 30 days before start ahead of the seeded history: their figures are unknown, never a partial base.
    expect(markdown).toContain(`| Posts | ${now.kpis.posts.value} | ${now.kpis.posts.previous ?? 'before the history'} |`);
    // The formats of both periods, side by side, from the two overviews.
    for (const format of before.formats) expect(markdown).toMatch(new RegExp(`\\| ${mediaTypeLabel(format.mediaType)}s \\| \\d+ \\| ${format.posts} \\|`));
    if (now.topPosts.length)
      expect(markdown).toContain(`public ER ${pct(now.topPosts[0].publicEr)}, reach ${formatCount(now.topPosts[0].reach!)} — “${now.topPosts[0].caption}”`);
    const [bestHour] = now.heatmap.bestTimes.hours;
    if (bestHour) expect(markdown).toContain(`- Post at your best hour, **${hourLabel(bestHour.hour)}** (${EXPECTED.timezone} time).`);
    expectPlainAnswer(markdown, range);
  });

  it('the dashboard’s "Ask the assistant" on the reach card: that period against the one before', async () => {
    // Two weeks, whose two weeks before lie within the seeded history: both sides are known.
    const range = lastDays(today, 14);
    const overview = await overviewFor(range);
    const { value, previous } = overview.kpis.reach;
    const markdown = await ask(
      `My reach from ${range.from} to ${range.to} was ${formatCount(value!)} (against the previous 14 days, when it was ${formatCount(previous!)}). What explains this, and what should I do next?`,
    );
    expect(markdown).toContain(`## What changed in your reach, ${rangeLabel(range.from, range.to)}`);
    expect(markdown).toContain(`| Reach | ${formatCount(value!)} | ${formatCount(previous!)} |`);
    expectPlainAnswer(markdown, range);
  });
});

const mondayOf = (date: string) => shiftDate(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('best posts and what works', () => {
  it('What were my best posts this month?', async () => {
    const range = { from: `${today.slice(0, 8)}01`, to: today };
    const markdown = await ask('What were my best posts this month?');
    const overview = await overviewFor(range);
    expect(markdown).toContain(`## Best and worst posts of @${EXPECTED.username}, ${rangeLabel(range.from, range.to)}`);
    for (const post of overview.topPosts) expect(markdown).toContain(`| ${pct(post.publicEr)} | ${formatCount(post.likes!)} | ${formatCount(post.comments)} |`);
    expectPlainAnswer(markdown, range);
  });

  it('What content works for me?', async () => {
    const range = last30();
    const markdown = await ask('What content works for me?');
    const content = await contentFor(range);
    expect(markdown).toContain(`## What works for @${EXPECTED.username}, ${rangeLabel(range.from, range.to)}`);
    for (const group of content.formats) expect(markdown).toContain(groupRow(group));
    expect(markdown).toContain(`_${content.sampleSize} posts analysed.`);
    expectPlainAnswer(markdown, range);
  });
});

describe('figures Meta did not share', () => {
  it('are said to be unknown, never 0, in the overview and in "why did my reach drop"', async () => {
    const quietId = await accountWithoutInsights();
    const quiet = lookupsFor(quietId, 'quiet_bakery');
    const quietInsights = (await getAccountInsights(t.app.db, userId, quietId))!;
    const range = last30();
    const overview = await overviewFor(range, quietId);
    expect([overview.kpis.reach.value, overview.kpis.views.value, overview.kpis.erByReach.value]).toEqual([null, null, null]);
    expect(overview.kpis.posts.value).toBe(4);

    for (const question of ['How am I doing?', 'Why did my reach drop?']) {
      const markdown = await ask(question, quiet, quietInsights);
      expect(markdown).toContain('Meta did not share reach, views, ER by reach or interactions per post for this period');
      expect(markdown).toMatch(/\| Reach \| not shared by Meta \| not shared by Meta \| — \|/);
      expect(markdown).toMatch(/\| Views \| not shared by Meta \|/);
      expect(markdown).not.toMatch(/\| (Reach|Views|ER by reach|Interactions per post) \| 0(\.00%)? \|/);
      expect(markdown).toContain(`| Posts | 4 | 2 |`);
      expectPlainAnswer(markdown, range);
    }
    expect(await ask('Why did my reach drop?', quiet, quietInsights)).toContain('Reach is unknown for this period, so I can’t say how it changed');
  });
});

describe('a question it cannot answer', () => {
  it.each(['What is the capital of France?', 'Tell me a joke', 'Can you book me a table for two?'])(
    '%s: one sentence and three questions to try',
    async (question) => {
      const markdown = await ask(question);
      expect(markdown).toBe(
        [
          'I can answer questions about @corner_cafe’s own figures — when and what to post, how you are doing and how you compare, hashtags, formats and why a figure changed — for example:',
          '- “When should I post?”\n- “Why did my reach drop?”\n- “How do I compare with my competitors?”',
        ].join('\n\n'),
      );
    },
  );

  it('each suggested question is answered from the figures', async () => {
    for (const question of SUGGESTED_QUESTIONS) expect([question, await ask(question)]).toEqual([question, expect.stringMatching(/^_Looked up: /)]);
  });
});

describe('through the chat route', () => {
  it.each(['When should I post?', 'Why did my reach drop?', 'How did last month go?', 'How are my reels doing?', 'What is the capital of France?'])(
    '%s streams the same answer',
    async (question) => {
      const result = await postStream(origin, token, { messageHistory: [{ role: 'user', content: question }], accountId });
      expect(result.status).toBe(200);
      expect(result.events.filter((e) => typeof e === 'object' && 'error' in e)).toEqual([]);
      expect(result.events.at(-1)).toBe('[DONE]');
      // The route builds its own lookups from the token and the account: the text is the same.
      expect(replyText(result.events)).toBe(await ask(question));
    },
  );
});
