import type { Db } from '../../db/client';
import type { WorkspaceRole } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { requireWorkspaceRole } from '../workspaces/public';
import { findAccount, type AccountRow } from './repository';

/**
 * The account when the user may act on it: a member of its workspace with at least `least` (a viewer
 * reads, an editor changes). Another workspace's account (or no account) is a 404; a role too low a 403.
 */
export async function requireAccount(db: Db, userId: string, accountId: string, least: WorkspaceRole = 'viewer'): Promise<AccountRow> {
  const account = await findAccount(db, accountId);
  if (!account?.workspaceId) throw notFound('Account not found');
  await requireWorkspaceRole(db, userId, account.workspaceId, least).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? notFound('Account not found') : error;
  });
  return account;
}
