import { DEMO_ACCESS_TOKEN } from '../demo/world';
import { startGraphFake, type GraphFake } from './graphFakeServer';

let fake: GraphFake;

beforeAll(async () => {
  fake = await startGraphFake({ seed: 'demo', now: new Date('2026-11-23T07:00:00Z') });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.clearFaults();
  fake.requests.length = 0;
});

type GraphErrorBody = { error: { code: number; message: string; error_subcode?: number } };
type Page = { data: Array<{ id: string }>; paging: { next?: string } };

const account = () => fake.world.accounts[0];
const withToken = (path: string, query: Record<string, string> = {}) => `${path}?${new URLSearchParams({ ...query, access_token: DEMO_ACCESS_TOKEN })}`;
const profileUrl = (base = fake.url) => `${base}${withToken(`/${account().igUserId}`, { fields: 'id,username,followers_count' })}`;
const mediaUrl = (base = fake.url) => `${base}${withToken(`/${account().igUserId}/media`, { fields: 'id,timestamp', limit: '100' })}`;

describe('the Graph fake over real HTTP', () => {
  it('answers the demo world on all three bases, with usage headers', async () => {
    for (const base of [fake.url, `${fake.url}/ig`, `${fake.url}/igapi`]) {
      const response = await fetch(profileUrl(base));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ id: account().igUserId, username: account().username, followers_count: account().followersCount });
      expect(JSON.parse(response.headers.get('x-app-usage')!)).toMatchObject({ call_count: expect.any(Number) });
      expect(JSON.parse(response.headers.get('x-business-use-case-usage')!)).toHaveProperty(account().igUserId);
    }
  });

  it('links next pages back to itself, on the base the request came in on', async () => {
    const ids: string[] = [];
    let next: string | undefined = mediaUrl(`${fake.url}/ig`);
    while (next) {
      expect(next.startsWith(`${fake.url}/ig/`)).toBe(true);
      const page = (await (await fetch(next)).json()) as Page;
      ids.push(...page.data.map((post) => post.id));
      next = page.paging.next;
    }
    expect(ids).toEqual(account().media.map((post) => post.id));
  });

  it('parses POSTed forms (Instagram Login’s code exchange)', async () => {
    const form = new URLSearchParams({
      client_id: fake.world.appId,
      client_secret: fake.world.appSecret,
      grant_type: 'authorization_code',
      redirect_uri: 'https://app.test/cb',
      code: 'demo-code',
    });
    const response = await fetch(`${fake.url}/igapi/oauth/access_token`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: [{ access_token: DEMO_ACCESS_TOKEN, user_id: account().igUserId }] });
    expect(fake.requests).toEqual([{ method: 'POST', path: '/oauth/access_token', query: {}, form: Object.fromEntries(form) }]);
  });

  it('records every request with its path (host prefix stripped) and query', async () => {
    await fetch(profileUrl(`${fake.url}/ig`));
    await fetch(`${fake.url}/${account().igUserId}?access_token=wrong`);
    expect(fake.requests).toEqual([
      { method: 'GET', path: `/${account().igUserId}`, query: { fields: 'id,username,followers_count', access_token: DEMO_ACCESS_TOKEN } },
      { method: 'GET', path: `/${account().igUserId}`, query: { access_token: 'wrong' } },
    ]);
  });
});

describe('injected faults', () => {
  it('throttles with the given code, status and usage headers that say when access returns', async () => {
    fake.inject({ kind: 'throttle', code: 17, status: 403, regainMinutes: 7 });
    const throttled = await fetch(profileUrl());
    expect(throttled.status).toBe(403);
    expect(((await throttled.json()) as GraphErrorBody).error.code).toBe(17);
    const usage = JSON.parse(throttled.headers.get('x-business-use-case-usage')!) as Record<
      string,
      Array<{ estimated_time_to_regain_access: number; call_count: number }>
    >;
    expect(usage[account().igUserId][0]).toMatchObject({ estimated_time_to_regain_access: 7, call_count: 100 });
    expect(JSON.parse(throttled.headers.get('x-app-usage')!)).toMatchObject({ call_count: 100 });
    expect((await fetch(profileUrl())).status).toBe(200); // times defaults to 1
  });

  it.each([4, 32, 613] as const)('throttles with code %i, as HTTP 400 by default', async (code) => {
    fake.inject({ kind: 'throttle', code });
    const response = await fetch(profileUrl());
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphErrorBody).error.code).toBe(code);
  });

  it.each([500, 502, 503] as const)('answers HTTP %i as server trouble', async (status) => {
    fake.inject({ kind: 'server', status });
    const response = await fetch(profileUrl());
    expect(response.status).toBe(status);
    expect([1, 2]).toContain(((await response.json()) as GraphErrorBody).error.code);
  });

  it('answers 190 when the token has expired', async () => {
    fake.inject({ kind: 'expired' });
    const response = await fetch(profileUrl());
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphErrorBody).error).toMatchObject({ code: 190, message: expect.stringContaining('expired') });
  });

  it('cuts a page off mid-way: the body cannot be read', async () => {
    fake.inject({ kind: 'cut' });
    await expect(fetch(mediaUrl()).then((response) => response.text())).rejects.toThrow();
    expect((await fetch(mediaUrl())).status).toBe(200);
  });

  it('hits only matching requests, as many times as asked', async () => {
    fake.inject({ kind: 'server', status: 503 }, { match: /\/media$/, times: 2 });
    expect((await fetch(profileUrl())).status).toBe(200);
    expect((await fetch(mediaUrl())).status).toBe(503);
    expect((await fetch(mediaUrl())).status).toBe(503);
    expect((await fetch(mediaUrl())).status).toBe(200);
  });

  it('matches with a predicate on path and query', async () => {
    fake.inject({ kind: 'expired' }, { match: (path, query) => path.endsWith('/media') && query.has('after'), times: 5 });
    const first = (await (await fetch(mediaUrl())).json()) as Page;
    expect((await fetch(first.paging.next!)).status).toBe(400);
  });

  it('lets afterMatches matching requests through first, to cut a sync after some pages', async () => {
    fake.inject({ kind: 'cut' }, { match: /\/media$/, afterMatches: 2 });
    const statuses: string[] = [];
    let next: string | undefined = mediaUrl();
    while (next) {
      try {
        const page = (await (await fetch(next)).json()) as Page;
        statuses.push('page');
        next = page.paging.next;
      } catch {
        statuses.push('cut');
        break;
      }
    }
    expect(statuses).toEqual(['page', 'page', 'cut']);
    expect(fake.requests.filter((request) => request.path.endsWith('/media'))).toHaveLength(3);
  });

  it('forgets every fault on clearFaults', async () => {
    fake.inject({ kind: 'server', status: 500 }, { times: 10 });
    fake.clearFaults();
    expect((await fetch(profileUrl())).status).toBe(200);
  });
});
