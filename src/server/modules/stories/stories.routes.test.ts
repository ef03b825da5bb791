import { randomUUID } from 'node:crypto';
import type { ApiError } from '../../../shared/errors';
import { calendarDateIn } from '../../../shared/period';
import type { MentionsAnswer, StoriesAnswer } from '../../../shared/stories';
import { igAccounts, igMentions, igStories, igStoryReads } from '../../db/schema';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/helpers';

let testApp: TestApp;
let token: string;
let accountId: string;
let otherAccountId: string;
const HOUR = 3_600_000;
const now = Date.now();
/**
 * Hours from noon UTC two days ago: s3 and s4 (1.5 hours before it) fall on one day whatever the time the
 * suite runs (at a fixed 48 hours ago, s4 was on the day before between midnight and 01:30 UTC).
 */
const twoDaysAgoNoon = (now - Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() - 2, 12)) / HOUR;

async function accountOf(userId: string, username: string): Promise<string> {
  const [row] = await testApp.database.db
    .insert(igAccounts)
    .values({ userId, igUserId: `1784${Math.floor(Math.random() * 1e9)}`, username })
    .returning();
  return row.id;
}

const story = (id: string, hoursAgo: number, figures: Partial<typeof igStories.$inferInsert>) => {
  const postedAt = new Date(now - hoursAgo * HOUR);
  return { accountId, igMediaId: id, mediaType: 'IMAGE', postedAt, expiresAt: new Date(postedAt.getTime() + 24 * HOUR), final: hoursAgo >= 24, ...figures };
};

