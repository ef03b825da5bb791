import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/helpers';
import { igAccounts, reports, users, workspaceMembers, workspaces } from './schema';

/*
 * Migration 0007: every user has a personal workspace they own, made by the database
 * whatever path inserts the user, and an account or report written without a workspace lands in it.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.close());

it('a new user gets a personal workspace they own, and their account and report land in it', async () => {
  const { db } = database;
  const [user] = await db.insert(users).values({ email: 'ana@example.com', name: 'Ana' }).returning();
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.personalOf, user.id));
  expect(workspace).toMatchObject({ name: "Ana's workspace", personalOf: user.id });
  expect(await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, user.id))).toEqual([
    expect.objectContaining({ workspaceId: workspace.id, role: 'owner' }),
  ]);

  const [account] = await db.insert(igAccounts).values({ userId: user.id, igUserId: 'ig-1', username: 'ana.shop' }).returning();
  expect(account.workspaceId).toBe(workspace.id);
  const [report] = await db
    .insert(reports)
    .values({ userId: user.id, accountId: account.id, kind: 'competitor-analysis', title: 'R', parameters: {}, results: {} })
    .returning();
  expect(report.workspaceId).toBe(workspace.id);

  // Deleting the user removes their personal workspace and, with it, what it holds.
  await db.delete(users).where(eq(users.id, user.id));
  expect(await db.select().from(workspaces).where(eq(workspaces.id, workspace.id))).toEqual([]);
  expect(await db.select().from(igAccounts).where(eq(igAccounts.id, account.id))).toEqual([]);
});
