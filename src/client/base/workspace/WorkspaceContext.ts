import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { AppStore } from '../../app/store';
import type { SessionStatus } from '../../features/session';
import type { Workspace } from './workspace';

/**
 * A store handed in from outside (renderWithProviders): the workspace wraps it instead of creating the
 * app's own. `loadedAtStart` says whether it counts as already loaded (like a user coming back from
 * /app) or loads only on demand (like a first visit).
 */
export interface ProvidedStore {
  store: AppStore;
  loadedAtStart: boolean;
}
export const ProvidedStoreContext = createContext<ProvidedStore | null>(null);

/**
 * What app/workspace/WorkspaceHost.tsx provides. The host owns the loading (it imports the chunk);
 * the pages below reach it only through this context, so they never import app/.
 */
export interface WorkspaceState {
  workspace: Workspace | null;
  /** A stored session is being restored: its status is not known yet. */
  restoring: boolean;
  /** Loads the workspace (once) and mounts its services; resolves with it. */
  start: () => Promise<Workspace>;
  /** Downloads the workspace chunk without starting it; a failure stays silent (start reports it). */
  prefetch: () => void;
}

export const WorkspaceContext = createContext<WorkspaceState | null>(null);

function useWorkspaceState(): WorkspaceState {
  const state = useContext(WorkspaceContext);
  if (!state) throw new Error('Render inside <WorkspaceHost>');
  return state;
}

/** `start()` for code that needs the store on demand (a form submit), and the workspace if already there. */
export function useWorkspace(): Pick<WorkspaceState, 'workspace' | 'start' | 'prefetch'> {
  const { workspace, start, prefetch } = useWorkspaceState();
  return { workspace, start, prefetch };
}

/** The workspace for a route that cannot render without it: starts it if needed, null while it loads. */
export function useRequiredWorkspace(): Workspace | null {
  const { workspace, start } = useWorkspaceState();
  useEffect(() => {
    if (!workspace) start().catch(() => undefined); // the host shows the failure
  }, [workspace, start]);
  return workspace;
}

const noSubscription = () => () => undefined;

/**
 * The session status for components that render without react-redux: read from the store once the
 * workspace is there; "checking" while a stored session is restored; otherwise "signedOut" (a visitor
 * with no stored session: starting the workspace on demand must not swap the page for a spinner).
 */
export function useSessionStatus(): SessionStatus {
  const { workspace, restoring } = useWorkspaceState();
  const status = useSyncExternalStore(workspace?.subscribe ?? noSubscription, () => workspace?.sessionStatus() ?? null);
  if (status) return status;
  return restoring ? 'checking' : 'signedOut';
}
