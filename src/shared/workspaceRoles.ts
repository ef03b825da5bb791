/**
 * The workspace roles and the header naming a request's workspace (docs/workspaces.md), without zod: the
 * client's first screens import these, and a zod schema built in the browser before zod's jitless
 * switch is a CSP violation (src/client/lib/zodJitless.ts) as well as 90 KB of the first load.
 */
export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** What each role may do, highest first: the client hides what a role cannot do, the server refuses it. */
export const ROLE_RANK: Record<WorkspaceRole, number> = { owner: 3, editor: 2, viewer: 1 };
export const roleAtLeast = (role: WorkspaceRole, least: WorkspaceRole): boolean => ROLE_RANK[role] >= ROLE_RANK[least];

/** The request header naming the selected workspace (HTTP header names are case-insensitive). */
export const WORKSPACE_HEADER = 'x-workspace-id';
