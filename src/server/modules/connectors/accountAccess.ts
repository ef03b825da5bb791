import type { Db } from '../../db/client';
import type { WorkspaceNeed } from '../../../shared/workspacePermissions';
import { HttpError, notFound } from '../../http/httpError';
import { requireWorkspaceRole } from '../workspaces/public';
import { findAccount, type AccountRow } from './repository';

/**
 * The account when the user may act on it: a member of its workspace whose role allows `need` (a viewer
 * reads; the actions that change it are in shared/workspacePermissions.ts). Another workspace's account
 * (or no account) is a 404; a role too low a 403.
 */
export async function requireAccount(db: Db, userId: string, accountId: string, need: WorkspaceNeed = 'viewer'): Promise<AccountRow> {
  const account = await findAccount(db, accountId);
  if (!account?.workspaceId) throw notFound('Account not found');
  await requireWorkspaceRole(db, userId, account.workspaceId, need).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound('Account not found') : error;
  });
  return account;
}
