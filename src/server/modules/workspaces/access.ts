import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceMembers, workspaces, type WorkspaceRole } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';

/**
 * Who may do what in a workspace (issue #22). The server is the authority: every workspace-scoped
 * route asks here. A workspace the user is not a member of answers 404, like another user's data
 * always has; a member whose role is too low gets a 403 that says which role is needed.
 */

/** What each role may do, highest first: an owner can do all an editor can, an editor all a viewer can. */
export const ROLE_RANK: Record<WorkspaceRole, number> = { owner: 3, editor: 2, viewer: 1 };

export type Membership = { workspaceId: string; userId: string; role: WorkspaceRole };

export async function membershipOf(db: Db, userId: string, workspaceId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** The membership, when its role is at least `least`: 404 for a non-member, 403 for a role below. */
export async function requireWorkspaceRole(db: Db, userId: string, workspaceId: string, least: WorkspaceRole): Promise<Membership> {
  const membership = await membershipOf(db, userId, workspaceId);
  if (!membership) throw notFound('Workspace not found');
  if (ROLE_RANK[membership.role] < ROLE_RANK[least])
    throw new HttpError(403, `This needs the ${least} role in this workspace; yours is ${membership.role}.`, 'ROLE_REQUIRED');
  return membership;
}

/** The user's personal workspace (every user has one: a trigger makes it with the user, migration 0007). */
export async function personalWorkspaceId(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOf, userId)).limit(1);
  if (!row) throw notFound('Workspace not found');
  return row.id;
}
