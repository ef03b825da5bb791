import type { StoriesAnswer } from '../../../../shared/stories';
import { formatCount, formatPercent } from '../../../ai/format';
import { igAccounts, igStories, igStoryReads } from '../../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../../test/helpers';
import { createAccountLookups } from '../tools/accountLookups';
import { localDate } from '../tools/calendar';
import { composeOfflineAnswer } from './offlineProvider';
import { readDataQuestion } from './questions';

let t: TestApp;
let token: string;
let userId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await registerUser(t.app);
  token = owner.accessToken;
  userId = owner.user.id;
});
afterAll(async () => {
  await t.close();
});

async function account(username: string, timezone = 'UTC'): Promise<string> {
  const [row] = await t.database.db
    .insert(igAccounts)
    .values({ userId, igUserId: `1784${Math.floor(Math.random() * 1e9)}`, username, timezone })
    .returning();
  return row.id;
}

/** Asked as the chat route asks it: the lookups scoped to the account, on the account's clock. */
function ask(question: string, accountId: string, username: string, timezone = 'UTC'): Promise<string> {
  const lookups = createAccountLookups(
    { db: t.app.db, userId, accountId, username, timezone, today: localDate(new Date(), timezone) },
    { error: () => undefined },
  );
  return composeOfflineAnswer({ actionType: null, messages: [{ role: 'user', content: question }], insights: null, lookups });
}

describe('the offline assistant on stories', () => {
  it.each(['How did my stories do?', 'how are my stories doing', 'What were my story views this week?'])('reads "%s" as a stories question', (question) => {
    expect(readDataQuestion(question, '2026-11-20')).toEqual({ kind: 'stories' });
  });

  it('answers "How did my stories do?" with the figures the Stories page shows', async () => {
    const accountId = await account('stories.answer');
    const posted = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    await t.database.db.insert(igStories).values([
      {
        accountId,
        igMediaId: 'a1',
        mediaType: 'IMAGE',
        postedAt: posted(2),
        expiresAt: posted(-22),
        views: 400,
        reach: 320,
        replies: 6,
        tapsForward: 100,
        tapsExit: 40,
      },
      {
        accountId,
        igMediaId: 'a2',
        mediaType: 'IMAGE',
        postedAt: posted(2.05),
        expiresAt: posted(-21.95),
        views: 500,
        reach: 380,
        replies: 3,
        tapsForward: 90,
        tapsExit: 35,
      },
    ]);
    await t.database.db.insert(igStoryReads).values({ accountId, lastReadAt: new Date(), lastSuccessAt: new Date() });
    const page = (await t.app.inject({ method: 'GET', url: `/api/stories?accountId=${accountId}`, headers: bearer(token) })).json<StoriesAnswer>();

    const answer = await ask('How did my stories do?', accountId, 'stories.answer');

    expect(answer).toContain('Looked up: your stories of the last 30 days');
    expect(answer).toContain(`${formatCount(page.sequences[0].views!)} views`);
    expect(answer).toContain(`${formatCount(page.sequences[0].reach!)} reach`);
    expect(answer).toContain(formatPercent(page.sequences[0].completion, 1));
    expect(answer).not.toMatch(/÷/);
  });

  it('says Meta refused the stories, naming the permission, instead of quoting zeros', async () => {
    const accountId = await account('stories.refused');
    await t.database.db
      .insert(igStoryReads)
      .values({ accountId, lastReadAt: new Date(), refusalKind: 'permission', refusalPermission: 'instagram_manage_insights' });
    const answer = await ask('How did my stories do?', accountId, 'stories.refused');
    expect(answer).toContain('**instagram_manage_insights** permission is missing');
    expect(answer).not.toMatch(/\b0 views\b/);
  });

  it('says when a sequence started on the account’s clock, not in UTC', async () => {
    // 00:10 UTC is 21:10 the evening before in São Paulo (UTC−3 all year).
    const startedAt = new Date(Date.now() - 3 * HOUR);
    startedAt.setUTCHours(0, 10, 0, 0);
    const accountId = await account('stories.clock', 'America/Sao_Paulo');
    await t.database.db.insert(igStories).values({
      accountId,
      igMediaId: 'c1',
      mediaType: 'IMAGE',
      postedAt: startedAt,
      expiresAt: new Date(startedAt.getTime() + 24 * HOUR),
      views: 300,
      reach: 200,
      tapsForward: 30,
      tapsExit: 10,
    });
    await t.database.db.insert(igStoryReads).values({ accountId, lastReadAt: new Date(), lastSuccessAt: new Date() });

    const answer = await ask('How did my stories do?', accountId, 'stories.clock', 'America/Sao_Paulo');

    const evening = new Date(startedAt.getTime() - 3 * HOUR).toISOString().slice(0, 10);
    expect(answer).toContain(`| ${evening} 21:10 |`);
    expect(answer).toContain(`started ${evening} 21:10 (America/Sao_Paulo)`);
    expect(answer).not.toContain('00:10');
  });
});
