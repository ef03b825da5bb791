/**
 * /api/workspaces and /api/invitations: workspaces shared with roles, invitations by e-mail,
 * and each workspace's audit log. docs/workspaces.md describes who may do what.
 */
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema, userSchema } from './auth';
import { plainText } from './text';
import { WORKSPACE_HEADER, WORKSPACE_ROLES } from './workspaceRoles';

export { ROLE_RANK, WORKSPACE_HEADER, type WorkspaceRole } from './workspaceRoles';

/**
 * The workspace a request is about, for the routes that list or create (accounts, reports, sync…):
 * the client sends the selected one with every call. Without it, the user's personal workspace.
 * Routes about one object (an account, a competitor, a report) read the workspace from the object.
 */
export const workspaceHeaders = z.object({
  [WORKSPACE_HEADER]: z.uuid({ error: `${WORKSPACE_HEADER} must be a workspace id` }).optional(),
});

const workspaceRole = z.enum(WORKSPACE_ROLES);

const WORKSPACE_NAME_MAX = 80;
export const workspaceNameBody = z.strictObject({ name: plainText('name', { max: WORKSPACE_NAME_MAX }) });

export const workspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The user's own workspace, made with their account: it cannot be deleted. */
  personal: z.boolean(),
  role: workspaceRole,
  members: z.number().int(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;
export const workspaceList = z.array(workspaceSummary);

export const workspaceParams = z.strictObject({ workspaceId: z.uuid({ error: 'workspaceId must be a workspace id' }) });
export const memberParams = workspaceParams.extend({ userId: z.uuid({ error: 'userId must be a user id' }) });
export const invitationParams = workspaceParams.extend({ invitationId: z.uuid({ error: 'invitationId must be an invitation id' }) });

export const member = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: workspaceRole, joinedAt: z.string() });
export type Member = z.infer<typeof member>;
export const memberList = z.array(member);
export const changeRoleBody = z.strictObject({ role: workspaceRole });

export const inviteBody = z.strictObject({ email: emailSchema, role: workspaceRole });
export type InviteBody = z.infer<typeof inviteBody>;

/**
 * Where an invitation's e-mail stands. It leaves through the job queue after the invitation is made:
 * queued, then sent, or retrying (the relay refused or was slow) and at last failed. `not-configured`:
 * this server has no SMTP, so no e-mail goes and the owner copies the link.
 */
const invitationMailState = z.enum(['not-configured', 'queued', 'retrying', 'sent', 'failed']);
export type InvitationMailState = z.infer<typeof invitationMailState>;
const invitationMail = z.object({ state: invitationMailState, error: z.string().nullable() });

const invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: workspaceRole,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  mail: invitationMail,
});
export type Invitation = z.infer<typeof invitation>;
export const invitationList = z.array(invitation);

/**
 * An invitation just made (or its link made anew): the link holds the token, which is shown this once
 * (only its hash is stored). Its `mail` says whether an e-mail is on its way with the link; when
 * not (no SMTP), the owner copies the link and sends it themselves.
 */
export const issuedInvitation = z.object({ invitation, link: z.string() });
export type IssuedInvitation = z.infer<typeof issuedInvitation>;

const INVITATION_TOKEN_MAX = 128;
export const invitationTokenBody = z.strictObject({ token: plainText('token', { max: INVITATION_TOKEN_MAX, trim: false }) });
/** Signing up through an invitation: the address is the invitation's, so only a name and a password are asked. */
export const invitationSignUpBody = invitationTokenBody.extend({ name: nameSchema, password: passwordSchema });
export type InvitationSignUpBody = z.infer<typeof invitationSignUpBody>;

/** What the invitation page shows before anyone signs in; `hasAccount` decides sign-in or sign-up. */
export const invitationPreview = z.object({
  workspaceName: z.string(),
  role: workspaceRole,
  email: z.string(),
  invitedBy: z.string(),
  expiresAt: z.string(),
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
export const acceptedInvitation = z.object({ workspace: workspaceSummary });
export const invitationSignUpAnswer = z.object({ workspace: workspaceSummary, accessToken: z.string(), refreshToken: z.string(), user: userSchema });

const auditAction = z.enum([
  'workspace.created',
  'workspace.renamed',
  'account.connected',
  'account.disconnected',
  'competitor.added',
  'competitor.removed',
  'report.created',
  'report.deleted',
  'schedule.created',
  'schedule.changed',
  'schedule.deleted',
  'schedule.sent',
  'schedule.failed',
  'member.invited',
  'member.joined',
  'member.removed',
  'member.left',
  'member.role_changed',
  'invitation.revoked',
]);
export type AuditAction = z.infer<typeof auditAction>;
const auditEntry = z.object({ id: z.string(), actorName: z.string(), action: auditAction, subject: z.string(), createdAt: z.string() });
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.object({ data: z.array(auditEntry) });
