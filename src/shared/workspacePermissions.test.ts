import { leastRoleFor, permitFor, refusalReason, roleRequiredMessage, WORKSPACE_ACTIONS, WORKSPACE_PERMISSIONS } from './workspacePermissions';
import { WORKSPACE_ROLES } from './workspaceRoles';

describe('the workspace permission table', () => {
  it('lets an owner do everything, an editor all but the owner’s actions, and a viewer nothing that changes the workspace', () => {
    const allowed = (role: (typeof WORKSPACE_ROLES)[number]) => WORKSPACE_ACTIONS.filter((action) => permitFor(role, action).allowed);
    expect(allowed('owner')).toEqual(WORKSPACE_ACTIONS);
    expect(allowed('editor')).toEqual(WORKSPACE_ACTIONS.filter((action) => WORKSPACE_PERMISSIONS[action].least !== 'owner'));
    expect(allowed('viewer')).toEqual([]);
  });

  it('says why a role may not, and whom to ask', () => {
    expect(permitFor('viewer', 'competitors.remove')).toEqual({ allowed: false, reason: "Viewers can't remove competitors — ask an owner or editor" });
    expect(permitFor('editor', 'members.manage')).toEqual({ allowed: false, reason: "Editors can't change roles or remove members — ask an owner" });
    expect(permitFor('viewer', 'workspace.rename')).toEqual({ allowed: false, reason: "Viewers can't rename the workspace — ask an owner" });
    expect(permitFor('editor', 'competitors.remove')).toEqual({ allowed: true, reason: null });
  });

  it('gives the server’s 403 the same reason, naming the role needed and the caller’s', () => {
    expect(roleRequiredMessage('reports.delete', 'viewer')).toBe(
      `${refusalReason('viewer', 'reports.delete')}. This needs the editor role in this workspace; yours is viewer.`,
    );
    expect(roleRequiredMessage('owner', 'editor')).toBe('This needs the owner role in this workspace; yours is editor.');
  });

  it('reads a role as itself and an action as its least role', () => {
    for (const role of WORKSPACE_ROLES) expect(leastRoleFor(role)).toBe(role);
    expect(leastRoleFor('audit.read')).toBe('owner');
    expect(leastRoleFor('accounts.sync')).toBe('editor');
  });
});
