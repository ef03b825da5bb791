import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { igAccounts, igMentions, igStories, users, webhookDeliveries } from '../../db/schema';
import { WEBHOOK_QUEUE } from '../../jobs/stories/storiesQueue';
import { waitFor } from '../../jobs/testing/waitFor';
import { mentioningComments } from '../../meta/demo/mentions';
import { taggedPosts } from '../../meta/demo/stories';
import { createDemoWorld, DEMO_ACCESS_TOKEN } from '../../meta/demo/world';
import { createTestApp, type TestApp } from '../../test/helpers';
import { WEBHOOK_RETRY_MINUTES } from '../../config';
import { signatureHeader } from './signature';
import { commentsDelivery, mentionsDelivery, storyInsightsDelivery } from './testing/documentedDeliveries';

const APP_SECRET = 'webhook-test-app-secret';
const VERIFY_TOKEN = 'verify-me-please';
const nowSeconds = () => Math.floor(Date.now() / 1000);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({
    facebook: { appId: 'webhook-app', appSecret: APP_SECRET },
    webhooks: { verifyToken: VERIFY_TOKEN, maxAgeMinutes: WEBHOOK_RETRY_MINUTES },
  });
});
afterAll(async () => {
  await testApp.close();
});

const post = (body: string, headers: Record<string, string> = { 'x-hub-signature-256': signatureHeader(body, APP_SECRET) }) =>
  testApp.app.inject({ method: 'POST', url: '/api/webhooks/instagram', payload: body, headers: { 'content-type': 'application/json', ...headers } });

async function stored() {
  const [deliveries] = await testApp.database.db.select({ n: count() }).from(webhookDeliveries);
  const { rows } = await testApp.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [WEBHOOK_QUEUE]);
  return { deliveries: deliveries.n, jobs: rows[0].n as number };
}

