import { answerGraphRequest } from './graphRouter';
import type { GraphResponse } from './graphExchange';
import { taggedPosts } from './stories';
import { createDemoWorld, DEMO_ACCESS_TOKEN } from './world';

const world = createDemoWorld({ seed: 'demo', now: new Date('2026-11-23T07:00:00Z') });
const [fitness, , travel] = world.accounts;
const BASE = 'https://graph.example.test/v21.0';
const DAY_SECONDS = 86_400;

type Page = { data: Array<Record<string, unknown>>; paging: { cursors: { before?: string; after?: string }; next?: string; previous?: string } };
type GraphErrorBody = { error: { message: string; type: string; code: number; error_subcode?: number; fbtrace_id: string } };

function get(path: string, query: Record<string, string> = {}, token: string | null = DEMO_ACCESS_TOKEN): GraphResponse {
  const params = new URLSearchParams(query);
  if (token !== null) params.set('access_token', token);
  return answerGraphRequest(world, { method: 'GET', baseUrl: BASE, path, query: params });
}

/** Follows `paging.next` as a client would: the link is absolute and carries every parameter. */
function followNext(next: string): GraphResponse {
  const url = new URL(next);
  expect(url.href.startsWith(BASE)).toBe(true);
  return answerGraphRequest(world, { method: 'GET', baseUrl: BASE, path: url.pathname.slice(new URL(BASE).pathname.length), query: url.searchParams });
}

const errorOf = (response: GraphResponse) => (response.body as GraphErrorBody).error;
const unix = (date: string) => Date.parse(date) / 1000;

describe('access tokens', () => {
  it.each([
    ['a wrong token', 'not-a-token'],
    ['no token', null],
  ])('refuses %s with error 190', (_, token) => {
    const response = get(`/${fitness.igUserId}`, { fields: 'username' }, token);
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 });
    expect(errorOf(response).fbtrace_id).toEqual(expect.any(String));
  });

  it('accepts the demo token for every account, with modest usage headers', () => {
    for (const account of world.accounts) {
      const response = get(`/${account.igUserId}`, { fields: 'id,username,followers_count' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: account.igUserId, username: account.username, followers_count: account.followersCount });
      const usage = JSON.parse(response.headers['x-business-use-case-usage']) as Record<
        string,
        Array<{ call_count: number; estimated_time_to_regain_access: number }>
      >;
      expect(usage[account.igUserId][0].call_count).toBeLessThan(50);
      expect(JSON.parse(response.headers['x-app-usage'])).toMatchObject({ call_count: expect.any(Number) });
    }
  });
});

