import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, workspaceAuditLog, workspaceInvitations, workspaceMembers, workspaces, type WorkspaceRole } from '../../db/schema';
import type { AuditAction, InvitationMailState } from '../../../shared/workspaces';

/** The workspaces the user belongs to, personal first, then by name, with their role and head count. */
export async function listMemberWorkspaces(db: Db, userId: string) {
  const headCount = db
    .select({ workspaceId: workspaceMembers.workspaceId, members: count().as('members') })
    .from(workspaceMembers)
    .groupBy(workspaceMembers.workspaceId)
    .as('head_count');
  return db
    .select({ id: workspaces.id, name: workspaces.name, personalOf: workspaces.personalOf, role: workspaceMembers.role, members: headCount.members })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(headCount, eq(headCount.workspaceId, workspaces.id))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.personalOf} is null`, asc(workspaces.name), asc(workspaces.createdAt));
}

export async function findWorkspace(db: Db, workspaceId: string) {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row ?? null;
}

/** A shared workspace and its first owner, in one transaction. */
export async function insertWorkspace(db: Db, name: string, ownerId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(workspaces).values({ name }).returning({ id: workspaces.id });
    await tx.insert(workspaceMembers).values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
    return row.id;
  });
}

export async function renameWorkspace(db: Db, workspaceId: string, name: string): Promise<void> {
  await db.update(workspaces).set({ name, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
}

/** Deletes a workspace; its accounts (with everything synced), competitors, reports and invitations cascade. */
export async function deleteWorkspace(db: Db, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.name));
}

/**
 * Runs `work` in a transaction holding the workspace's row lock, so changes to who owns it take turns:
 * the last-owner check and the change it allows are one step, never two that another request can come
 * between (two owners demoting each other, or leaving, at the same moment).
 */
export function withOwnersLocked<T>(db: Db, workspaceId: string, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${workspaces.id} from ${workspaces} where ${workspaces.id} = ${workspaceId} for update`);
    return work(tx);
  });
}

export async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  return row.n;
}

/** Adds the member, or keeps the higher of the two roles when they already belong. */
export async function addMember(db: Db, workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
  await db
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role })
    .onConflictDoUpdate({
      target: [workspaceMembers.workspaceId, workspaceMembers.userId],
      set: {
        role: sql`case when ${rankSql(sql`excluded.role`)} > ${rankSql(workspaceMembers.role)} then excluded.role else ${workspaceMembers.role} end`,
      },
    });
}

const rankSql = (role: unknown) => sql`(case ${role} when 'owner' then 3 when 'editor' then 2 else 1 end)`;

export async function setMemberRole(db: Db, workspaceId: string, userId: string, role: WorkspaceRole): Promise<boolean> {
  const rows = await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function removeMember(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export type NewInvitation = {
  workspaceId: string;
  email: string;
  role: WorkspaceRole;
  tokenHash: string;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  mailState: InvitationMailState;
};

export async function insertInvitation(db: Db, invitation: NewInvitation) {
  const [row] = await db.insert(workspaceInvitations).values(invitation).returning();
  return row;
}

const invitationColumns = {
  id: workspaceInvitations.id,
  workspaceId: workspaceInvitations.workspaceId,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  invitedBy: workspaceInvitations.invitedBy,
  inviterName: users.name,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
  acceptedAt: workspaceInvitations.acceptedAt,
  mailState: workspaceInvitations.mailState,
  mailError: workspaceInvitations.mailError,
};

/** Invitations not yet accepted nor expired, newest first. */
export async function listPendingInvitations(db: Db, workspaceId: string, now: Date) {
  return db
    .select(invitationColumns)
    .from(workspaceInvitations)
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), gt(workspaceInvitations.expiresAt, now)))
    .orderBy(desc(workspaceInvitations.createdAt));
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ ...invitationColumns, workspaceName: workspaces.name })
    .from(workspaceInvitations)
    .innerJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Spends the invitation: true only for the one call that marks it accepted (a second use finds it spent). */
export async function markInvitationAccepted(db: Db, invitationId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(workspaceInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(workspaceInvitations.id, invitationId), isNull(workspaceInvitations.acceptedAt), gt(workspaceInvitations.expiresAt, now)))
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

/** A new token for a pending invitation (the old link stops working); null when it is not pending in this workspace. */
export async function replaceInvitationToken(
  db: Db,
  workspaceId: string,
  invitationId: string,
  { tokenHash, expiresAt, mailState }: { tokenHash: string; expiresAt: Date; mailState: InvitationMailState },
  now: Date,
) {
  const [row] = await db
    .update(workspaceInvitations)
    .set({ tokenHash, expiresAt, mailState, mailError: null })
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        gt(workspaceInvitations.expiresAt, now),
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return row ?? null;
}

export async function deleteInvitation(db: Db, workspaceId: string, invitationId: string) {
  const [row] = await db
    .delete(workspaceInvitations)
    .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt)))
    .returning({ email: workspaceInvitations.email });
  return row ?? null;
}

/**
 * A member did it (their name is copied as it is now), or the app did on its own (`actorId: null`, e.g. a
 * scheduled send), under the name given.
 */
export type AuditRecord = { workspaceId: string; action: AuditAction; subject: string } & ({ actorId: string } | { actorId: null; actorName: string });

/** One line of the workspace's audit log. */
export async function insertAudit(db: Db, record: AuditRecord): Promise<void> {
  if (record.actorId === null) {
    const { workspaceId, actorName, action, subject } = record;
    await db.insert(workspaceAuditLog).values({ workspaceId, actorId: null, actorName, action, subject });
    return;
  }
  await db.execute(sql`
    insert into ${workspaceAuditLog} (workspace_id, actor_id, actor_name, action, subject)
    select ${record.workspaceId}::uuid, ${users.id}, ${users.name}, ${record.action}::text, ${record.subject}::text from ${users} where ${users.id} = ${record.actorId}::uuid`);
}

const AUDIT_PAGE = 200;

export async function listAudit(db: Db, workspaceId: string) {
  return db
    .select()
    .from(workspaceAuditLog)
    .where(eq(workspaceAuditLog.workspaceId, workspaceId))
    .orderBy(desc(workspaceAuditLog.createdAt), desc(workspaceAuditLog.id))
    .limit(AUDIT_PAGE);
}

/**
 * Where the e-mail carrying one link stands. Keyed by the token's hash too, so the job of a link made
 * anew since (or of a revoked invitation) changes nothing; answers whether the invitation still has that link.
 */
export async function recordInvitationMail(
  db: Db,
  invitationId: string,
  tokenHash: string,
  mailState: InvitationMailState,
  mailError: string | null,
): Promise<boolean> {
  const rows = await db
    .update(workspaceInvitations)
    .set({ mailState, mailError })
    .where(and(eq(workspaceInvitations.id, invitationId), eq(workspaceInvitations.tokenHash, tokenHash)))
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}
