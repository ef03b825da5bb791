/**
 * What each role may do in a workspace, action by action: the one table the server enforces
 * (modules/workspaces/access.ts) and the web app reads to hide or disable what a role cannot do, with
 * the same reason the server's 403 gives. Zod-free, like workspaceRoles.ts, so the first screens can load it.
 *
 * Reading anything in a workspace needs only the viewer role; the table lists what changes it.
 * docs/workspaces.md says the same in prose.
 */
import { ROLE_RANK, WORKSPACE_ROLES, roleAtLeast, type WorkspaceRole } from './workspaceRoles';

type Permission = { least: WorkspaceRole; what: string };

export const WORKSPACE_PERMISSIONS = {
  'accounts.connect': { least: 'editor', what: 'connect or reconnect accounts' },
  'accounts.disconnect': { least: 'editor', what: 'disconnect accounts' },
  'accounts.sync': { least: 'editor', what: 'start a sync' },
  'accounts.configure': { least: 'editor', what: "change an account's niche, country or time zone" },
  'competitors.add': { least: 'editor', what: 'add competitors' },
  'competitors.remove': { least: 'editor', what: 'remove competitors' },
  'competitors.refresh': { least: 'editor', what: 'refresh competitors' },
  'reports.generate': { least: 'editor', what: 'generate reports' },
  'reports.rename': { least: 'editor', what: 'rename reports' },
  'reports.delete': { least: 'editor', what: 'delete reports' },
  'schedules.manage': { least: 'editor', what: 'schedule reports' },
  'branding.change': { least: 'owner', what: "change the reports' branding" },
  'workspace.rename': { least: 'owner', what: 'rename the workspace' },
  'workspace.delete': { least: 'owner', what: 'delete the workspace' },
  'members.manage': { least: 'owner', what: 'change roles or remove members' },
  'invitations.manage': { least: 'owner', what: 'invite people or manage invitations' },
  'audit.read': { least: 'owner', what: 'read the audit log' },
} as const satisfies Record<string, Permission>;

export type WorkspaceAction = keyof typeof WORKSPACE_PERMISSIONS;
export const WORKSPACE_ACTIONS = Object.keys(WORKSPACE_PERMISSIONS) as WorkspaceAction[];

/** A role or an action: the server's checks take either (an action's least role is the table's). */
export type WorkspaceNeed = WorkspaceRole | WorkspaceAction;

const isRole = (need: WorkspaceNeed): need is WorkspaceRole => (WORKSPACE_ROLES as readonly string[]).includes(need);

/** The least role a need asks for. */
export const leastRoleFor = (need: WorkspaceNeed): WorkspaceRole => (isRole(need) ? need : WORKSPACE_PERMISSIONS[need].least);

const PLURAL: Record<WorkspaceRole, string> = { owner: 'Owners', editor: 'Editors', viewer: 'Viewers' };

/** "an owner or editor": the roles that may, highest first. */
function whoMay(least: WorkspaceRole): string {
  const roles = WORKSPACE_ROLES.filter((role) => ROLE_RANK[role] >= ROLE_RANK[least]);
  return `${/^[aeiou]/.test(roles[0]) ? 'an' : 'a'} ${roles.join(' or ')}`;
}

/** Why `role` may not do `action`, and whom to ask: "Viewers can't remove competitors — ask an owner or editor". */
export function refusalReason(role: WorkspaceRole, action: WorkspaceAction): string {
  const { least, what } = WORKSPACE_PERMISSIONS[action];
  return `${PLURAL[role]} can't ${what} — ask ${whoMay(least)}`;
}

export type Permit = { allowed: true; reason: null } | { allowed: false; reason: string };

/** Whether `role` may do `action`, with the reason when not. */
export function permitFor(role: WorkspaceRole, action: WorkspaceAction): Permit {
  return roleAtLeast(role, WORKSPACE_PERMISSIONS[action].least) ? { allowed: true, reason: null } : { allowed: false, reason: refusalReason(role, action) };
}

/** The server's 403 text: the reason, then the role needed and the caller's. */
export function roleRequiredMessage(need: WorkspaceNeed, role: WorkspaceRole): string {
  const least = leastRoleFor(need);
  const roleNeeded = `This needs the ${least} role in this workspace; yours is ${role}.`;
  return isRole(need) ? roleNeeded : `${refusalReason(role, need)}. ${roleNeeded}`;
}
