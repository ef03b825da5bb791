/**
 * The offline assistant answers reels and discovery questions from the same lookups a model
 * would make (get_reels_watch_time, get_discovery), on a real database; unknown figures are said to be
 * unknown, never 0.
 */
import { lastDays, shiftDate } from '../../../../shared/dateSpan';
import { igAccounts, igDiscoveryDaily, igMedia, users } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { type AccountLookups, createAccountLookups } from '../tools/accountLookups';
import { localDate, rangeLabel } from '../tools/calendar';
import { LOOKUP_TOOLS } from '../tools/registry';
import { composeOfflineAnswer } from './offlineProvider';
import { readDataQuestion } from './questions';

jest.setTimeout(30_000);

describe('offline answers about reels and discovery', () => {
  let database: TestDatabase;
  let lookups: AccountLookups;
  let today: string;
  const loggedErrors: unknown[] = [];
  const ask = (question: string) => composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights: null, lookups });

  beforeAll(async () => {
    database = await createTestDatabase();
    today = localDate(new Date(), 'UTC');
    const [owner] = await database.db.insert(users).values({ email: 'reels@example.test', name: 'Owner' }).returning();
    const [account] = await database.db
      .insert(igAccounts)
      .values({ userId: owner.id, igUserId: 'ig-offline-reels', username: 'reelmaker', followersCount: 4_000, timezone: 'UTC' })
      .returning();
    const at = (daysAgo: number) => new Date(Date.parse(`${shiftDate(today, -daysAgo)}T12:00:00Z`));
    await database.db.insert(igMedia).values([
      {
        accountId: account.id,
        igMediaId: 'r1',
        mediaType: 'REELS',
        postedAt: at(3),
        caption: 'Ten-second pasta trick',
        views: 900,
        reelsAvgWatchTimeMs: 7_500,
        reelsTotalWatchTimeMs: 6_750_000,
      },
      {
        accountId: account.id,
        igMediaId: 'r2',
        mediaType: 'REELS',
        postedAt: at(5),
        caption: 'Kitchen tour',
        views: 2_000,
        reelsAvgWatchTimeMs: 3_200,
        reelsTotalWatchTimeMs: 6_400_000,
      },
      { accountId: account.id, igMediaId: 'r3', mediaType: 'REELS', postedAt: at(6), caption: 'Refused one', views: null },
    ]);
    const yesterday = shiftDate(today, -1);
    await database.db.insert(igDiscoveryDaily).values([
      { accountId: account.id, date: yesterday, metric: 'reach', dimension: '', value: 1_000 },
      { accountId: account.id, date: yesterday, metric: 'reach', dimension: 'FOLLOWER', value: 350 },
      { accountId: account.id, date: yesterday, metric: 'reach', dimension: 'NON_FOLLOWER', value: 650 },
      { accountId: account.id, date: yesterday, metric: 'follows_and_unfollows', dimension: '', value: 14 },
      { accountId: account.id, date: yesterday, metric: 'follows_and_unfollows', dimension: 'FOLLOWER', value: 11 },
      { accountId: account.id, date: yesterday, metric: 'follows_and_unfollows', dimension: 'NON_FOLLOWER', value: 3 },
    ]);
    lookups = createAccountLookups(
      { db: database.db, userId: owner.id, accountId: account.id, username: 'reelmaker', timezone: 'UTC', today },
      { error: (entry: unknown) => loggedErrors.push(entry) },
    );
  }, 60_000);
  afterAll(() => database.close());
  afterEach(() => expect(loggedErrors).toEqual([]));

  it('reads the two questions as reels and discovery lookups, before the format and change questions', () => {
    const range = lastDays(today, 30);
    expect(readDataQuestion('Which reels keep people watching?', today)).toEqual({ kind: 'reels', range });
    expect(readDataQuestion('What is my average watch time?', today)).toEqual({ kind: 'reels', range });
    expect(readDataQuestion('How many non-followers did I reach?', today)).toEqual({ kind: 'discovery', range });
    expect(readDataQuestion('How many people unfollowed me last week?', today)).toMatchObject({ kind: 'discovery' });
    // Still the format question: reels against photos.
    expect(readDataQuestion('Are reels better than photos?', today)).toMatchObject({ kind: 'format' });
  });

  it('offers both lookups to a model', () => {
    expect(LOOKUP_TOOLS.map((tool) => tool.name)).toEqual(expect.arrayContaining(['get_reels_watch_time', 'get_discovery']));
  });

  it('"Which reels keep people watching?": the reels ranked by average watch time, and no length invented', async () => {
    const range = lastDays(today, 30);
    const markdown = await ask('Which reels keep people watching?');
    expect(markdown.startsWith(`_Looked up: your reels’ watch time for ${rangeLabel(range.from, range.to)}_`)).toBe(true);
    expect(markdown).toContain('3 reels published; Meta shared the watch time of 2.');
    expect(markdown).toContain('Average watch time per reel: **5.3 s**');
    expect(markdown.indexOf('Ten-second pasta trick')).toBeLessThan(markdown.indexOf('Kitchen tour'));
    expect(markdown).toContain('| Ten-second pasta trick |');
    expect(markdown).toContain('7.5 s');
    expect(markdown).not.toContain('Refused one');
    expect(markdown).toContain('gives no reel length');
  });

  it('"How are my reels doing?": the reels answer with their watch time, not the overview', async () => {
    const range = lastDays(today, 30);
    for (const question of ['How are my reels doing?', 'how are my reles doing', 'reels performance']) {
      const markdown = await ask(question);
      expect([question, markdown.startsWith(`_Looked up: your reels’ watch time for ${rangeLabel(range.from, range.to)}_`)]).toEqual([question, true]);
      expect(markdown).toContain(`## Reels watch time for @reelmaker, ${rangeLabel(range.from, range.to)}`);
      expect(markdown).toContain('Average watch time per reel: **5.3 s**; total watch time: **');
    }
    expect(await ask('how did my reels do last month')).toContain('## Reels watch time for @reelmaker');
  });

  it('"How many non-followers did I reach?": the split Meta answered, and unknown where it answered nothing', async () => {
    const markdown = await ask('How many non-followers did I reach?');
    expect(markdown).toContain('_Looked up: your discovery figures for');
    expect(markdown).toContain('**Reach:** 650 from non-followers and 350 from followers, so **65.0%** non-followers, over 1 day Meta answered.');
    expect(markdown).toContain('**Follows and unfollows:** 11 followed and 3 unfollowed, net +8.');
    // Views and link taps were never answered: unknown, never 0.
    expect(markdown).toMatch(/\*\*Views:\*\* unknown/);
    expect(markdown).toMatch(/\*\*Profile link taps:\*\* unknown/);
  });
});
