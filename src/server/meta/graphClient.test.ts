import { taggedPosts } from './demo/stories';
import { DEMO_ACCESS_TOKEN } from './demo/world';
import { GraphClient } from './graphClient';
import { GraphApiError } from './graphErrors';
import { startGraphFake, type GraphFake } from './testing/graphFakeServer';
import { httpTransport } from './transport';

let fake: GraphFake;
beforeAll(async () => {
  fake = await startGraphFake();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.clearFaults();
  fake.requests.length = 0;
});

function clientWith(sleeps: number[], accessToken = DEMO_ACCESS_TOKEN, maxDelayMs = 120_000) {
  return new GraphClient({
    transport: httpTransport,
    baseUrl: fake.url,
    accessToken,
    retry: { maxAttempts: 4, baseDelayMs: 5, maxDelayMs },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

const account = () => fake.world.accounts[0];

async function collect<T>(pages: AsyncGenerator<T[]>): Promise<T[]> {
  const all: T[] = [];
  for await (const page of pages) all.push(...page);
  return all;
}

describe('GraphClient against the loopback Graph fake', () => {
  it('follows paging.next to the last page, each post exactly once', async () => {
    const media = await collect(clientWith([]).pages<{ id: string }>(`${account().igUserId}/media`, { fields: 'id,timestamp', limit: 100 }));
    expect(media.map((item) => item.id)).toEqual(account().media.map((item) => item.id));
    expect(new Set(media.map((item) => item.id)).size).toBe(account().media.length);
  });

  it('reads every tagged post where the demo pages /tags by cursors only, as Meta does, sending after= for each next page', async () => {
    fake.tagAccount(account().igUserId, 60);
    const tagged = await collect(clientWith([]).pages<{ id: string }>(`${account().igUserId}/tags`, { fields: 'id,username', limit: 50 }));
    expect(tagged.map((item) => item.id)).toEqual(taggedPosts(fake.world, account()).map((post) => post.id));
    expect(tagged).toHaveLength(60);
    const asked = fake.requests.filter((request) => request.path.endsWith('/tags'));
    // 50, then 10, then the empty page past the end.
    expect(asked).toHaveLength(3);
    expect(asked[0].query.after).toBeUndefined();
    expect(asked.slice(1).every((request) => request.query.after && request.query.limit === '50' && request.query.fields === 'id,username')).toBe(true);
  });

  it('stops at maxItems without fetching further pages', async () => {
    const media = await collect(clientWith([]).pages<{ id: string }>(`${account().igUserId}/media`, { fields: 'id', limit: 25 }, 60));
    expect(media).toHaveLength(60);
    expect(fake.requests.filter((request) => request.path.endsWith('/media'))).toHaveLength(3);
  });

  it.each([4, 17, 32, 341, 613, 80002] as const)('retries throttling code %i with growing backoff, pausing while usage is at the limit', async (code) => {
    const sleeps: number[] = [];
    fake.inject({ kind: 'throttle', code }, { match: /\/media$/, times: 2 });
    const page = await clientWith(sleeps).get<{ data: unknown[] }>(`${account().igUserId}/media`, { fields: 'id', limit: 5 });
    expect(page.data).toHaveLength(5);
    // Backoff 5 then 10 ms; each throttled answer reports 100 % usage, so the next call also waits 8 steps.
    expect(sleeps).toEqual([5, 40, 10, 40]);
  });

  it('waits as long as X-Business-Use-Case-Usage says, and gives up when that is beyond its limit', async () => {
    const sleeps: number[] = [];
    fake.inject({ kind: 'throttle', code: 32, regainMinutes: 2 }, { match: /\/media$/, times: 1 });
    await clientWith(sleeps).get(`${account().igUserId}/media`, { fields: 'id', limit: 1 });
    expect(sleeps).toEqual([120_000, 40]);

    const impatient: number[] = [];
    fake.inject({ kind: 'throttle', code: 4, regainMinutes: 30 }, { match: /\/media$/, times: 1 });
    const error = await clientWith(impatient, DEMO_ACCESS_TOKEN, 60_000)
      .get(`${account().igUserId}/media`, { fields: 'id' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect(error).toMatchObject({ kind: 'throttled', code: 4 });
    expect(impatient).toEqual([]);
  });

  it('retries 5xx and a response cut off mid-way, but gives up after maxAttempts', async () => {
    const sleeps: number[] = [];
    fake.inject({ kind: 'server', status: 502 }, { match: /\/media$/, times: 1 });
    fake.inject({ kind: 'cut' }, { match: /\/media$/, times: 1 });
    await expect(clientWith(sleeps).get(`${account().igUserId}/media`, { fields: 'id' })).resolves.toHaveProperty('data');
    expect(sleeps).toEqual([5, 10]);

    fake.inject({ kind: 'server', status: 503 }, { match: /\/media$/, times: 10 });
    await expect(clientWith([]).get(`${account().igUserId}/media`, { fields: 'id' })).rejects.toMatchObject({ kind: 'server', status: 503 });
    // 502, cut, success; then four attempts that all fail.
    expect(fake.requests.filter((request) => request.path.endsWith('/media')).length).toBe(3 + 4);
  });

  it('classifies 190 as an expired token and never retries it', async () => {
    const sleeps: number[] = [];
    const error = await clientWith(sleeps, 'not-a-valid-token')
      .get(account().igUserId, { fields: 'id' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'expired', code: 190, retriable: false });
    expect(sleeps).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the access token on every call, also on paging links', async () => {
    await collect(clientWith([]).pages(`${account().igUserId}/media`, { fields: 'id', limit: 100 }));
    expect(fake.requests.length).toBeGreaterThan(1);
    expect(fake.requests.every((request) => request.query.access_token === DEMO_ACCESS_TOKEN)).toBe(true);
  });
});
