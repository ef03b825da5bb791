/** The workspaces module's surface for other modules. */
export { personalWorkspaceId, requestWorkspace, requireWorkspaceRole, type Membership, type WorkspaceRequest } from './access';
export { recordAudit } from './service';