describe('GET /api/webhooks/instagram (the subscription handshake)', () => {
  const handshake = (query: string) => testApp.app.inject({ method: 'GET', url: `/api/webhooks/instagram?${query}` });

  it('echoes hub.challenge when hub.verify_token is the configured token', async () => {
    const response = await handshake(`hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('1158201444');
  });

  it.each([
    ['a wrong token', `hub.mode=subscribe&hub.challenge=1158201444&hub.verify_token=guess`],
    ['no token', `hub.mode=subscribe&hub.challenge=1158201444`],
    ['another mode', `hub.mode=unsubscribe&hub.challenge=1158201444&hub.verify_token=${VERIFY_TOKEN}`],
  ])('answers 403 and no challenge for %s', async (_case, query) => {
    const response = await handshake(query);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('1158201444');
  });
});

describe('POST /api/webhooks/instagram', () => {
  it('accepts a signed delivery and queues its work as a job', async () => {
    const before = await stored();
    const body = JSON.stringify(storyInsightsDelivery(nowSeconds()));
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 1, duplicate: false });
    expect(await stored()).toEqual({ deliveries: before.deliveries + 1, jobs: before.jobs + 1 });
  });

  it('refuses a wrong signature, a missing one, a stale and a malformed delivery with nothing stored', async () => {
    const fresh = JSON.stringify(commentsDelivery(nowSeconds()));
    expect((await post(fresh)).statusCode).toBe(200);
    const before = await stored();

    const otherBody = JSON.stringify(commentsDelivery(nowSeconds() - 600));
    expect((await post(otherBody, { 'x-hub-signature-256': signatureHeader(otherBody, 'not-the-secret') })).statusCode).toBe(403);
    expect((await post(otherBody, { 'x-hub-signature-256': signatureHeader(fresh, APP_SECRET) })).statusCode).toBe(403);
    expect((await post(otherBody, {})).statusCode).toBe(403);

    // Older than Meta's 36 hours of retries.
    const staleBody = JSON.stringify(commentsDelivery(nowSeconds() - 37 * 3_600));
    const stale = await post(staleBody);
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toMatch(/^entry\.0\.time/);

    const notJson = '{"object":"instagram",';
    expect((await post(notJson)).statusCode).toBe(400);
    const wrongShape = JSON.stringify({ object: 'instagram', entry: [{ id: '17841405309211844', changes: [] }] });
    const malformed = await post(wrongShape);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toMatch(/^entry\.0\.time/);

    expect(await stored()).toEqual(before);
  });

  it('answers a retried delivery 200 and works on it once', async () => {
    const body = JSON.stringify(commentsDelivery(nowSeconds() - 120));
    const before = await stored();
    const first = await post(body);
    const retry = await post(body);
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual({ queued: 1, duplicate: false });
    expect(retry.json()).toEqual({ queued: 0, duplicate: true });
    expect(await stored()).toEqual({ deliveries: before.deliveries + 1, jobs: before.jobs + 1 });
  });

  it("accepts Meta's retry of a delivery first sent 30 hours ago", async () => {
    const before = await stored();
    const response = await post(JSON.stringify(commentsDelivery(nowSeconds() - 30 * 3_600)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: 1, duplicate: false });
    expect(await stored()).toEqual({ deliveries: before.deliveries + 1, jobs: before.jobs + 1 });
  });

  it("closes a stored story with Meta's final figures, keeping what Meta withheld (-1) as read", async () => {
    const { db } = testApp.database;
    // An account of its own: the first test's delivery (same story, taps_back 0) must not reach it.
    const accountId = await connectAccount('17841400000000001', 'facebook');
    const postedAt = new Date(Date.now() - 25 * 3_600_000);
    await db.insert(igStories).values({
      accountId,
      igMediaId: '18023345989012587',
      mediaType: 'IMAGE',
      postedAt,
      expiresAt: new Date(postedAt.getTime() + 24 * 3_600_000),
      views: 30,
      reach: 15,
      tapsBack: 2,
      tapsForward: 10,
    });
    const delivery = storyInsightsDelivery(nowSeconds());
    delivery.entry[0].id = '17841400000000001';
    delivery.entry[0].changes[0].value.taps_back = -1;
    expect((await post(JSON.stringify(delivery))).statusCode).toBe(200);

    const row = await waitFor(
      async () =>
        (
          await db
            .select()
            .from(igStories)
            .where(and(eq(igStories.accountId, accountId), eq(igStories.igMediaId, '18023345989012587')))
        )[0],
      (story) => story.final,
    );
    expect(row).toMatchObject({ final: true, views: 30, reach: 17, replies: 0, tapsForward: 12, tapsExit: 1, tapsBack: 2 });
  });

  it('stores a mention with the public figures of the post and the text of the comment read from Meta', async () => {
    const world = createDemoWorld();
    const account = world.accounts[0];
    const tagged = taggedPosts(world, account)[0];
    const comment = mentioningComments(world, account)[0];
    const accountId = await connectAccount(account.igUserId, 'demo');
    expect((await post(JSON.stringify(mentionsDelivery(nowSeconds(), account.igUserId, tagged.id, comment.id)))).statusCode).toBe(200);

    const [mention] = await waitFor(
      () => testApp.database.db.select().from(igMentions).where(eq(igMentions.accountId, accountId)),
      (rows) => rows.length > 0,
    );
    expect(mention).toMatchObject({
      kind: 'comment_mention',
      igMediaId: tagged.id,
      igCommentId: comment.id,
      commentText: comment.text,
      username: tagged.username,
      likeCount: tagged.likeCount,
      commentsCount: tagged.commentsCount,
    });
  });
});

async function connectAccount(igUserId: string, loginFlavour: 'facebook' | 'demo'): Promise<string> {
  const { db } = testApp.database;
  const [user] = await db
    .insert(users)
    .values({ email: `hooks-${randomBytes(5).toString('hex')}@example.test`, name: 'Hooks' })
    .returning();
  const [account] = await db
    .insert(igAccounts)
    .values({ userId: user.id, igUserId, username: 'hooked', loginFlavour, accessTokenEnc: testApp.app.tokenCipher.encrypt(DEMO_ACCESS_TOKEN) })
    .returning();
  return account.id;
}
