/** The workspaces module's surface for other modules. */
export { membershipOf, personalWorkspaceId, requestWorkspace, requireWorkspaceRole, roleRequired, type Membership, type WorkspaceRequest } from './access';
export { recordAudit } from './service';
