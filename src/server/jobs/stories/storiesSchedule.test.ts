import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { igAccounts, igStories, users } from '../../db/schema';
import { figuresAt, liveStories, STORY_LIFETIME_MS, type DemoStory } from '../../meta/demo/stories';
import { DEMO_ACCESS_TOKEN, type DemoAccount } from '../../meta/demo/world';
import { startGraphFake, type GraphFake } from '../../meta/testing/graphFakeServer';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helpers';
import { waitFor } from '../testing/waitFor';
import { STORIES_QUEUE, STORIES_SWEEP_QUEUE } from './storiesQueue';

const HOUR_MS = 3_600_000;
const DAY_START = Date.parse('2026-11-20T00:00:00Z');

let database: TestDatabase;
let fake: GraphFake;
let app: FastifyInstance;
/** The one clock of the world (which stories are live) and of the jobs (what is expired): moved by the test only. */
let clock = new Date(DAY_START);

/** A demo story of the day that starts well after an hour begins, so the read on that hour cannot see it. */
function storyStartingMidHour(): { account: DemoAccount; story: DemoStory } {
  for (const account of fake.world.accounts) {
    const story = liveStories(fake.world, account, DAY_START + 23 * HOUR_MS).find((candidate) => candidate.postedAt % HOUR_MS > 10 * 60_000);
    if (story) return { account, story };
  }
  throw new Error('the demo day has no story starting mid-hour');
}

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startGraphFake({ seed: 'stories-schedule', now: new Date(DAY_START) });
  fake.world.clock = () => clock;
  const config = testConfig({
    metaGraphUrl: fake.url,
    facebook: { appId: fake.world.appId, appSecret: fake.world.appSecret },
    // The schedule's cron never fires during the test: the test runs the schedule's job itself, hour by hour.
    sync: { storiesCron: '0 0 1 1 *' },
  });
  app = await buildApp(config, { database, sync: { demoWorld: () => fake.world, now: () => clock } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await fake.close();
});

async function connect(igUserId: string): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `stories-${randomBytes(5).toString('hex')}@example.test`, name: 'Stories' })
    .returning();
  const [account] = await database.db
    .insert(igAccounts)
    .values({ userId: user.id, igUserId, username: 'pending', loginFlavour: 'facebook', accessTokenEnc: app.tokenCipher.encrypt(DEMO_ACCESS_TOKEN) })
    .returning();
  return account.id;
}

/** What the schedule does once, run to the end: every account's read queued, then done. */
async function runScheduledRead(): Promise<void> {
  await app.syncQueue.stories.readAll();
  await waitFor(
    async () => (await database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`, [STORIES_QUEUE])).rows[0].n,
    (pending) => pending === 0,
  );
}

describe('the stories schedule', () => {
  it('is a pg-boss schedule of its own, at the configured cron', async () => {
    const { rows } = await database.executeSql(`select cron from pgboss.schedule where name = $1`, [STORIES_SWEEP_QUEUE]);
    expect(rows).toEqual([{ cron: '0 0 1 1 *' }]);
  });

  it('reads a story that goes live after one read and is gone before a later one, and keeps its last figures as final', async () => {
    const { account, story } = storyStartingMidHour();
    const accountId = await connect(account.igUserId);
    const firstRead = Math.floor(story.postedAt / HOUR_MS) * HOUR_MS;
    const expiresAt = story.postedAt + STORY_LIFETIME_MS;

    // Hourly reads from the hour the story is not yet live to the first hour it is gone.
    let lastLiveRead = firstRead;
    for (let at = firstRead; at <= expiresAt + HOUR_MS; at += HOUR_MS) {
      clock = new Date(at);
      await runScheduledRead();
      if (at < expiresAt) lastLiveRead = at;
    }
    expect(clock.getTime()).toBeGreaterThan(expiresAt);

    const [row] = await database.db
      .select()
      .from(igStories)
      .where(and(eq(igStories.accountId, accountId), eq(igStories.igMediaId, story.id)));
    const expected = figuresAt(story, lastLiveRead);
    expect(row).toMatchObject({
      final: true,
      views: expected.views,
      reach: expected.reach,
      replies: expected.replies,
      tapsForward: expected.tap_forward,
      tapsExit: expected.tap_exit,
      tapsBack: expected.tap_back,
      swipesForward: expected.swipe_forward,
    });
    expect(row.views).toBeGreaterThan(0);
    expect(row.insightsReadAt?.getTime()).toBe(lastLiveRead);
    expect(row.expiresAt.getTime()).toBe(expiresAt);
  });
});
