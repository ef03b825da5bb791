import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { storiesAnswer as storiesAnswerSchema, type StoriesAnswer } from '../../../shared/stories';
import { igAccounts, igStories } from '../../db/schema';
import { createTestApp, registerUser, type TestApp } from '../../test/helpers';
import { encodeCursor } from '../posts/public';
import { storiesAnswer, storiesAnswerJson } from './service';

/**
 * The Stories answer sent from the store (cachedStories.ts) is the one worked out afresh, byte for byte
 * as the route's serializer writes it: for random stories, any number of days and any page, asked again
 * later while the period moves with the clock (stories leave it, live ones expire, some only minutes
 * apart), and at once after stories are written or their figures change.
 */
let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await registerUser(t.app)).user.id;
}, 60_000);
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The route's serializer (fastify-type-provider-zod): the answer encoded by its schema, then JSON.stringify. */
const written = (answer: StoriesAnswer) => JSON.stringify(z.encode(storiesAnswerSchema, answer));

const count = fc.option(fc.nat(3_000), { nil: null, freq: 5 });
const story = fc.record({
  // Minutes before the first ask: runs of stories minutes apart, and days between runs.
  gap: fc.oneof(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 60, max: 3 * 24 * 60 })),
  views: count,
  reach: count,
  replies: count,
  tapsForward: count,
  tapsExit: count,
});
const ask = fc.record({
  later: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 48 * 60 })),
  days: fc.constantFrom(1, 2, 3, 7, 30),
  limit: fc.integer({ min: 1, max: 60 }),
  page: fc.nat(3),
});
type Ask = typeof ask extends fc.Arbitrary<infer T> ? T : never;
const world = fc.record({
  zone: fc.constantFrom('Europe/Berlin', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'),
  stories: fc.array(story, { minLength: 1, maxLength: 60 }),
  asks: fc.array(ask, { minLength: 3, maxLength: 8 }),
});

let accounts = 0;

/** The account as the route reads it for each request: its time zone and the version of its data now. */
async function accountNow(accountId: string) {
  const [row] = await t.app.db.select().from(igAccounts).where(eq(igAccounts.id, accountId));
  return row;
}

async function expectServedAsFresh(accountId: string, { days, limit, page }: Ask, now: Date) {
  const account = await accountNow(accountId);
  const query = { days, limit, after: page ? encodeCursor(page * limit) : undefined };
  const fresh = written(await storiesAnswer(t.app.db, account, query, now));
  // Twice: the first may fill the store, the second is served from it.
  expect(await storiesAnswerJson(t.app.db, account, query, now, written)).toBe(fresh);
  expect(await storiesAnswerJson(t.app.db, account, query, now, written)).toBe(fresh);
}

describe('the Stories answer from its store', () => {
  it('is the fresh answer as the period moves with the clock and after stories are written', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        accounts += 1;
        const [account] = await t.app.db
          .insert(igAccounts)
          .values({ userId, igUserId: `cached-stories-${accounts}`, username: `cached_stories_${accounts}`, timezone: w.zone })
          .returning();
        const start = Date.now();
        let postedAt = start + HOUR;
        await t.app.db.insert(igStories).values(
          w.stories.map((s, index) => {
            postedAt -= s.gap * MINUTE;
            const { gap: _gap, ...figures } = s;
            return {
              accountId: account.id,
              igMediaId: `story-${index}`,
              mediaType: 'IMAGE',
              postedAt: new Date(postedAt),
              expiresAt: new Date(postedAt + 24 * HOUR),
              final: postedAt + 24 * HOUR < start,
              ...figures,
            };
          }),
        );
        let now = start;
        for (const asked of w.asks) {
          now += asked.later * MINUTE;
          await expectServedAsFresh(account.id, asked, new Date(now));
        }
        // The schedule reads again: a new story, and new figures for the newest one.
        await t.app.db.insert(igStories).values({
          accountId: account.id,
          igMediaId: 'story-new',
          mediaType: 'VIDEO',
          postedAt: new Date(now - MINUTE),
          expiresAt: new Date(now + 24 * HOUR - MINUTE),
          views: 77,
          tapsExit: 7,
          tapsForward: 7,
        });
        await t.app.db.execute(
          sql`update ig_stories set views = coalesce(views, 0) + 1000 where id = (select id from ig_stories where account_id = ${account.id} and ig_media_id = 'story-0')`,
        );
        for (const asked of w.asks) await expectServedAsFresh(account.id, asked, new Date(now));
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
