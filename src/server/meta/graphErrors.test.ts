import { GraphClient } from './graphClient';
import { GraphApiError, graphErrorFrom } from './graphErrors';
import * as documented from './testing/documented/graphAnswers';
import { instagramCode } from './testing/documented/oauthAnswers';
import { startDocumentedServer, type DocumentedServer } from './testing/documented/documentedServer';
import { httpTransport } from './transport';
import { regainAccessMs } from './usageHeaders';

const headerOf = (answer: documented.DocumentedAnswer) => (name: string) => answer.headers?.[name.toLowerCase()] ?? null;
const classify = (answer: documented.DocumentedAnswer) => graphErrorFrom(answer.status, answer.body, regainAccessMs(headerOf(answer)));

describe('the Graph error model on the answers Meta documents', () => {
  it.each([
    ['190 with a subcode', documented.expiredTokenWithSubcode, 'expired'],
    ['102 API session', documented.apiSession, 'expired'],
    ['1 API unknown', documented.apiUnknown, 'server'],
    ['2 API service', documented.apiService, 'server'],
    ['4 too many calls', documented.appTooManyCalls, 'throttled'],
    ['341 application limit', documented.applicationLimit, 'throttled'],
    ['80002 Instagram business use case', documented.instagramBucThrottled, 'throttled'],
    ['10 permission denied', documented.permissionDenied, 'permission'],
    ['200 named permission', documented.namedPermissionMissing, 'permission'],
    ['10 not enough viewers', documented.notEnoughViewers, 'not_offered'],
    ['2108006 posted before the business conversion', documented.postedBeforeConversion, 'not_offered'],
    ['is_transient with no documented class', documented.flaggedTransient, 'throttled'],
  ] as const)('%s is %s', (_name, answer, kind) => {
    expect(classify(answer)).toMatchObject({ kind });
  });

  it("reads Instagram Login's flat OAuth error with Meta's own words", () => {
    expect(classify(instagramCode.rejected as documented.DocumentedAnswer)).toMatchObject({
      kind: 'request',
      status: 400,
      message: 'Matching code was not found or was already used',
    });
  });

  it('names the missing permission when Meta names it, and takes the wait from the usage header', () => {
    expect(classify(documented.namedPermissionMissing)).toMatchObject({ permission: 'instagram_manage_insights', code: 200 });
    expect(classify(documented.permissionDenied).permission).toBeNull();
    expect(classify(documented.instagramBucThrottled)).toMatchObject({ code: 80002, retryAfterMs: 19 * 60_000 });
  });

  it('retries only what waiting can fix', () => {
    expect(classify(documented.instagramBucThrottled).retriable).toBe(true);
    expect(classify(documented.apiUnknown).retriable).toBe(true);
    expect(classify(documented.namedPermissionMissing).retriable).toBe(false);
    expect(classify(documented.postedBeforeConversion).retriable).toBe(false);
    expect(classify(documented.expiredTokenWithSubcode).retriable).toBe(false);
  });
});

describe('the Graph client over HTTP against documented answers', () => {
  let server: DocumentedServer;
  let answers: documented.DocumentedAnswer[] = [];
  const ok: documented.DocumentedAnswer = { source: 'test', status: 200, headers: documented.appUsageHeader, body: { data: [] } };

  beforeAll(async () => {
    server = await startDocumentedServer([() => answers.shift() ?? ok]);
  });
  afterAll(() => server.close());

  const client = (sleeps: number[]) =>
    new GraphClient({
      transport: httpTransport,
      baseUrl: server.url,
      accessToken: 'token',
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 60_000 },
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    });

  it("gives up at once on Meta's 19-minute wait for 80002, leaving it to the queue", async () => {
    const sleeps: number[] = [];
    answers = [documented.instagramBucThrottled];
    const error = await client(sleeps)
      .get('17841400008460056/media')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect(error).toMatchObject({ kind: 'throttled', code: 80002, retryAfterMs: 19 * 60_000 });
    expect(sleeps).toEqual([]);
  });

  it('retries API Unknown and API Service, then answers', async () => {
    const sleeps: number[] = [];
    answers = [documented.apiUnknown, documented.apiService];
    await expect(client(sleeps).get('17841400008460056/media')).resolves.toEqual({ data: [] });
    expect(sleeps).toEqual([10, 20]);
  });

  it('does not retry a missing permission', async () => {
    const sleeps: number[] = [];
    answers = [documented.namedPermissionMissing];
    await expect(client(sleeps).get('17841400008460056/insights')).rejects.toMatchObject({ kind: 'permission', permission: 'instagram_manage_insights' });
    expect(server.requests.at(-1)?.path).toBe('/17841400008460056/insights');
    expect(sleeps).toEqual([]);
  });

  it('slows down once X-App-Usage passes 75 %, and reports the highest usage it saw', async () => {
    const sleeps: number[] = [];
    const paced = client(sleeps);
    await paced.get('a');
    await paced.get('b');
    // 78 % reported by the first answer: the second call waits two backoff steps first.
    expect(sleeps).toEqual([20]);
    expect(paced.highestUsagePercent).toBe(78);
  });
});
