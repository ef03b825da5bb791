import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { ConnectedAccount, LoginFlavour } from '../../../shared/connectors';
import type { Db } from '../../db/client';
import { connectStates, countries, igAccounts, igSyncStatus, niches, workspaceMembers } from '../../db/schema';
import type { DiscoveredAccount } from '../../meta/oauth';
import { isUuid } from '../../lib/uuid';

export type AccountRow = typeof igAccounts.$inferSelect;

/** The connected-account shape the account switcher reads. */
export const toConnectedAccount = (row: AccountRow): ConnectedAccount => ({
  accountId: row.id,
  platform: 'INSTAGRAM',
  accountName: row.username,
  profilePicUrl: row.profilePicUrl,
  pageId: row.pageId,
  pageName: row.pageName,
});

/** The accounts of one workspace, oldest first (the switcher's order). */
export async function listWorkspaceAccounts(db: Db, workspaceId: string): Promise<AccountRow[]> {
  return db.select().from(igAccounts).where(eq(igAccounts.workspaceId, workspaceId)).orderBy(asc(igAccounts.createdAt), asc(igAccounts.username));
}

/** An account by id, whoever's it is: callers check the asker's membership of its workspace (requireAccount). */
export async function findAccount(db: Db, accountId: string): Promise<AccountRow | null> {
  if (!isUuid(accountId)) return null;
  const rows = await db.select().from(igAccounts).where(eq(igAccounts.id, accountId)).limit(1);
  return rows[0] ?? null;
}

/** An account in a workspace the user is a member of (any role); null for anyone else's and for a malformed id. */
export async function findMemberAccount(db: Db, userId: string, accountId: string): Promise<AccountRow | null> {
  if (!isUuid(accountId)) return null;
  const rows = await db
    .select({ account: igAccounts })
    .from(igAccounts)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.workspaceId, igAccounts.workspaceId), eq(workspaceMembers.userId, userId)))
    .where(eq(igAccounts.id, accountId))
    .limit(1);
  return rows[0]?.account ?? null;
}

/** tokenIssuedAt: when Meta issued the token, from which its age counts (Instagram Login renews only from 24 h on). */
export type NewConnection = { flavour: LoginFlavour; accessTokenEnc: string; tokenExpiresAt: Date | null; tokenIssuedAt: Date; accounts: DiscoveredAccount[] };

/**
 * Connecting again (a reconnect) updates the same rows of the workspace: the token is new and the
 * reconnect flag clears. `userId` is who connected it; without a workspace, the accounts go to the
 * user's personal one (the table's trigger, migration 0007).
 */
export async function saveConnection(db: Db, userId: string, connection: NewConnection, workspaceId?: string): Promise<AccountRow[]> {
  if (!connection.accounts.length) return [];
  const token = {
    accessTokenEnc: connection.accessTokenEnc,
    tokenExpiresAt: connection.tokenExpiresAt,
    tokenRefreshedAt: connection.tokenIssuedAt,
    loginFlavour: connection.flavour,
    needsReconnect: false,
  };
  return db
    .insert(igAccounts)
    .values(connection.accounts.map((account) => ({ userId, workspaceId, ...account, ...token })))
    .onConflictDoUpdate({
      target: [igAccounts.workspaceId, igAccounts.igUserId],
      set: {
        ...token,
        username: sql`excluded.username`,
        pageId: sql`excluded.page_id`,
        pageName: sql`excluded.page_name`,
        profilePicUrl: sql`coalesce(excluded.profile_pic_url, ${igAccounts.profilePicUrl})`,
      },
    })
    .returning();
}

/**
 * Deletes one account (or all of the workspace's) with everything synced for it. It is one statement,
 * so one transaction: the foreign keys cascade to daily metrics, media, comments and sync status.
 * Answers the usernames deleted.
 */
export async function deleteAccounts(db: Db, workspaceId: string, accountId?: string): Promise<string[]> {
  const where = accountId ? and(eq(igAccounts.workspaceId, workspaceId), eq(igAccounts.id, accountId)) : eq(igAccounts.workspaceId, workspaceId);
  const deleted = await db.delete(igAccounts).where(where).returning({ username: igAccounts.username });
  return deleted.map((row) => row.username);
}

export async function syncStatusRows(db: Db, workspaceId: string) {
  return db
    .select({ account: igAccounts, status: igSyncStatus })
    .from(igAccounts)
    .leftJoin(igSyncStatus, eq(igSyncStatus.accountId, igAccounts.id))
    .where(eq(igAccounts.workspaceId, workspaceId))
    .orderBy(asc(igAccounts.createdAt), asc(igAccounts.username));
}

export async function updateAccountSettings(
  db: Db,
  accountId: string,
  patch: Partial<Pick<AccountRow, 'nicheId' | 'countryCode' | 'timezone'>>,
): Promise<void> {
  await db.update(igAccounts).set(patch).where(eq(igAccounts.id, accountId));
}

export async function nicheExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: niches.id }).from(niches).where(eq(niches.id, id)).limit(1)).length > 0;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  return (await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code)).limit(1)).length > 0;
}

const STATE_TTL_MS = 10 * 60_000;
const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/** A fresh OAuth state bound to the user and the workspace the accounts go to; only its hash is stored. */
export async function createConnectState(db: Db, userId: string, workspaceId: string, flavour: LoginFlavour, now = Date.now()): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.delete(connectStates).where(lt(connectStates.expiresAt, new Date(now)));
  await db.insert(connectStates).values({ stateHash: hashState(state), userId, workspaceId, flavour, expiresAt: new Date(now + STATE_TTL_MS) });
  return state;
}

/** Spends a state: it must be this user's and unexpired, and works once (the delete is the check). */
export async function consumeConnectState(
  db: Db,
  userId: string,
  state: string,
  now = Date.now(),
): Promise<{ flavour: LoginFlavour; workspaceId: string | null } | null> {
  const rows = await db
    .delete(connectStates)
    .where(and(eq(connectStates.stateHash, hashState(state)), eq(connectStates.userId, userId), gt(connectStates.expiresAt, new Date(now))))
    .returning({ flavour: connectStates.flavour, workspaceId: connectStates.workspaceId });
  return rows[0] ?? null;
}