describe('token exchanges', () => {
  const oauth = (query: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    answerGraphRequest(world, {
      method,
      baseUrl: BASE,
      path: '/oauth/access_token',
      query: new URLSearchParams(method === 'GET' ? query : {}),
      form: method === 'POST' ? new URLSearchParams(query) : undefined,
    });
  const app = { client_id: world.appId, client_secret: world.appSecret, redirect_uri: 'https://app.test/callback' };

  it('exchanges any demo code for the demo token (Facebook Login, then Instagram Login by POST)', () => {
    expect(oauth({ ...app, code: 'demo-code' }).body).toMatchObject({ access_token: DEMO_ACCESS_TOKEN, token_type: 'bearer', expires_in: expect.any(Number) });
    // Instagram Login's code exchange answers as Meta documents it, wrapped in data[0] (Business Login, Step 2).
    expect(oauth({ ...app, code: 'demo-code-42' }, 'POST').body).toMatchObject({ data: [{ access_token: DEMO_ACCESS_TOKEN, user_id: fitness.igUserId }] });
  });

  it('refuses a wrong app id (101), a wrong secret (101) and a foreign code (100)', () => {
    expect(errorOf(oauth({ ...app, client_id: 'other', code: 'demo-code' })).code).toBe(101);
    expect(errorOf(oauth({ ...app, client_secret: 'other', code: 'demo-code' })).code).toBe(101);
    expect(errorOf(oauth({ ...app, code: 'real-code-from-meta' })).code).toBe(100);
  });

  it('hands out long-lived tokens for 60 days on every renewal', () => {
    const longLived = { access_token: DEMO_ACCESS_TOKEN, expires_in: 5_184_000 };
    expect(oauth({ ...app, grant_type: 'fb_exchange_token', fb_exchange_token: DEMO_ACCESS_TOKEN }).body).toMatchObject(longLived);
    const ig = (path: string, query: Record<string, string>) =>
      answerGraphRequest(world, { method: 'GET', baseUrl: BASE, path, query: new URLSearchParams(query) });
    expect(ig('/access_token', { grant_type: 'ig_exchange_token', client_secret: world.appSecret, access_token: DEMO_ACCESS_TOKEN }).body).toMatchObject(
      longLived,
    );
    expect(ig('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: DEMO_ACCESS_TOKEN }).body).toMatchObject(longLived);
    expect(errorOf(ig('/refresh_access_token', { grant_type: 'ig_refresh_token', access_token: 'stale' })).code).toBe(190);
  });
});

describe('discovery', () => {
  it('lists the three Pages with their Instagram business accounts, cut to the requested fields', () => {
    const response = get('/me/accounts', { fields: 'id,name,instagram_business_account{id,username}' });
    const { data } = response.body as Page;
    expect(data).toEqual(
      world.accounts.map((account) => ({
        id: account.pageId,
        name: account.pageName,
        instagram_business_account: { id: account.igUserId, username: account.username },
      })),
    );
  });

  it('answers Instagram Login’s /me (on the Instagram host) with the first account', () => {
    const params = new URLSearchParams({ fields: 'user_id,username', access_token: DEMO_ACCESS_TOKEN });
    const response = answerGraphRequest(world, { method: 'GET', baseUrl: 'https://graph.instagram.com/v21.0', path: '/me', query: params });
    expect(response.body).toMatchObject({ id: expect.any(String), user_id: fitness.igUserId, username: fitness.username });
  });

  it('answers Facebook Login’s /me with the owner of the Pages and the confirmed e-mail', () => {
    expect(get('/me', { fields: 'id,name,email' }).body).toEqual({
      id: expect.stringMatching(/^10\d+$/),
      name: fitness.name,
      email: 'mayamoves.fit@example.com',
    });
    expect(errorOf(get('/me', { fields: 'username' })).code).toBe(100);
  });
});

describe('paging', () => {
  const mediaFields = 'id,caption,media_type,media_product_type,permalink,media_url,thumbnail_url,timestamp,like_count,comments_count';

  it('walks every post exactly once, newest first, with limit 100 and absolute next links', () => {
    const seen: string[] = [];
    let response = get(`/${travel.igUserId}/media`, { fields: mediaFields, limit: '100' });
    let pages = 1;
    for (;;) {
      const page = response.body as Page;
      expect(page.data.length).toBeLessThanOrEqual(100);
      seen.push(...page.data.map((post) => post.id as string));
      if (!page.paging.next) break;
      expect(page.paging.next).toContain('fields=');
      response = followNext(page.paging.next);
      pages++;
    }
    expect(seen).toEqual(travel.media.map((post) => post.id));
    expect(pages).toBe(Math.ceil(travel.media.length / 100));
  });

  it('defaults to 25 per page and caps the limit at 100', () => {
    expect((get(`/${fitness.igUserId}/media`).body as Page).data).toHaveLength(25);
    expect((get(`/${fitness.igUserId}/media`, { limit: '500' }).body as Page).data).toHaveLength(100);
  });

  it('pages with opaque after/before cursors, and leaves out next on the last page', () => {
    const first = get(`/${fitness.igUserId}/media`, { limit: '10' }).body as Page;
    expect(first.paging.previous).toBeUndefined();
    const second = get(`/${fitness.igUserId}/media`, { limit: '10', after: first.paging.cursors.after! }).body as Page;
    expect(second.data.map((post) => post.id)).toEqual(fitness.media.slice(10, 20).map((post) => post.id));
    expect(second.paging.cursors.after).not.toMatch(/^\d+$/);
    const back = get(`/${fitness.igUserId}/media`, { limit: '10', before: second.paging.cursors.before! }).body as Page;
    expect(back.data).toEqual(first.data);

    let last = first;
    while (last.paging.next) last = get(`/${fitness.igUserId}/media`, { limit: '10', after: last.paging.cursors.after! }).body as Page;
    expect(last.data.map((post) => post.id)).toEqual(fitness.media.slice(Math.floor((fitness.media.length - 1) / 10) * 10).map((post) => post.id));
    expect(last.paging.previous).toEqual(expect.stringContaining('before='));
    const beyond = get(`/${fitness.igUserId}/media`, { limit: '10', after: last.paging.cursors.after! }).body as Page;
    expect(beyond.data).toHaveLength(0);
    expect(beyond.paging.next).toBeUndefined();
  });

  it('pages comments, with exactly commentsCount of them', () => {
    const post = fitness.media.find((candidate) => candidate.commentsCount > 15)!;
    const ids: string[] = [];
    let response = get(`/${post.id}/comments`, { fields: 'id,text,timestamp,username,like_count', limit: '7' });
    for (;;) {
      const page = response.body as Page;
      expect(Object.keys(page.data[0]).sort()).toEqual(['id', 'like_count', 'text', 'timestamp', 'username']);
      ids.push(...page.data.map((comment) => comment.id as string));
      if (!page.paging.next) break;
      response = followNext(page.paging.next);
    }
    expect(ids).toEqual(post.comments.map((comment) => comment.id));
    expect(ids).toHaveLength(post.commentsCount);
  });
});

describe('tags, paged by cursors only as Meta pages /{ig-user-id}/tags', () => {
  // https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/tags :
  // before/after cursors when there is more than one page, and never a next or previous link.
  const tagFields = 'id,caption,media_type,timestamp,username,like_count,comments_count';
  afterEach(() => world.taggedCounts.clear());

  it('hands out before/after cursors and no next link, and honours after= and limit to the end', () => {
    world.taggedCounts.set(fitness.igUserId, 60);
    const expected = taggedPosts(world, fitness).map((post) => post.id);
    expect(expected).toHaveLength(60);
    const seen: string[] = [];
    let page = get(`/${fitness.igUserId}/tags`, { fields: tagFields, limit: '25' }).body as Page;
    while (page.data.length) {
      expect(page.data.length).toBeLessThanOrEqual(25);
      expect(page.paging.next).toBeUndefined();
      expect(page.paging.previous).toBeUndefined();
      expect(page.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
      seen.push(...page.data.map((post) => post.id as string));
      page = get(`/${fitness.igUserId}/tags`, { fields: tagFields, limit: '25', after: page.paging.cursors.after! }).body as Page;
    }
    expect(seen).toEqual(expected);
    expect(page.paging).toEqual({ cursors: {} });
  });

  it('gives no cursors when every tagged post fits one page', () => {
    const page = get(`/${travel.igUserId}/tags`, { fields: tagFields, limit: '50' }).body as Page;
    expect(page.data.length).toBe(taggedPosts(world, travel).length);
    expect(page.paging).toEqual({ cursors: {} });
  });
});

describe('fields', () => {
  it('answers a post with only the requested fields, and no thumbnail for an image', () => {
    const image = fitness.media.find((post) => post.mediaType === 'IMAGE')!;
    expect(get(`/${image.id}`, { fields: 'media_type,thumbnail_url,like_count' }).body).toEqual({
      id: image.id,
      media_type: 'IMAGE',
      like_count: image.likeCount,
    });
    const reel = fitness.media.find((post) => post.mediaProductType === 'REELS')!;
    expect(get(`/${reel.id}`, { fields: 'media_type,media_product_type' }).body).toEqual({ id: reel.id, media_type: 'VIDEO', media_product_type: 'REELS' });
  });

  it('refuses a field the node does not have, naming it', () => {
    const response = get(`/${fitness.igUserId}`, { fields: 'username,favourite_colour' });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 100, message: expect.stringContaining('Tried accessing nonexisting field (favourite_colour)') });
    expect(errorOf(get(`/${fitness.igUserId}/media`, { fields: 'id,impressions' })).message).toContain('(impressions)');
  });

  it('refuses unknown paths and nodes as unsupported get requests', () => {
    for (const path of [`/${fitness.igUserId}/stories_archive`, '/123456', `/${fitness.igUserId}/media/extra`]) {
      const response = get(path);
      expect(response.status).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 100, message: expect.stringContaining('Unsupported get request') });
    }
  });
});

