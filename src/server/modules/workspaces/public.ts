/** The workspaces module's surface for other modules (issue #22). */
export { membershipOf, personalWorkspaceId, requireWorkspaceRole, ROLE_RANK, type Membership } from './access';
