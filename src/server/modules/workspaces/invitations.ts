/**
 * Invitations by e-mail (docs/workspaces.md "Invitations"). An owner invites an address with a role; the invitation carries a
 * random token of which only the SHA-256 is stored (like refresh tokens), works once and for
 * INVITATION_TTL_MS. Accepting needs the invited address: a person who has an account with it signs
 * in and accepts, anyone else signs up with it (invitationSignUp). An invitation also dies when its
 * inviter is no longer an owner of the workspace, so a removed owner's invitations cannot let anyone in.
 */
import type { AuthResponse } from '../../../shared/auth';
import type {
  InviteBody,
  Invitation,
  InvitationMailState,
  InvitationPreview,
  InvitationSignUpBody,
  IssuedInvitation,
  WorkspaceSummary,
} from '../../../shared/workspaces';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/httpError';
import { hashOpaqueToken, newOpaqueToken } from '../auth/public';
import { findUserByEmail, findUserById, normalizeEmail } from '../users/public';
import { membershipOf, requireWorkspaceRole } from './access';
import {
  addMember,
  deleteInvitation,
  findInvitationByHash,
  insertInvitation,
  listPendingInvitations,
  markInvitationAccepted,
  replaceInvitationToken,
} from './repository';
import { recordAudit, workspaceSummary } from './service';

const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Where an invitation's link points: the SPA's invitation page, with the token in the fragment so it never reaches a server log. */
const invitationLink = (publicUrl: string, token: string) => `${publicUrl}/invitation#token=${encodeURIComponent(token)}`;

/** Queues the e-mail of one link and answers where it now stands (invitationQueue.ts). */
type InvitationMail = {
  readonly configured: boolean;
  enqueue(invitation: { id: string; tokenHash: string }, link: string): Promise<InvitationMailState>;
};

export type InvitationDeps = { db: Db; publicUrl: string; mail: InvitationMail; now?: () => Date };

const nowOf = (deps: InvitationDeps) => deps.now?.() ?? new Date();

type InvitationRecord = {
  id: string;
  email: string;
  role: Invitation['role'];
  inviterName: string;
  createdAt: Date;
  expiresAt: Date;
  mailState: InvitationMailState;
  mailError: string | null;
};
const toInvitation = (row: InvitationRecord): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.inviterName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  mail: { state: row.mailState, error: row.mailError },
});

export async function pendingInvitations(deps: InvitationDeps, userId: string, workspaceId: string): Promise<Invitation[]> {
  await requireWorkspaceRole(deps.db, userId, workspaceId, 'invitations.manage');
  return (await listPendingInvitations(deps.db, workspaceId, nowOf(deps))).map(toInvitation);
}

/** The link shown this once, with its e-mail queued (never sent on the request path: a slow relay holds nobody). */
async function issue(deps: InvitationDeps, row: InvitationRecord, tokenHash: string, token: string): Promise<IssuedInvitation> {
  const link = invitationLink(deps.publicUrl, token);
  const mailState = await deps.mail.enqueue({ id: row.id, tokenHash }, link);
  return { invitation: toInvitation({ ...row, mailState, mailError: null }), link };
}

/** Where a new link's e-mail starts: queued when this server can send e-mail. */
const firstMailState = (deps: InvitationDeps): InvitationMailState => (deps.mail.configured ? 'queued' : 'not-configured');

export async function inviteMember(deps: InvitationDeps, userId: string, workspaceId: string, body: InviteBody): Promise<IssuedInvitation> {
  await requireWorkspaceRole(deps.db, userId, workspaceId, 'invitations.manage');
  const email = normalizeEmail(body.email);
  const existing = await findUserByEmail(deps.db, email);
  if (existing && (await membershipOf(deps.db, existing.id, workspaceId))) {
    throw new HttpError(409, `${email} is already a member of this workspace`, 'ALREADY_MEMBER', [{ field: 'email', message: 'is already a member' }]);
  }
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const now = nowOf(deps);
  const row = await insertInvitation(deps.db, {
    workspaceId,
    email,
    role: body.role,
    tokenHash,
    invitedBy: userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    mailState: firstMailState(deps),
  });
  const inviter = await findUserById(deps.db, userId);
  await recordAudit(deps.db, { workspaceId, actorId: userId, action: 'member.invited', subject: `${email} as ${body.role}` });
  return issue(deps, { ...row, inviterName: inviter?.name ?? '' }, tokenHash, token);
}