describe('insights', () => {
  const lastDay = fitness.daily.at(-1)!.date;
  const until = unix(lastDay) + DAY_SECONDS;

  it('answers daily reach for exactly the days of the window', () => {
    const response = get(`/${fitness.igUserId}/insights`, { metric: 'reach', period: 'day', since: String(until - 30 * DAY_SECONDS), until: String(until) });
    expect(response.status).toBe(200);
    const [reach] = (response.body as { data: Array<{ name: string; period: string; values: Array<{ value: number; end_time: string }> }> }).data;
    expect(reach).toMatchObject({ name: 'reach', period: 'day' });
    expect(reach.values.map((point) => point.value)).toEqual(fitness.daily.slice(-30).map((day) => day.reach));
    expect(reach.values.at(-1)!.end_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0000$/);
  });

  it('answers follower_count as followers gained, for the 30 days before today only, as Meta does', () => {
    const today = until - DAY_SECONDS;
    const response = get(`/${fitness.igUserId}/insights`, {
      metric: 'follower_count',
      period: 'day',
      since: String(today - 30 * DAY_SECONDS),
      until: String(today),
    });
    expect(response.status).toBe(200);
    const [followers] = (response.body as { data: Array<{ values: Array<{ value: number }> }> }).data;
    const gained = fitness.daily.slice(-31, -1).map((day) => day.gainedFollowers);
    expect(followers.values.map((point) => point.value)).toEqual(gained);
    expect(gained.every((value) => value >= 0)).toBe(true);
    // Older windows, and windows that reach into today, are refused like Meta refuses them.
    for (const window of [
      { since: today - 60 * DAY_SECONDS, until: today - 30 * DAY_SECONDS },
      { since: until - 30 * DAY_SECONDS, until },
    ]) {
      const refused = get(`/${fitness.igUserId}/insights`, {
        metric: 'follower_count',
        period: 'day',
        since: String(window.since),
        until: String(window.until),
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toMatchObject({ code: 100, message: expect.stringContaining('last 30 days') });
    }
  });

  it('answers no days outside the world', () => {
    const firstDay = unix(fitness.daily[0].date);
    const response = get(`/${fitness.igUserId}/insights`, {
      metric: 'reach',
      period: 'day',
      since: String(firstDay - 20 * DAY_SECONDS),
      until: String(firstDay + 5 * DAY_SECONDS),
    });
    const [reach] = (response.body as { data: Array<{ values: unknown[] }> }).data;
    expect(reach.values).toHaveLength(5);
  });

  it('refuses a window over 30 days with error 100', () => {
    const response = get(`/${fitness.igUserId}/insights`, { metric: 'reach', period: 'day', since: String(until - 31 * DAY_SECONDS), until: String(until) });
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe(100);
  });

  it('answers online followers per hour for the lifetime period', () => {
    const response = get(`/${fitness.igUserId}/insights`, {
      metric: 'online_followers',
      period: 'lifetime',
      since: String(until - 30 * DAY_SECONDS),
      until: String(until),
    });
    const [online] = (response.body as { data: Array<{ values: Array<{ value: Record<string, number> }> }> }).data;
    expect(online.values.length).toBeGreaterThanOrEqual(28);
    expect(Object.keys(online.values[0].value)).toHaveLength(24);
    expect(online.values.at(-1)!.value['0']).toBe(fitness.daily.at(-1)!.onlineFollowers![0]);
  });

  it.each(['impressions', 'plays', 'video_views'])('refuses the deprecated metric %s, naming it', (metric) => {
    const reel = fitness.media.find((post) => post.mediaProductType === 'REELS')!;
    for (const path of [`/${reel.id}/insights`, `/${fitness.igUserId}/insights`]) {
      const response = get(path, { metric: `reach,${metric}`, period: 'day', since: String(until - DAY_SECONDS), until: String(until) });
      expect(response.status).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 100, message: expect.stringContaining(metric) });
    }
  });

  it('answers a post’s lifetime insights, watch time for reels only', () => {
    const reel = fitness.media.find((post) => post.mediaProductType === 'REELS')!;
    const metrics = 'views,reach,likes,comments,shares,saved,total_interactions,ig_reels_avg_watch_time,ig_reels_video_view_total_time';
    const answer = get(`/${reel.id}/insights`, { metric: metrics }).body as { data: Array<{ name: string; period: string; values: Array<{ value: number }> }> };
    expect(Object.fromEntries(answer.data.map((series) => [series.name, series.values[0].value]))).toEqual(reel.insights);
    expect(answer.data.every((series) => series.period === 'lifetime')).toBe(true);
    const carousel = fitness.media.find((post) => post.mediaType === 'CAROUSEL_ALBUM')!;
    expect(get(`/${carousel.id}/insights`, { metric: 'views,reach' }).status).toBe(200);
    const refused = get(`/${carousel.id}/insights`, { metric: 'reach,ig_reels_avg_watch_time' });
    expect(errorOf(refused)).toMatchObject({ code: 100, message: expect.stringContaining('ig_reels_avg_watch_time') });
  });
});

