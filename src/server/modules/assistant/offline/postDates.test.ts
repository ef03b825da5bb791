/**
 * The assistant dates a post as the pages do, on the account's clock: a post at 00:10 UTC was
 * published at 21:10 the evening before in São Paulo (UTC−3 all year), and the chat must not say it
 * was posted a day later than the posts list and the content page count it.
 */
import { shiftDate } from '../../../../shared/dateSpan';
import { accountFactLines } from '../../../ai/accountFacts';
import { igAccountDaily, igAccounts, igMedia, users } from '../../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { getAccountInsights } from '../accountInsights';
import { findPosts, resolvePostsPeriods } from '../../posts/public';
import { createAccountLookups, type AccountLookups } from '../tools/accountLookups';
import { localDate } from '../tools/calendar';
import { postsTool } from '../tools/postsTool';
import { postsAnswer } from './lookups/postsAnswer';

jest.setTimeout(60_000);

const ZONE = 'America/Sao_Paulo';
const CAPTION = 'Late bake, fresh out';

/**
 * 00:10 UTC three days ago (within the assistant's 90 days), and the São Paulo day it falls on: the UTC
 * day before. The post's instant is written on UTC's calendar, so its day is read off the UTC ISO string.
 */
const utcDay = shiftDate(new Date().toISOString().slice(0, 10), -3);
const postedAt = new Date(`${utcDay}T00:10:00Z`);
const saoPauloDay = shiftDate(utcDay, -1);

let database: TestDatabase;
let userId: string;
let accountId: string;
let lookups: AccountLookups;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [owner] = await db.insert(users).values({ email: 'sp@example.test', name: 'Owner' }).returning();
  userId = owner.id;
  const [account] = await db
    .insert(igAccounts)
    .values({ userId, igUserId: 'ig-sp', username: 'padaria_sp', followersCount: 2_000, timezone: ZONE })
    .returning({ id: igAccounts.id });
  accountId = account.id;
  await db.insert(igAccountDaily).values(Array.from({ length: 10 }, (_, back) => ({ accountId, date: shiftDate(saoPauloDay, -back), followers: 2_000 })));
  await db.insert(igMedia).values({
    accountId,
    igMediaId: 'sp-late',
    mediaType: 'IMAGE',
    caption: CAPTION,
    permalink: 'https://www.instagram.com/p/splate/',
    postedAt,
    likes: 90,
    comments: 10,
    saves: 4,
    shares: 2,
    reach: 700,
    views: 900,
  });
  lookups = createAccountLookups(
    { db, userId, accountId, username: 'padaria_sp', timezone: ZONE, today: localDate(new Date(), ZONE) },
    { error: (entry: unknown) => console.error(entry) },
  );
});
afterAll(() => database.close());

describe('a post at 00:10 UTC for an account in São Paulo', () => {
  it('is on the posts list of the São Paulo day before its UTC day, not of its UTC day', async () => {
    const listedOn = async (day: string) => {
      const periods = resolvePostsPeriods([{ id: accountId, timezone: ZONE }], { from: day, to: day });
      const { rows } = await findPosts(database.db, { accountIds: [accountId], sort: 'recent', periods }, 0, 10);
      return rows.map((row) => row.caption);
    };
    expect(await listedOn(saoPauloDay)).toEqual([CAPTION]);
    expect(await listedOn(utcDay)).toEqual([]);
  });

  it('is dated that same day in the assistant’s best-posts answer and in what the model is handed', async () => {
    const markdown = await postsAnswer(lookups, { from: saoPauloDay, to: saoPauloDay });
    expect(markdown).toMatch(new RegExp(`\\| 1 \\| ${saoPauloDay} \\| Photo \\|`));
    expect(markdown).not.toContain(utcDay);

    const outcome = await lookups.run(postsTool, { from: saoPauloDay, to: saoPauloDay });
    if (!outcome.ok) throw new Error(outcome.error);
    expect(postsTool.forModel(outcome.data)).toMatchObject({ top: [{ caption: CAPTION, date: saoPauloDay, postedAt: postedAt.toISOString() }] });
  });

  it('is dated that same day among the top posts of the account facts', async () => {
    const insights = (await getAccountInsights(database.db, userId, accountId))!;
    const facts = accountFactLines(insights);
    expect(facts).toContain(`  - ${saoPauloDay} Photo, public ER`);
    expect(facts).not.toContain(utcDay);
  });
});
