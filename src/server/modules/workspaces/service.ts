/**
 * Workspaces and their members (docs/workspaces.md). An owner manages members and settings and may delete a
 * shared workspace; a workspace always keeps at least one owner, so the last one can neither leave
 * nor be demoted. Each change is written to the workspace's audit log.
 */
import type { AuditEntry, Member, WorkspaceRole, WorkspaceSummary } from '../../../shared/workspaces';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/httpError';
import { requireWorkspaceRole } from './access';
import {
  countOwners,
  withOwnersLocked,
  deleteWorkspace,
  findWorkspace,
  insertAudit,
  insertWorkspace,
  listAudit,
  listMembers,
  listMemberWorkspaces,
  removeMember,
  renameWorkspace,
  setMemberRole,
  type AuditRecord,
} from './repository';

/** Records one line of a workspace's audit log (what other modules call when they connect, delete…). */
export const recordAudit = (db: Db, record: AuditRecord): Promise<void> => insertAudit(db, record);

export async function listWorkspaces(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await listMemberWorkspaces(db, userId);
  // `personal`: this user's own personal workspace (someone else's, shared with them, is not theirs to keep).
  return rows.map(({ personalOf, ...row }) => ({ ...row, personal: personalOf === userId }));
}

export async function workspaceSummary(db: Db, userId: string, workspaceId: string): Promise<WorkspaceSummary> {
  const found = (await listWorkspaces(db, userId)).find((workspace) => workspace.id === workspaceId);
  if (!found) throw notFound('Workspace not found');
  return found;
}

export async function createWorkspace(db: Db, userId: string, name: string): Promise<WorkspaceSummary> {
  const workspaceId = await insertWorkspace(db, name, userId);
  await recordAudit(db, { workspaceId, actorId: userId, action: 'workspace.created', subject: name });
  return workspaceSummary(db, userId, workspaceId);
}

export async function renameOwnedWorkspace(db: Db, userId: string, workspaceId: string, name: string): Promise<WorkspaceSummary> {
  await requireWorkspaceRole(db, userId, workspaceId, 'workspace.rename');
  await renameWorkspace(db, workspaceId, name);
  await recordAudit(db, { workspaceId, actorId: userId, action: 'workspace.renamed', subject: name });
  return workspaceSummary(db, userId, workspaceId);
}

/** A shared workspace goes with everything in it; a personal one lives as long as its user. */
export async function deleteOwnedWorkspace(db: Db, userId: string, workspaceId: string): Promise<void> {
  await requireWorkspaceRole(db, userId, workspaceId, 'workspace.delete');
  const workspace = await findWorkspace(db, workspaceId);
  if (workspace?.personalOf) {
    throw new HttpError(409, 'A personal workspace is deleted only with its user (Settings → Delete account)', 'PERSONAL_WORKSPACE');
  }
  await deleteWorkspace(db, workspaceId);
}

export async function membersOf(db: Db, userId: string, workspaceId: string): Promise<Member[]> {
  await requireWorkspaceRole(db, userId, workspaceId, 'viewer');
  const rows = await listMembers(db, workspaceId);
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
}

const lastOwner = (what: string) => new HttpError(409, `The last owner cannot ${what}: make another member an owner first`, 'LAST_OWNER');

async function memberOf(db: Db, workspaceId: string, userId: string): Promise<Member> {
  const found = (await listMembers(db, workspaceId)).find((row) => row.userId === userId);
  if (!found) throw notFound('Member not found');
  return { ...found, joinedAt: found.joinedAt.toISOString() };
}

export async function changeMemberRole(db: Db, actorId: string, workspaceId: string, userId: string, role: WorkspaceRole): Promise<Member> {
  await requireWorkspaceRole(db, actorId, workspaceId, 'members.manage');
  await withOwnersLocked(db, workspaceId, async (tx) => {
    // Again under the lock: an owner the other just demoted may no longer change roles.
    await requireWorkspaceRole(tx, actorId, workspaceId, 'members.manage');
    const target = await memberOf(tx, workspaceId, userId);
    if (target.role === 'owner' && role !== 'owner' && (await countOwners(tx, workspaceId)) <= 1) throw lastOwner('be demoted');
    await setMemberRole(tx, workspaceId, userId, role);
    await recordAudit(tx, { workspaceId, actorId, action: 'member.role_changed', subject: `${target.email}: ${target.role} → ${role}` });
  });
  return memberOf(db, workspaceId, userId);
}

/** An owner removes anyone; any member may remove themselves (leave). The last owner can do neither. */
export async function removeWorkspaceMember(db: Db, actorId: string, workspaceId: string, userId: string): Promise<void> {
  const leaving = actorId === userId;
  const needed = leaving ? 'viewer' : 'members.manage';
  await requireWorkspaceRole(db, actorId, workspaceId, needed);
  await withOwnersLocked(db, workspaceId, async (tx) => {
    await requireWorkspaceRole(tx, actorId, workspaceId, needed);
    const target = await memberOf(tx, workspaceId, userId);
    if (target.role === 'owner' && (await countOwners(tx, workspaceId)) <= 1) throw lastOwner(leaving ? 'leave' : 'be removed');
    const workspace = await findWorkspace(tx, workspaceId);
    if (workspace?.personalOf === userId) throw new HttpError(409, 'Nobody can leave or be removed from their own personal workspace', 'PERSONAL_WORKSPACE');
    // Written before the removal: a workspace left by its last member is deleted with its log (migration 0012).
    await recordAudit(tx, { workspaceId, actorId, action: leaving ? 'member.left' : 'member.removed', subject: target.email });
    await removeMember(tx, workspaceId, userId);
  });
}

export async function auditOf(db: Db, userId: string, workspaceId: string): Promise<AuditEntry[]> {
  await requireWorkspaceRole(db, userId, workspaceId, 'audit.read');
  const rows = await listAudit(db, workspaceId);
  return rows.map(({ id, actorName, action, subject, createdAt }) => ({
    id,
    actorName,
    action: action as AuditEntry['action'],
    subject,
    createdAt: createdAt.toISOString(),
  }));
}
