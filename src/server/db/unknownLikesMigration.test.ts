/**
 * Migration 0015 makes likes nullable (Meta leaves like_count out when the owner hides it): a database migrated
 * up to 0014 and filled as the app wrote it then keeps every row and every count, its ig_post_facts copy of each
 * post's likes included; only a stored 0, which may be such an omission, becomes unknown (a later sync writes back
 * every count Meta gives). Comments keep their 0: most comments really have none.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths';
import { migrationsFolderUpTo } from './testing/migrationsFolder';

jest.setTimeout(120_000);

const BEFORE = '0014_competitor_post_followers';
const COUNTED = ['ig_media', 'ig_post_facts', 'ig_comments', 'competitor_media', 'competitor_snapshots'] as const;

async function counts(client: PGlite): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTED.map(async (table) => [table, Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n)] as const),
  );
  return Object.fromEntries(entries);
}

const one = async <T>(client: PGlite, query: string, params: unknown[] = []) => (await client.query<T>(query, params)).rows[0];

/** An account with two posts (40 likes, and 0), their comments, a competitor with two posts (120 likes, and 0), as 0014 stored them. */
async function fillAsBefore(client: PGlite) {
  const { id: userId } = await one<{ id: string }>(client, `insert into users (email, name) values ('likes@example.test', 'Likes') returning id`);
  const { id: accountId } = await one<{ id: string }>(
    client,
    `insert into ig_accounts (user_id, ig_user_id, username, followers_count, login_flavour, timezone) values ($1, '1789', 'shop', 1200, 'facebook', 'Europe/Rome') returning id`,
    [userId],
  );
  await client.query(`insert into ig_account_daily (account_id, date, followers) values ($1, current_date - 5, 1000)`, [accountId]);
  const post = async (igMediaId: string, likes: number, comments: number) =>
    (
      await one<{ id: string }>(
        client,
        `insert into ig_media (account_id, ig_media_id, media_type, posted_at, likes, comments, saves, shares, reach) values ($1, $2, 'IMAGE', now() - interval '2 days', $3, $4, 5, 1, 900) returning id`,
        [accountId, igMediaId, likes, comments],
      )
    ).id;
  const liked = await post('m_liked', 40, 3);
  const zero = await post('m_zero', 0, 2);
  await client.query(
    `insert into ig_comments (media_id, ig_comment_id, username, text, like_count, posted_at) values ($1, 'c1', 'fan', 'Nice', 5, now()), ($1, 'c2', 'fan', 'Nicer', 0, now())`,
    [liked],
  );
  const { id: competitorId } = await one<{ id: string }>(
    client,
    `insert into competitors (user_id, account_id, ig_user_id, username) values ($1, $2, 'c_rival', 'rival') returning id`,
    [userId, accountId],
  );
  await client.query(`insert into competitor_snapshots (competitor_id, date, followers, media_count) values ($1, current_date - 5, 8000, 90)`, [competitorId]);
  await client.query(
    `insert into competitor_media (competitor_id, ig_media_id, media_type, posted_at, likes, comments) values ($1, 'r_liked', 'IMAGE', now() - interval '1 day', 120, 9), ($1, 'r_zero', 'REELS', now() - interval '1 day', 0, 4)`,
    [competitorId],
  );
  return { accountId, liked, zero, competitorId };
}

describe('migration 0015: likes may be unknown', () => {
  it('keeps every row and count, the post facts’ copy included, and turns only a stored 0 likes into unknown', async () => {
    const client = new PGlite();
    const oldFolder = migrationsFolderUpTo(BEFORE);
    try {
      await migrate(drizzle(client), { migrationsFolder: oldFolder });
      const { accountId, liked, zero, competitorId } = await fillAsBefore(client);
      const before = await counts(client);
      const factsBefore = await one<{ followers_at: number }>(client, `select followers_at from ig_post_facts where media_id = $1`, [liked]);
      expect(factsBefore.followers_at).toBe(1000);

      await migrate(drizzle(client), { migrationsFolder: migrationsDir });

      expect(await counts(client)).toEqual(before);
      const media = await client.query(`select id, likes, comments, saves, shares, reach from ig_media order by ig_media_id`);
      expect(media.rows).toEqual([
        { id: liked, likes: 40, comments: 3, saves: 5, shares: 1, reach: 900 },
        { id: zero, likes: null, comments: 2, saves: 5, shares: 1, reach: 900 },
      ]);
      // The facts follow their post in the same statement (the 0011 triggers), rated on the same snapshot as before.
      const facts = await client.query(`select media_id, likes, comments, followers_at from ig_post_facts order by ig_media_id`);
      expect(facts.rows).toEqual([
        { media_id: liked, likes: 40, comments: 3, followers_at: 1000 },
        { media_id: zero, likes: null, comments: 2, followers_at: 1000 },
      ]);
      const comments = await client.query(`select ig_comment_id, like_count from ig_comments order by ig_comment_id`);
      expect(comments.rows).toEqual([
        { ig_comment_id: 'c1', like_count: 5 },
        { ig_comment_id: 'c2', like_count: 0 },
      ]);
      const rivals = await client.query(
        `select ig_media_id, likes, comments, followers_at from competitor_media where competitor_id = $1 order by ig_media_id`,
        [competitorId],
      );
      expect(rivals.rows).toEqual([
        { ig_media_id: 'r_liked', likes: 120, comments: 9, followers_at: 8000 },
        { ig_media_id: 'r_zero', likes: null, comments: 4, followers_at: 8000 },
      ]);

      // Nullable, with no default that would write 0 for a count left out.
      const columns = await client.query(
        `select table_name, column_name, is_nullable, column_default from information_schema.columns
         where (table_name, column_name) in (('ig_media', 'likes'), ('ig_post_facts', 'likes'), ('competitor_media', 'likes'), ('ig_comments', 'like_count'))
         order by table_name`,
      );
      expect(columns.rows).toEqual(
        ['competitor_media', 'ig_comments', 'ig_media', 'ig_post_facts'].map((table) => ({
          table_name: table,
          column_name: table === 'ig_comments' ? 'like_count' : 'likes',
          is_nullable: 'YES',
          column_default: null,
        })),
      );
      // A post written afterwards without a count is unknown, in its facts too.
      const { id: later } = await one<{ id: string }>(
        client,
        `insert into ig_media (account_id, ig_media_id, media_type, posted_at, comments) values ($1, 'm_later', 'IMAGE', now(), 1) returning id`,
        [accountId],
      );
      expect(await one(client, `select likes from ig_post_facts where media_id = $1`, [later])).toEqual({ likes: null });
    } finally {
      await client.close();
      fs.rmSync(oldFolder, { recursive: true, force: true });
    }
  });
});
