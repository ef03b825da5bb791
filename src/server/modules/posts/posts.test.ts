import type { AuthResponse } from '../../../shared/auth';
import type { ConnectedAccount } from '../../../shared/connectors';
import { calendarDateIn } from '../../../shared/period';
import type { CommentsPage, Media, PostsPage } from '../../../shared/posts';
import { createDemoWorld } from '../../meta/demo/world';
import { bearer, createTestApp, registerUser, type TestApp, type ApiError } from '../../test/helpers';
import { waitForSyncs } from '../../test/syncWaits';

let harness: TestApp;
let demo: AuthResponse;
let stranger: AuthResponse;
let account: ConnectedAccount;

const get = (url: string, token = demo.accessToken) => harness.app.inject({ method: 'GET', url, headers: bearer(token) });
const page = async (url: string) => (await get(url)).json<PostsPage>();

beforeAll(async () => {
  harness = await createTestApp();
  demo = (await harness.app.inject({ method: 'POST', url: '/api/auth/demo' })).json<AuthResponse>();
  stranger = await registerUser(harness.app);
  // Three demo first syncs: under a minute on a quiet machine, several on a loaded one.
  await waitForSyncs(harness.app, demo.accessToken, 240_000);
  const accounts = (await get('/api/connectors/accounts')).json<ConnectedAccount[]>();
  account = accounts.find((candidate) => candidate.accountName === 'trattoria.nonnarosa')!;
}, 300_000);
afterAll(() => harness.close());

const worldAccount = () => createDemoWorld().accounts.find((candidate) => candidate.username === account.accountName)!;

describe('GET /api/posts', () => {
  it('filters by format, and counts exactly what the demo account posted in it', async () => {
    const reels = await page(`/api/posts?accountId=${account.accountId}&type=REELS&limit=100`);
    expect(reels.total).toBe(worldAccount().media.filter((post) => post.mediaProductType === 'REELS').length);
    expect(reels.data.every((post) => post.mediaType === 'REELS')).toBe(true);
    const reel = reels.data[0];
    expect(reel.insights.reelsAvgWatchTimeMs).toEqual(expect.any(Number));
    // The demo serves every insight, so none is unknown here.
    expect(reel.insights.totalInteractions).toBe(reel.insights.likes! + reel.insights.comments + reel.insights.saved! + reel.insights.shares!);
  });

  it('sorts by engagement rate, (likes + comments + saves + shares) ÷ reach, highest first', async () => {
    const { data } = await page(`/api/posts?accountId=${account.accountId}&sort=engagement&limit=50`);
    const rates = data.map((post) => post.engagementRate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const top = data[0];
    expect(top.engagementRate).toBeCloseTo(
      (top.insights.likes! + top.insights.comments + top.insights.saved! + top.insights.shares!) / top.insights.reach!,
      10,
    );
  });

  it("keeps to the period's days on the account's clock, both ends included, and says which", async () => {
    const { data, total, range, timezone } = await page(`/api/posts?accountId=${account.accountId}&from=2026-06-01&to=2026-06-30&limit=100`);
    // The demo trattoria posts from Rome: a post at 23:30 UTC on 31 May is on 1 June there.
    expect(timezone).toBe(worldAccount().timezone);
    expect(range).toEqual({ from: '2026-06-01', to: '2026-06-30', days: 30 });
    const localDay = (timestamp: string) => calendarDateIn(new Date(timestamp.replace('+0000', 'Z')), timezone!);
    const expected = worldAccount().media.filter((post) => localDay(post.timestamp) >= '2026-06-01' && localDay(post.timestamp) <= '2026-06-30').length;
    expect(total).toBe(expected);
    expect(data.every((post) => localDay(post.timestamp) >= '2026-06-01' && localDay(post.timestamp) <= '2026-06-30')).toBe(true);
  });

  it('pages with cursors to the end, each post once', async () => {
    const seen: Media[] = [];
    let url: string | undefined = `/api/posts?accountId=${account.accountId}&limit=97`;
    let first: PostsPage | null = null;
    while (url) {
      const current = await page(url);
      first ??= current;
      seen.push(...current.data);
      url = current.paging.next;
    }
    expect(seen).toHaveLength(first!.total);
    expect(new Set(seen.map((post) => post.id)).size).toBe(first!.total);
    expect(first!.total).toBe(worldAccount().media.length);
  });

  it("answers every account of the user without accountId, and nothing of anyone else's", async () => {
    const all = await page('/api/posts?limit=1');
    const world = createDemoWorld();
    expect(all.total).toBe(world.accounts.reduce((sum, candidate) => sum + candidate.media.length, 0));
    expect((await get('/api/posts', stranger.accessToken)).json<PostsPage>().total).toBe(0);
  });

  it.each([
    ['limit=0', /^limit: /],
    ['limit=101', /^limit: /],
    ['limit=ten', /^limit: /],
    ['sort=viral', /^sort: /],
    ['type=STORY', /^type: /],
    ['from=2026-13-01', /^from: /],
    // The period rule of every from/to endpoint (shared/period.ts): the reversed end is `to`.
    ['from=2026-06-30&to=2026-06-01', /^to: to must not be before from$/],
    ['from=0000-01-01', /^from: from must be on or after 2004-01-01$/],
    ['to=9999-12-31', /^to: to must be on or before \d{4}-\d{2}-\d{2} \(tomorrow in UTC\)$/],
    ['after=not-a-cursor', /^after: /],
    ['accountId=42', /^accountId: /],
    ['colour=red', /colour/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await get(`/api/posts?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toMatch(message);
  });
});

describe('GET /api/posts/{id} and its comments', () => {
  it('answers one post with its insights, and its comments paged newest first', async () => {
    const [post] = (await page(`/api/posts?accountId=${account.accountId}&sort=comments&limit=1`)).data;
    expect((await get(`/api/posts/${post.id}`)).json()).toEqual(post);
    const comments = (await get(`/api/posts/${post.id}/comments?limit=5`)).json<CommentsPage>();
    expect(comments.total).toBe(post.commentsCount);
    expect(comments.data).toHaveLength(Math.min(5, post.commentsCount));
    const times = comments.data.map((comment) => comment.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const next = (await get(comments.paging.next!)).json<CommentsPage>();
    expect(next.data.map((comment) => comment.id)).not.toContain(comments.data[0].id);
  });

  it("answers 404 for another user's post and 400 for a malformed id", async () => {
    const [post] = (await page(`/api/posts?accountId=${account.accountId}&limit=1`)).data;
    expect((await get(`/api/posts/${post.id}`, stranger.accessToken)).statusCode).toBe(404);
    expect((await get(`/api/posts/${post.id}/comments`, stranger.accessToken)).statusCode).toBe(404);
    expect((await get('/api/posts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/posts/123')).json<ApiError>().message).toMatch(/^id: /);
  });

  it('needs a session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(401);
  });
});
