/**
 * The migration that gave connected accounts and reports a workspace (0007) keeps every
 * existing user's rows, and puts them where the user reaches them: their personal workspace. A fresh
 * database is migrated up to 0006 (as the migrator of db/client.ts does, from a copy of the folder cut
 * there), filled with rows as the app wrote them before workspaces, then migrated to the end.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema';
import type { Db } from '../../db/client';
import { migrationsFolderUpTo } from '../../db/testing/migrationsFolder';
import { migrationsDir } from '../../paths';
import { requireAccount } from '../connectors/public';
import { requireCompetitor } from '../competitors/public';
import { listReports } from '../reports/public';
import { personalWorkspaceId } from './access';

const BEFORE_WORKSPACES = '0006_analytics_data_version';

const COUNTED = ['users', 'ig_accounts', 'ig_media', 'ig_account_daily', 'competitors', 'reports'] as const;

async function counts(client: PGlite): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTED.map(async (table) => [table, Number((await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0].n)] as const),
  );
  return Object.fromEntries(entries);
}

/** Two users as the app wrote them before 0007: accounts with posts and days, competitors, reports. */
async function fillAsBefore(client: PGlite): Promise<Record<'ana' | 'ben', { userId: string; accountIds: string[]; competitorId: string }>> {
  const user = async (email: string, name: string) =>
    (await client.query<{ id: string }>(`insert into users (email, name) values ($1, $2) returning id`, [email, name])).rows[0].id;
  const account = async (userId: string, igUserId: string, username: string) => {
    const id = (
      await client.query<{ id: string }>(
        `insert into ig_accounts (user_id, ig_user_id, username, followers_count, login_flavour, timezone) values ($1, $2, $3, 1200, 'facebook', 'Europe/Rome') returning id`,
        [userId, igUserId, username],
      )
    ).rows[0].id;
    for (let i = 0; i < 3; i += 1) {
      await client.query(
        `insert into ig_media (account_id, ig_media_id, media_type, posted_at, likes, comments) values ($1, $2, 'IMAGE', now() - make_interval(days => $3), 40, 3)`,
        [id, `${igUserId}_m${i}`, i],
      );
      await client.query(`insert into ig_account_daily (account_id, date, followers) values ($1, current_date - $2::int, 1200)`, [id, i]);
    }
    return id;
  };
  const competitor = async (userId: string, accountId: string, username: string) =>
    (
      await client.query<{ id: string }>(`insert into competitors (user_id, account_id, ig_user_id, username) values ($1, $2, $3, $4) returning id`, [
        userId,
        accountId,
        `c_${username}`,
        username,
      ])
    ).rows[0].id;
  const report = (userId: string, accountId: string) =>
    client.query(
      `insert into reports (user_id, account_id, kind, title, parameters, results) values ($1, $2, 'competitor-analysis', 'Old report', '{}', '{}')`,
      [userId, accountId],
    );

  const anaId = await user('ana@example.test', 'Ana');
  const benId = await user('ben@example.test', 'Ben');
  // The same Instagram account connected by both users: allowed before, and still after (one per workspace).
  const anaAccounts = [await account(anaId, '1789', 'ana.shop'), await account(anaId, '1790', 'ana.cafe')];
  const benAccounts = [await account(benId, '1789', 'ana.shop')];
  const anaCompetitor = await competitor(anaId, anaAccounts[0], 'rival_one');
  const benCompetitor = await competitor(benId, benAccounts[0], 'rival_two');
  await report(anaId, anaAccounts[0]);
  await report(anaId, anaAccounts[1]);
  await report(benId, benAccounts[0]);
  return {
    ana: { userId: anaId, accountIds: anaAccounts, competitorId: anaCompetitor },
    ben: { userId: benId, accountIds: benAccounts, competitorId: benCompetitor },
  };
}

describe('migrating to workspaces (0007 onwards)', () => {
  it('keeps every row and puts each user’s accounts, competitors and reports in their personal workspace', async () => {
    const client = new PGlite();
    const db = drizzle(client, { schema }) as unknown as Db;
    const oldFolder = migrationsFolderUpTo(BEFORE_WORKSPACES);
    try {
      await migrate(drizzle(client), { migrationsFolder: oldFolder });
      const people = await fillAsBefore(client);
      const before = await counts(client);

      await migrate(drizzle(client), { migrationsFolder: migrationsDir });

      expect(await counts(client)).toEqual(before);
      for (const person of Object.values(people)) {
        const workspaceId = await personalWorkspaceId(db, person.userId);
        const members = await client.query(`select user_id, role from workspace_members where workspace_id = $1`, [workspaceId]);
        expect(members.rows).toEqual([{ user_id: person.userId, role: 'owner' }]);
        for (const accountId of person.accountIds) {
          expect((await requireAccount(db, person.userId, accountId, 'owner')).workspaceId).toBe(workspaceId);
        }
        expect((await requireCompetitor(db, person.userId, person.competitorId)).id).toBe(person.competitorId);
        const reportsSeen = await listReports(db, { auth: { userId: person.userId }, headers: {} });
        expect(reportsSeen.data).toHaveLength(person.accountIds.length);
      }
      // Each user's rows stay out of the other's reach.
      await expect(requireAccount(db, people.ben.userId, people.ana.accountIds[0])).rejects.toMatchObject({ statusCode: 404 });
      await expect(requireCompetitor(db, people.ana.userId, people.ben.competitorId)).rejects.toMatchObject({ statusCode: 404 });
    } finally {
      await client.close();
      fs.rmSync(oldFolder, { recursive: true, force: true });
    }
  });
});
