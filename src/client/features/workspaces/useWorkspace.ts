import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../base/hooks';
import { permitFor, type Permit, type WorkspaceAction } from '../../../shared/workspacePermissions';
import type { WorkspaceSummary } from '../../../shared/workspaces';
import { selectSelectedRole, selectSelectedWorkspaceId, workspacesListed } from './workspacesSlice';
import { useGetWorkspacesQuery } from './workspacesApi';

export interface CurrentWorkspace {
  workspaces: WorkspaceSummary[];
  workspace: WorkspaceSummary | null;
  isLoading: boolean;
  isError: boolean;
  /** What the workspaces call failed with, for the error state. */
  error: unknown;
  refetch: () => unknown;
}

/** The selected workspace and the user's role in it; the list keeps the selection valid. */
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
  };
}

const UNKNOWN_YET: Permit = { allowed: true, reason: null };

/**
 * Whether the user may do `action` in the selected workspace, and if not, why (the reason to show on
 * the disabled control). Read from the same table the server enforces (shared/workspacePermissions.ts),
 * so what the app offers is what the server accepts. Just after a switch the role last listed answers;
 * before the workspaces were ever listed the server alone decides.
 */
export function useCan(action: WorkspaceAction): Permit {
  const { workspace } = useCurrentWorkspace();
  const lastListed = useAppSelector(selectSelectedRole);
  const role = workspace?.role ?? lastListed;
  return role ? permitFor(role, action) : UNKNOWN_YET;
}
