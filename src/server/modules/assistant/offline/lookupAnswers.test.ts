/**
 * The offline assistant's answers to typed figures questions: the same lookups a model would make,
 * on a real database with the seeded account, so every figure quoted is checked against the service
 * that computes it.
 */
import { lastDays, shiftDate, WEEKDAY_NAMES } from '../../../../shared/dateSpan';
import type { AccountInsights } from '../../../../shared/insights';
import { igAccounts, igMedia, users } from '../../../db/schema';
import { getContentAnalysis, getOverview } from '../../analytics/public';
import { getAccountInsights } from '../accountInsights';
import { EXPECTED, seedAccount } from '../../analytics/testing/seedAccount';
import { insertPlatformPeer } from '../../peers/testing/peerRows';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { formatCount, formatPercent, hourLabel } from '../../../ai/format';
import { type AccountLookups, createAccountLookups } from '../tools/accountLookups';
import { dayLabel, localDate, rangeLabel, weekdayOf } from '../tools/calendar';
import { composeOfflineAnswer } from './offlineProvider';

jest.setTimeout(30_000);

const DAY_MS = 86_400_000;

describe('offline answers from lookups', () => {
  let database: TestDatabase;
  let userId: string;
  let accountId: string;
  let insights: AccountInsights;
  let lookups: AccountLookups;
  let today: string;
  const loggedErrors: unknown[] = [];

  const lookupsFor = (owner: string, account: string, username: string) =>
    createAccountLookups(
      { db: database.db, userId: owner, accountId: account, username, timezone: EXPECTED.timezone, today },
      { error: (entry: unknown) => loggedErrors.push(entry) },
    );
  const askOffline = (question: string, withLookups: AccountLookups | null = lookups) =>
    composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights, lookups: withLookups });

  beforeAll(async () => {
    database = await createTestDatabase();
    const [owner] = await database.db.insert(users).values({ email: 'owner@example.test', name: 'Owner' }).returning();
    userId = owner.id;
    accountId = await seedAccount(database.db, userId);
    insights = (await getAccountInsights(database.db, userId, accountId))!;
    today = localDate(new Date(), EXPECTED.timezone);
    lookups = lookupsFor(userId, accountId, EXPECTED.username);
  }, 60_000);
  afterAll(() => database.close());
  afterEach(() => expect(loggedErrors).toEqual([]));

  it('"What should I post tomorrow?": tomorrow’s date, the best hours of the day and the best format, not the playbook', async () => {
    const markdown = await askOffline('What should I post tomorrow?');
    const range = lastDays(today, 30);
    const tomorrow = shiftDate(today, 1);
    expect(
      markdown.startsWith(
        `_Looked up: your overview for ${rangeLabel(range.from, range.to)}_\n\n_Looked up: your content findings for ${rangeLabel(range.from, range.to)}_\n\n`,
      ),
    ).toBe(true);
    expect(markdown).toContain(`## What to post tomorrow, ${WEEKDAY_NAMES[weekdayOf(tomorrow)]} ${dayLabel(tomorrow)}`);
    // The hours come from the analytics' one best-time ranking, the dashboard's own.
    const { bestTimes } = (await getOverview(database.db, userId, { accountId, ...range })).heatmap;
    const [best] = bestTimes.hours;
    expect(markdown).toContain(`**When:** **${hourLabel(best.hour)}** (mean public ER ${formatPercent(best.meanPublicEr)} over ${best.posts} posts)`);
    expect(markdown).toContain(`your best hours of the day over ${rangeLabel(range.from, range.to)}, ${EXPECTED.timezone} time`);
    // Reels lead on mean public ER with three posts, so the answer says to treat it as a hint.
    const reels = (await getContentAnalysis(database.db, userId, { accountId, ...range })).formats.find((g) => g.key === 'REELS')!;
    expect(markdown).toContain(
      `**What:** a **Reel**, your best format by mean public ER (${formatPercent(reels.avgPublicEr)} over 3 posts — fewer than 5 posts, so treat it as a hint).`,
    );
    expect(markdown).toContain(`**Idea:** remake your best one, “${EXPECTED.topPostCaption}” (${EXPECTED.topPostEr} public ER)`);
    expect(markdown).not.toContain('5 content ideas');
  });

  /** Another user's account with 1,000 followers and just the posts given. */
  async function accountWithPosts(username: string, posts: { daysAgo: number; caption?: string; likes: number; comments: number }[]): Promise<AccountLookups> {
    const [owner] = await database.db
      .insert(users)
      .values({ email: `${username}@example.test`, name: username })
      .returning();
    const [account] = await database.db
      .insert(igAccounts)
      .values({ userId: owner.id, igUserId: `ig-${username}`, username, followersCount: 1_000, timezone: EXPECTED.timezone })
      .returning({ id: igAccounts.id });
    await database.db.insert(igMedia).values(
      posts.map((p, i) => ({
        accountId: account.id,
        igMediaId: `${username}-${i}`,
        mediaType: 'REELS' as const,
        caption: p.caption ?? null,
        postedAt: new Date(Date.now() - p.daysAgo * DAY_MS),
        likes: p.likes,
        comments: p.comments,
      })),
    );
    return lookupsFor(owner.id, account.id, username);
  }

  it('with one post it ranks no hour, rather than name the hour of that post', async () => {
    const markdown = await askOffline('What should I post tomorrow?', await accountWithPosts('solo_account', [{ daysAgo: 3, likes: 90, comments: 10 }]));
    expect(markdown).toContain('**When:** No hour of the day has 3 posts yet among the 1 post of this period, so none is ranked');
    expect(markdown).not.toContain('(10.00%)');
    // The 'when' names no hour and no figure of the one post.
    expect(markdown).not.toMatch(/\*\*When:\*\*[^\n]*%/);
  });

  it('"How did I do in the last 30 days?": the dashboard’s figures against the period before, the formulas in words', async () => {
    const range = lastDays(today, 30);
    const markdown = await askOffline('How did I do in the last 30 days?');
    const overview = await getOverview(database.db, userId, { accountId, ...range });
    expect(
      markdown.startsWith(
        `_Looked up: your overview for ${rangeLabel(range.from, range.to)}_\n\n## How @corner_cafe is doing, ${rangeLabel(range.from, range.to)}`,
      ),
    ).toBe(true);
    expect(markdown).toContain(`| Followers | ${EXPECTED.followers} |`);
    expect(markdown).toContain(`| Posts | ${overview.kpis.posts.value} |`);
    expect(markdown).toContain(`| Public ER | ${formatPercent(overview.kpis.publicEr.value)} |`);
    expect(markdown).toContain(`| Reach | ${formatCount(overview.kpis.reach.value!)} |`);
    expect(markdown).toContain('Public ER is each post’s likes and comments as a share of the followers on the day it was posted');
    expect(markdown).not.toContain(overview.kpis.publicEr.formula);
  });

  it('"What were my best posts this month?": best and weakest by public ER', async () => {
    const markdown = await askOffline('What were my best posts in the last 30 days?');
    const { topPosts, bottomPosts } = await getOverview(database.db, userId, { accountId, ...lastDays(today, 30) });
    expect(markdown).toContain('### Best by public ER');
    expect(markdown).toMatch(
      new RegExp(`\\| 1 \\| \\d{4}-\\d{2}-\\d{2} \\| Reel \\| ${formatPercent(topPosts[0].publicEr)} \\| 900 \\| 76 \\| ${EXPECTED.topPostCaption} \\|`),
    );
    expect(markdown).toMatch(
      new RegExp(
        `### Weakest by public ER\\n\\n.+\\n.+\\n\\| 1 \\| \\d{4}-\\d{2}-\\d{2} \\| Photo \\| ${formatPercent(bottomPosts[0].publicEr)} \\| 110 \\| 2 \\| Fresh pastries \\|`,
      ),
    );
  });

  it('"What content works for me?": the content page’s best groups and formats', async () => {
    const markdown = await askOffline('What content works for me?');
    const analysis = await getContentAnalysis(database.db, userId, { accountId, ...lastDays(today, 30) });
    const images = analysis.formats.find((g) => g.key === 'IMAGE')!;
    // Photos are the only format with 5 posts or more, so the only one trusted for "what works best".
    expect(markdown).toContain(`- **Format:** Images, mean public ER ${formatPercent(images.avgPublicEr)} over 5 posts`);
    expect(markdown).toContain('| Reels | 3 | ');
    expect(markdown).toContain('| under 5 posts |');
    expect(markdown).toContain('_12 posts analysed. Each group shows the mean public ER of its posts');
    expect(markdown).not.toContain(analysis.formula);
  });

  it('quotes the content page’s recommendations with their basis when it has some', async () => {
    const long = 'A longer caption that tells the whole story of the morning shift, start to end';
    const writer = await accountWithPosts('writer_account', [
      ...[2, 4, 6, 8, 10].map((daysAgo) => ({ daysAgo, caption: 'Short one', likes: 10, comments: 0 })),
      ...[3, 5, 7, 9, 11].map((daysAgo) => ({ daysAgo, caption: long, likes: 40, comments: 0 })),
    ]);
    const markdown = await askOffline('What content works for me?', writer);
    expect(markdown).toContain(
      '### Recommendations\n- Write captions of 50–149 characters: they engage 4.0× better than under 50 characters. _(Mean public ER: 50–149 characters 4.00% over 5 posts, Under 50 characters 1.00% over 5 posts; ratio 4.00×, 95% CI 4.00–4.00×.)_',
    );
  });

  it('"How did my reels do against @rival_roasters?": side by side on the public formulas, the reels verdict first', async () => {
    const markdown = await askOffline('How did my reels do against @rival_roasters in the last 30 days?');
    const range = lastDays(today, 30);
    expect(markdown.startsWith(`_Looked up: @rival\\_roasters against @corner\\_cafe for ${rangeLabel(range.from, range.to)}_`)).toBe(true);
    expect(markdown).toMatch(/\*\*Reels:\*\* yours averaged \d+\.\d\d% public ER over 3 posts; @rival_roasters published none in this period\./);
    expect(markdown).toContain(`| Public ER | ${formatPercent(insights.publicEr.value)} | ${EXPECTED.rivalEr} |`);
    expect(markdown).toContain('| Photo | ');
  });

  it('an untracked @username gets the list of tracked ones, not figures', async () => {
    const markdown = await askOffline('compare me with @nobody_here');
    expect(markdown).toContain(
      '_Could not look up the competitor: @nobody\\_here is not a competitor tracked by @corner\\_cafe; the competitors it tracks are @bean\\_there, @rival\\_roasters_',
    );
    expect(markdown).not.toContain('| Public ER |');
  });

  it('a range over two years is refused with the reason and how to ask', async () => {
    const markdown = await askOffline('How did I do since 2020-01-01?');
    expect(markdown).toContain('_Could not look up your overview: to: the range must be at most 731 days (2 years)_');
    expect(markdown).toContain('Ask about a range of at most two years');
  });

  it('"How do I rank among my peers?": the tier benchmark without a cohort, percentiles with one', async () => {
    const alone = await askOffline('How do I rank among my peers?');
    expect(alone).toContain('_Looked up: your figures against the 5–20K tier benchmark (no peer group of 5 or more)_');
    expect(alone).toMatch(/\| Public engagement rate \| 2\.85% \| — \| — \| 2\.28% \|/);

    for (const [index, publicEr] of [0.01, 0.02, 0.03, 0.04, 0.05, 0.06].entries()) {
      await insertPlatformPeer(database.db, { nicheId: 'food-drink', countryCode: 'DE', followers: 5_000 + index * 2_000, publicEr, postsPerWeek: index + 1 });
    }
    const ranked = await askOffline('How do I rank among my peers?');
    expect(ranked).toContain('_Looked up: your rank among 6 peers (food-drink, DE, 5–20K followers)_');
    expect(ranked).toContain('6 other Food & Drink accounts in Germany with 5–20K followers');
    // 0.01 and 0.02 are below 2.85%: 2 of 6, the 33rd percentile; the median of the six is 3.50%.
    expect(ranked).toMatch(/\| Public engagement rate \| 2\.85% \| 33rd \| 3\.50% \| 2\.28% \|/);
  });

  it('lookups read only the signed-in user’s accounts: with someone else’s account id, nothing is found', async () => {
    const [stranger] = await database.db.insert(users).values({ email: 'stranger@example.test', name: 'Stranger' }).returning();
    const foreign = lookupsFor(stranger.id, accountId, EXPECTED.username);
    expect(await askOffline('How did I do in the last 30 days?', foreign)).toContain('_Could not look up your overview: Account not found_');
    const competitor = await askOffline('How did I do against @rival_roasters?', foreign);
    expect(competitor).toContain('_Could not look up the competitor: Account not found_');
    expect(competitor).not.toContain('bean');
    const peersOutcome = await foreign.execute({ id: 'p', name: 'get_peer_comparison', arguments: '{}' });
    expect(peersOutcome).toMatchObject({ isError: true, content: JSON.stringify({ error: 'Account not found' }) });
  });

  it('a figures question without a selected account asks for one in a sentence, with no setup text', async () => {
    const markdown = await askOffline('How did I do last month?', null);
    expect(markdown).toBe(
      'I answer that from an Instagram account’s figures, and none is selected: select one in the header (or connect one in Settings → Instagram) and ask again.',
    );
  });
});
