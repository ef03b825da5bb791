import { lazyWithPreloadError } from '../../base/lazyWithPreloadError';

/** The workspaces feature's public surface (docs/workspaces.md): the switcher, the role check, the pages. */
export const WorkspacePage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-workspace" */ './WorkspacePage'));
export const InvitationPage = lazyWithPreloadError(() => import(/* webpackChunkName: "page-invitation" */ './InvitationPage'));
export { WorkspaceSwitcher } from './WorkspaceSwitcher';
export { useCan, useCurrentWorkspace } from './useWorkspace';
export { workspacesSlice, workspacesPersistConfig, type WorkspacesState } from './workspacesSlice';
export { addWorkspacesListeners } from './workspacesListeners';
