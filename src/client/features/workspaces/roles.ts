import type { WorkspaceRole } from '../../../shared/workspaces';

export const ROLE_NAMES: Record<WorkspaceRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };
export const ROLE_OPTIONS = (['viewer', 'editor', 'owner'] as const).map((value) => ({ value, name: ROLE_NAMES[value] }));
/** What each role may do, as the invite form and docs/workspaces.md say it. */
export const ROLE_MEANINGS: Record<WorkspaceRole, string> = {
  owner: 'members, settings and everything an editor does',
  editor: 'connects accounts, tracks competitors, makes reports, syncs',
  viewer: 'reads every page, changes nothing',
};
