import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaceMembers, workspaces, type WorkspaceRole } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { isUuid } from '../../lib/uuid';
import { roleAtLeast, WORKSPACE_HEADER } from '../../../shared/workspaceRoles';
import { leastRoleFor, roleRequiredMessage, type WorkspaceNeed } from '../../../shared/workspacePermissions';

/**
 * Who may do what in a workspace (docs/workspaces.md "Roles"). The server is the authority: every workspace-scoped
 * route asks here, naming the action from the shared table (shared/workspacePermissions.ts, which the
 * web app reads too) or, for reading, the viewer role. A workspace the user is not a member of answers
 * 404, like another user's data always has; a member whose role is too low gets a 403 that says why and
 * which role is needed.
 */

export type Membership = { workspaceId: string; userId: string; role: WorkspaceRole };

export async function membershipOf(db: Db, userId: string, workspaceId: string): Promise<Membership | null> {
  if (!isUuid(workspaceId)) return null;
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)))
    .limit(1);
  return row ?? null;
}

/** The 403 of a role too low, naming the role needed (the client shows the same reason on the disabled control). */
const roleRequired = (need: WorkspaceNeed, role: WorkspaceRole) => new HttpError(403, roleRequiredMessage(need, role), 'ROLE_REQUIRED');

/** The membership, when its role is at least what `need` asks: 404 for a non-member, 403 for a role below. */
export async function requireWorkspaceRole(db: Db, userId: string, workspaceId: string, need: WorkspaceNeed): Promise<Membership> {
  const membership = await membershipOf(db, userId, workspaceId);
  if (!membership) throw notFound('Workspace not found');
  if (!roleAtLeast(membership.role, leastRoleFor(need))) throw roleRequired(need, membership.role);
  return membership;
}

/** The user's personal workspace (every user has one: a trigger makes it with the user, migration 0007). */
export async function personalWorkspaceId(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.personalOf, userId)).limit(1);
  if (!row) throw notFound('Workspace not found');
  return row.id;
}

/** A request that may name its workspace in the X-Workspace-Id header (shared/workspaces.ts). */
export type WorkspaceRequest = { auth: { userId: string }; headers: Record<string, string | string[] | undefined> };

/**
 * The workspace a list-or-create route works in: the one the request names, else the user's personal
 * one; 404 when the user is not a member of it, 403 when their role is below what `need` asks.
 */
export async function requestWorkspace(db: Db, request: WorkspaceRequest, need: WorkspaceNeed): Promise<Membership> {
  const named = request.headers[WORKSPACE_HEADER];
  const workspaceId = typeof named === 'string' && named ? named : await personalWorkspaceId(db, request.auth.userId);
  return requireWorkspaceRole(db, request.auth.userId, workspaceId, need);
}