/** A new link for a pending invitation (the token is never stored, so the old link cannot be shown again): the old one stops working. */
export async function renewInvitationLink(deps: InvitationDeps, userId: string, workspaceId: string, invitationId: string): Promise<IssuedInvitation> {
  await requireWorkspaceRole(deps.db, userId, workspaceId, 'invitations.manage');
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const now = nowOf(deps);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const renewed = await replaceInvitationToken(deps.db, workspaceId, invitationId, { tokenHash, expiresAt, mailState: firstMailState(deps) }, now);
  if (!renewed) throw notFound('Invitation not found, already accepted or expired');
  const row = await findInvitationByHash(deps.db, tokenHash);
  if (!row) throw notFound('Invitation not found');
  return issue(deps, row, tokenHash, token);
}

export async function revokeInvitation(deps: InvitationDeps, userId: string, workspaceId: string, invitationId: string): Promise<void> {
  await requireWorkspaceRole(deps.db, userId, workspaceId, 'invitations.manage');
  const revoked = await deleteInvitation(deps.db, workspaceId, invitationId);
  if (!revoked) throw notFound('Invitation not found');
  await recordAudit(deps.db, { workspaceId, actorId: userId, action: 'invitation.revoked', subject: revoked.email });
}

const unusable = (why: string) => new HttpError(410, why, 'INVITATION_UNUSABLE');

/** The invitation behind a token when it can still be accepted; otherwise an answer that says why not. */
async function usableInvitation(deps: InvitationDeps, token: string) {
  const row = await findInvitationByHash(deps.db, hashOpaqueToken(token));
  if (!row) throw notFound('This invitation link is not valid: ask for a new one');
  if (row.acceptedAt) throw unusable('This invitation was already used: ask the workspace owner for a new one');
  if (row.expiresAt.getTime() <= nowOf(deps).getTime()) throw unusable('This invitation has expired: ask the workspace owner for a new one');
  const inviter = await membershipOf(deps.db, row.invitedBy, row.workspaceId);
  if (inviter?.role !== 'owner') throw unusable('The person who invited you is no longer an owner of this workspace, so the invitation no longer holds');
  return row;
}

export async function previewInvitation(deps: InvitationDeps, token: string): Promise<InvitationPreview> {
  const row = await usableInvitation(deps, token);
  return {
    workspaceName: row.workspaceName,
    role: row.role,
    email: row.email,
    invitedBy: row.inviterName,
    expiresAt: row.expiresAt.toISOString(),
    hasAccount: (await findUserByEmail(deps.db, row.email)) !== null,
  };
}

/** Spends the invitation and makes the user a member; only one of two racing accepts wins. */
async function join(deps: InvitationDeps, row: Awaited<ReturnType<typeof usableInvitation>>, userId: string): Promise<WorkspaceSummary> {
  if (!(await markInvitationAccepted(deps.db, row.id, nowOf(deps)))) throw unusable('This invitation was already used: ask the workspace owner for a new one');
  await addMember(deps.db, row.workspaceId, userId, row.role);
  await recordAudit(deps.db, { workspaceId: row.workspaceId, actorId: userId, action: 'member.joined', subject: `${row.email} as ${row.role}` });
  return workspaceSummary(deps.db, userId, row.workspaceId);
}

/** A signed-in person accepts: the invitation must be for their address (403 otherwise, and it stays usable). */
export async function acceptInvitation(deps: InvitationDeps, userId: string, token: string): Promise<{ workspace: WorkspaceSummary }> {
  const row = await usableInvitation(deps, token);
  const user = await findUserById(deps.db, userId);
  if (!user || normalizeEmail(user.email) !== row.email) {
    throw new HttpError(403, `This invitation is for ${row.email}: sign in with that address to accept it`, 'INVITATION_WRONG_EMAIL');
  }
  return { workspace: await join(deps, row, userId) };
}

/**
 * Someone without an account signs up through the invitation, with its address (proven by holding the
 * link), and joins at once. An address that already has an account must sign in instead (409).
 */
export async function signUpThroughInvitation(
  deps: InvitationDeps,
  body: InvitationSignUpBody,
  createAccount: (input: { email: string; name: string; password: string }) => Promise<AuthResponse>,
): Promise<AuthResponse & { workspace: WorkspaceSummary }> {
  const row = await usableInvitation(deps, body.token);
  if (await findUserByEmail(deps.db, row.email)) {
    throw new HttpError(409, `${row.email} already has an account: sign in to accept the invitation`, 'EMAIL_TAKEN');
  }
  const session = await createAccount({ email: row.email, name: body.name, password: body.password });
  return { ...session, workspace: await join(deps, row, session.user.id) };
}