describe('business_discovery', () => {
  const rival = world.competitors.find((competitor) => competitor.nicheId === 'fitness' && competitor.countryCode === 'US')!;

  it('shows a public account’s counts and its newest posts with likes and comments', () => {
    const response = get(`/${fitness.igUserId}`, {
      fields: `business_discovery.username(${rival.username}){id,username,followers_count,media_count,media.limit(5){id,caption,media_type,timestamp,like_count,comments_count}}`,
    });
    expect(response.status).toBe(200);
    const body = response.body as { id: string; business_discovery: { followers_count: number; media_count: number; media: Page } };
    expect(body.id).toBe(fitness.igUserId);
    expect(body.business_discovery).toMatchObject({
      id: rival.id,
      username: rival.username,
      followers_count: rival.followersCount,
      media_count: rival.mediaCount,
    });
    expect(body.business_discovery.media.data).toHaveLength(5);
    expect(body.business_discovery.media.data[0]).toEqual({
      id: rival.media[0].id,
      caption: rival.media[0].caption,
      media_type: rival.media[0].media_type,
      timestamp: rival.media[0].timestamp,
      like_count: rival.media[0].like_count,
      comments_count: rival.media[0].comments_count,
    });
  });

  it('finds the other demo accounts too', () => {
    const response = get(`/${fitness.igUserId}`, { fields: `business_discovery.username(${travel.username}){followers_count,media.limit(2){like_count}}` });
    expect(response.body).toMatchObject({
      business_discovery: { id: travel.igUserId, followers_count: travel.followersCount, media: { data: [{ like_count: travel.media[0].likeCount }, {}] } },
    });
  });

  it('refuses an age-gated account with Graph’s permission error #10, as the client reads age gates', () => {
    const gated = world.competitors.find((competitor) => competitor.ageGated)!;
    const response = get(`/${fitness.igUserId}`, { fields: `business_discovery.username(${gated.username}){followers_count}` });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 10, error_user_title: 'Age-restricted account' });
  });

  it('shows a public account’s biography, as Meta does for business accounts', () => {
    const response = get(`/${fitness.igUserId}`, { fields: `business_discovery.username(${rival.username}){biography}` });
    expect(response.body).toMatchObject({ business_discovery: { id: rival.id, biography: rival.biography } });
    expect(rival.biography.length).toBeGreaterThan(10);
  });

  it('refuses an unknown username with error 110 / 2207013', () => {
    const response = get(`/${fitness.igUserId}`, { fields: 'business_discovery.username(nobody.here){followers_count}' });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 110, error_subcode: 2207013 });
  });
});

