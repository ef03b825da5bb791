import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersistConfig } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import type { WorkspaceRole, WorkspaceSummary } from '../../../shared/workspaces';
import { sessionExpired, signedOut } from '../session';

export interface WorkspacesState {
  /** The workspace every page works in; null until the list arrives: the personal one. */
  selectedWorkspaceId: string | null;
  /**
   * The user's role in each workspace as last listed. Switching workspace drops the API cache, list
   * included; until it is read again the controls follow these roles rather than offer everything.
   */
  roles: Record<string, WorkspaceRole>;
}

const initialState: WorkspacesState = { selectedWorkspaceId: null, roles: {} };

export const workspacesSlice = createSlice({
  name: 'workspaces',
  initialState,
  reducers: {
    workspaceSelected(state, action: PayloadAction<string>) {
      state.selectedWorkspaceId = action.payload;
    },
    /** The user's workspaces arrived: keep the choice while they still belong to it, else the personal one. */
    workspacesListed(state, action: PayloadAction<WorkspaceSummary[]>) {
      const list = action.payload;
      state.roles = Object.fromEntries(list.map((workspace) => [workspace.id, workspace.role]));
      if (!state.selectedWorkspaceId || !list.some((workspace) => workspace.id === state.selectedWorkspaceId)) {
        state.selectedWorkspaceId = (list.find((workspace) => workspace.personal) ?? list[0])?.id ?? null;
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState).addCase(sessionExpired, () => initialState);
  },
  selectors: {
    selectSelectedWorkspaceId: (state) => state.selectedWorkspaceId,
    selectSelectedRole: (state): WorkspaceRole | null => (state.selectedWorkspaceId ? (state.roles[state.selectedWorkspaceId] ?? null) : null),
  },
});

export const workspacesPersistConfig: PersistConfig<WorkspacesState> = { key: 'workspaces', storage, whitelist: ['selectedWorkspaceId'] };

export const { workspaceSelected, workspacesListed } = workspacesSlice.actions;
export const { selectSelectedWorkspaceId, selectSelectedRole } = workspacesSlice.selectors;