beforeAll(async () => {
  testApp = await createTestApp();
  const owner = await registerUser(testApp.app);
  const other = await registerUser(testApp.app);
  token = owner.accessToken;
  accountId = await accountOf(owner.user.id, 'owner.stories');
  otherAccountId = await accountOf(other.user.id, 'other.stories');
  await testApp.database.db.insert(igStories).values([
    // One sequence of two an hour and a bit ago, one story alone two days ago, one with figures withheld.
    story('s1', 1, { views: 100, reach: 80, replies: 2, tapsForward: 30, tapsExit: 10 }),
    story('s2', 1.1, { views: 200, reach: 150, replies: 1, tapsForward: 40, tapsExit: 20 }),
    story('s3', twoDaysAgoNoon, { views: 50, reach: 40, replies: 0, tapsForward: 10, tapsExit: 5 }),
    story('s4', twoDaysAgoNoon + 1.5, {}),
  ]);
  await testApp.database.db.insert(igStoryReads).values({ accountId, lastReadAt: new Date(now), lastSuccessAt: new Date(now) });
  await testApp.database.db.insert(igMentions).values([
    { accountId, kind: 'tag', igMediaId: 'm1', username: 'dino_fan', likeCount: 42, commentsCount: 3, postedAt: new Date(now - 5 * HOUR) },
    { accountId, kind: 'comment_mention', igMediaId: 'm2', igCommentId: 'c2' },
  ]);
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/stories', () => {
  it('lists the stories with completion, per day and per sequence, leaving unknown figures null', async () => {
    const response = await get(`/api/stories?accountId=${accountId}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<StoriesAnswer>();
    expect(answer.status.state).toBe('ok');
    expect(answer.stories.map((item) => item.igMediaId)).toEqual(['s1', 's2', 's3', 's4']);
    expect(answer.stories[0]).toMatchObject({ live: true, final: false, completion: 0.6, exitRate: 0.1, sequence: 0 });
    expect(answer.stories[1]).toMatchObject({ completion: 0.7, exitRate: 0.1, sequence: 0 });
    expect(answer.stories[2]).toMatchObject({ exitRate: 0.1 });
    expect(answer.stories[3]).toMatchObject({ views: null, reach: null, completion: null, exitRate: null, final: true, sequence: 2 });
    // Sequence 0: (30 + 10 + 40 + 20) of 300 views skipped or left.
    expect(answer.sequences[0]).toMatchObject({ key: answer.stories[0].id, stories: 2, views: 300, reach: 230, replies: 3 });
    expect(answer.sequences[0].completion).toBeCloseTo(2 / 3, 10);
    expect(answer.sequences).toHaveLength(3);
    // The day of s3 and s4 sums the known figures only.
    expect(answer.perDay.find((day) => day.stories === 2 && day.views === 50)).toBeTruthy();
  });

  it('answers 404 for another user’s account', async () => {
    expect((await get(`/api/stories?accountId=${otherAccountId}`)).statusCode).toBe(404);
    expect((await get(`/api/stories/mentions?accountId=${otherAccountId}`)).statusCode).toBe(404);
    expect((await get(`/api/stories?accountId=${randomUUID()}`)).statusCode).toBe(404);
  });

  it.each([
    ['accountId=42', /^accountId: /],
    ['', /^accountId: /],
    [`accountId=${randomUUID()}&days=0`, /^days: /],
    [`accountId=${randomUUID()}&days=many`, /^days: /],
    [`accountId=${randomUUID()}&limit=0`, /^limit: /],
    [`accountId=${randomUUID()}&limit=201`, /^limit: /],
    [`accountId=${randomUUID()}&limit=ten`, /^limit: /],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await get(`/api/stories?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(message);
  });

  it('answers 400 naming after for a cursor it did not give', async () => {
    const response = await get(`/api/stories?accountId=${accountId}&after=not-a-cursor`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(/^after: /);
  });

  it('pages the stories, each once and newest first, while the period figures stay whole on every page', async () => {
    const first = (await get(`/api/stories?accountId=${accountId}&limit=3`)).json<StoriesAnswer>();
    expect(first.stories.map((item) => item.igMediaId)).toEqual(['s1', 's2', 's3']);
    expect(first.paging.cursors.before).toBeNull();
    expect(first.paging.next).toContain(`after=${first.paging.cursors.after}`);
    const second = (await get(`/api/stories?accountId=${accountId}&limit=3&after=${first.paging.cursors.after}`)).json<StoriesAnswer>();
    expect(second.stories.map((item) => item.igMediaId)).toEqual(['s4']);
    expect(second.paging.cursors.after).toBeNull();
    expect(second.paging.next).toBeUndefined();
    // A story keeps its sequence across the pages: s4 is alone, the third run.
    expect(second.stories[0].sequence).toBe(2);
    const { stories: _first, paging: _firstPaging, ...firstFigures } = first;
    const { stories: _second, paging: _secondPaging, ...secondFigures } = second;
    expect(secondFigures).toEqual(firstFigures);
    // The totals are the period's, not the page's: 4 stories, s4's unknown figures left out of the sums.
    expect(first.totals).toMatchObject({ stories: 4, views: 350, reach: 270, replies: 3 });
    expect(first.totals.completion).toBeCloseTo(1 - (30 + 10 + 40 + 20 + 10 + 5) / 350, 10);
  });

  it('ends the pages exactly at the last story', async () => {
    const first = (await get(`/api/stories?accountId=${accountId}&limit=2`)).json<StoriesAnswer>();
    const second = (await get(`/api/stories?accountId=${accountId}&limit=2&after=${first.paging.cursors.after}`)).json<StoriesAnswer>();
    expect([...first.stories, ...second.stories].map((item) => item.igMediaId)).toEqual(['s1', 's2', 's3', 's4']);
    expect(second.paging.cursors.after).toBeNull();
    const all = (await get(`/api/stories?accountId=${accountId}&limit=4`)).json<StoriesAnswer>();
    expect(all.stories).toHaveLength(4);
    expect(all.paging.cursors.after).toBeNull();
  });

  it('never lists another account’s stories, on any page', async () => {
    await testApp.database.db.insert(igStories).values({ ...story('other-1', 1.05, { views: 9_999 }), accountId: otherAccountId });
    const pages: StoriesAnswer[] = [];
    let after = '';
    do {
      const answer = (await get(`/api/stories?accountId=${accountId}&limit=1&after=${after}`)).json<StoriesAnswer>();
      pages.push(answer);
      after = answer.paging.cursors.after ?? '';
    } while (after);
    expect(pages.flatMap((answer) => answer.stories.map((item) => item.igMediaId))).toEqual(['s1', 's2', 's3', 's4']);
    expect(pages[0].totals.stories).toBe(4);
    expect(pages[0].totals.views).toBe(350);
  });

  it('places each story on its day on the account’s clock', async () => {
    const owner = await registerUser(testApp.app);
    const [row] = await testApp.database.db
      .insert(igAccounts)
      .values({ userId: owner.user.id, igUserId: `1784${Math.floor(Math.random() * 1e9)}`, username: 'la.stories', timezone: 'America/Los_Angeles' })
      .returning();
    // 03:00 UTC two days ago is still the evening before in Los Angeles.
    const postedAt = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() - 2, 3));
    await testApp.database.db
      .insert(igStories)
      .values({ accountId: row.id, igMediaId: 'la-1', mediaType: 'IMAGE', postedAt, expiresAt: new Date(postedAt.getTime() + 24 * HOUR), views: 10 });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/stories?accountId=${row.id}`, headers: bearer(owner.accessToken) });
    const answer = response.json<StoriesAnswer>();
    expect(answer.perDay.map((day) => day.key)).toEqual([calendarDateIn(postedAt, 'America/Los_Angeles')]);
    expect(answer.perDay[0].key).not.toBe(postedAt.toISOString().slice(0, 10));
    expect(answer.perDay[0]).toMatchObject({ startsAt: postedAt.toISOString(), stories: 1, views: 10 });
  });

  it('says when Meta refused the stories, naming the permission', async () => {
    const owner = await registerUser(testApp.app);
    const refusedId = await accountOf(owner.user.id, 'refused.stories');
    await testApp.database.db.insert(igStoryReads).values({
      accountId: refusedId,
      lastReadAt: new Date(),
      refusalKind: 'permission',
      refusalPermission: 'instagram_manage_insights',
      refusalMessage: 'Requires instagram_manage_insights',
    });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/stories?accountId=${refusedId}`, headers: bearer(owner.accessToken) });
    expect(response.json<StoriesAnswer>().status).toMatchObject({ state: 'not_offered', permission: 'instagram_manage_insights' });
  });
});

describe('GET /api/stories/mentions', () => {
  it('lists tags and mentions with their public figures, unknown ones null', async () => {
    const response = await get(`/api/stories/mentions?accountId=${accountId}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<MentionsAnswer>();
    expect(answer.total).toBe(2);
    expect(answer.data.find((item) => item.igMediaId === 'm1')).toMatchObject({
      kind: 'tag',
      username: 'dino_fan',
      likeCount: 42,
      commentsCount: 3,
      igCommentId: null,
    });
    expect(answer.data.find((item) => item.igMediaId === 'm2')).toMatchObject({ kind: 'comment_mention', igCommentId: 'c2', likeCount: null });
  });

  it('answers 400 naming limit', async () => {
    const response = await get(`/api/stories/mentions?accountId=${accountId}&limit=0`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(/^limit: /);
  });
});
