import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { roleAtLeast, type WorkspaceRole } from '../../../shared/workspaceRoles';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { selectSelectedWorkspaceId, workspacesListed } from './workspacesSlice';
import { useGetWorkspacesQuery } from './workspacesApi';

/** What a role may not do, said on the control it disables (the server refuses it anyway). */
export const ROLE_REASONS: Record<Exclude<WorkspaceRole, 'viewer'>, string> = {
  editor: 'Viewers can look but not change: ask an owner of this workspace for the editor role.',
  owner: 'Only an owner of this workspace can do this.',
};

export interface CurrentWorkspace {
  workspaces: WorkspaceSummary[];
  workspace: WorkspaceSummary | null;
  isLoading: boolean;
  isError: boolean;
  /** What the workspaces call failed with, for the error state. */
  error: unknown;
  refetch: () => unknown;
  /** Whether the user's role here is at least `least`; until the workspaces are known the server alone decides. */
  can: (least: WorkspaceRole) => boolean;
}

/** The selected workspace and the user's role in it; the list keeps the selection valid (issue #22). */
export function useCurrentWorkspace(): CurrentWorkspace {
  const dispatch = useAppDispatch();
  const query = useGetWorkspacesQuery();
  const selectedId = useAppSelector(selectSelectedWorkspaceId);
  useEffect(() => {
    if (query.data) dispatch(workspacesListed(query.data));
  }, [dispatch, query.data]);
  const workspaces = query.data ?? [];
  const workspace = workspaces.find((candidate) => candidate.id === selectedId) ?? null;
  return {
    workspaces,
    workspace,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    can: (least) => (workspace ? roleAtLeast(workspace.role, least) : true),
  };
}