describe('field expansion on media (https://developers.facebook.com/docs/graph-api/guides/field-expansion)', () => {
  const feedPost = () => fitness.media.find((post) => post.mediaProductType === 'FEED')!;
  const reel = () => fitness.media.find((post) => post.mediaProductType === 'REELS')!;

  it("nests each post's insights in the media list, as the insights edge answers them", () => {
    const response = get(`/${fitness.igUserId}/media`, { fields: 'id,insights.metric(reach,views)', limit: '5' });
    expect(response.status).toBe(200);
    const page = response.body as Page;
    expect(page.data).toHaveLength(5);
    for (const item of page.data) {
      const alone = get(`/${item.id as string}/insights`, { metric: 'reach,views' });
      expect(item.insights).toEqual(alone.body);
    }
  });

  it("nests the first page of a post's comments with a next link to its comments edge, and leaves out an empty edge", () => {
    const busy = fitness.media.find((post) => post.comments.length > 3)!;
    const silent = fitness.media.find((post) => post.comments.length === 0)!;
    const answer = (id: string) => get(`/${id}`, { fields: 'id,comments.limit(2){id,text}' }).body as { comments?: Page };
    const nested = answer(busy.id).comments!;
    expect(nested.data).toEqual(busy.comments.slice(0, 2).map((comment) => ({ id: comment.id, text: comment.text })));
    expect((followNext(nested.paging.next!).body as Page).data[0]).toEqual({ id: busy.comments[2].id, text: busy.comments[2].text });
    expect(answer(silent.id)).not.toHaveProperty('comments');
  });

  it('asks for the metric list, and refuses a reels-only metric for a page holding other posts, whole', () => {
    expect(errorOf(get(`/${fitness.igUserId}/media`, { fields: 'id,insights' })).message).toMatch(/For field 'insights': The parameter metric is required/);
    const refused = get(`/${fitness.igUserId}/media`, { fields: 'id,insights.metric(ig_reels_avg_watch_time)', limit: '100' });
    expect(refused.status).toBe(400);
    expect(refused.body).not.toHaveProperty('data');
  });

  it('reads several posts in one request with ?ids=, keyed by id', () => {
    const response = get('/', { ids: `${reel().id},${feedPost().id}`, fields: 'insights.metric(reach)' });
    expect(response.status).toBe(200);
    const body = response.body as Record<string, { id: string; insights: { data: Array<{ name: string; values: Array<{ value: number }> }> } }>;
    expect(body[reel().id].insights.data[0].values[0].value).toBe(reel().insights.reach);
    expect(body[feedPost().id].insights.data[0].values[0].value).toBe(feedPost().insights.reach);
  });

  it('refuses a post from before the business conversion with subcode 2108006, alone or anywhere in a nested page', () => {
    const post = fitness.media[3];
    world.postedBeforeConversion.add(post.id);
    try {
      expect(errorOf(get(`/${post.id}/insights`, { metric: 'reach' }))).toMatchObject({ code: 100, error_subcode: 2108006 });
      expect(errorOf(get(`/${fitness.igUserId}/media`, { fields: 'id,insights.metric(reach)', limit: '10' }))).toMatchObject({
        code: 100,
        error_subcode: 2108006,
      });
      // Without nested insights, the same page is served.
      expect(get(`/${fitness.igUserId}/media`, { fields: 'id', limit: '10' }).status).toBe(200);
    } finally {
      world.postedBeforeConversion.delete(post.id);
    }
  });
});
