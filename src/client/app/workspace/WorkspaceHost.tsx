import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionStatus } from '../../features/session';
import { hasStoredSession } from '../../api/tokenStorage';
import type { AppStore } from '../store';
import { loadWorkspace } from './loadWorkspace';
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

interface WorkspaceState {
  workspace: Workspace | null;
  /** A stored session is being restored: its status is not known yet. */
  restoring: boolean;
  /** Loads the workspace (once) and mounts its services; resolves with it. */
  start: () => Promise<Workspace>;
}

const WorkspaceContext = createContext<WorkspaceState | null>(null);

function useWorkspaceState(): WorkspaceState {
  const state = useContext(WorkspaceContext);
  if (!state) throw new Error('Render inside <WorkspaceHost>');
  return state;
}

/**
 * Holds the workspace (the store and what depends on it) once something needs it: a stored session
 * on load, a guarded route, or a sign-in. Until then the public pages render without Redux (the pages
 * that can sign in prefetch the chunk once they have rendered, see useSignIn).
 */
export function WorkspaceHost({ children }: { children: ReactNode }) {
  const provided = useContext(ProvidedStoreContext);
  // Decided once per page load: a stored session must be restored (and may redirect) at once.
  const [startAtOnce] = useState(() => Boolean(provided?.loadedAtStart) || hasStoredSession());
  const [workspace, setWorkspace] = useState<Workspace | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const start = useCallback(async () => {
    try {
      const loaded = await loadWorkspace(provided?.store);
      setWorkspace(loaded);
      return loaded;
    } catch (error) {
      setFailure({ error });
      throw error;
    }
  }, [provided]);

  useEffect(() => {
    if (startAtOnce) start().catch(() => undefined); // kept in `failure`, thrown below
  }, [startAtOnce, start]);

  const restoring = startAtOnce && !workspace;
  const value = useMemo(() => ({ workspace, restoring, start }), [workspace, restoring, start]);
  // A chunk that failed and that no preload-error handler took care of reaches the error boundary.
  if (failure) throw failure.error;
  return (
    <WorkspaceContext.Provider value={value}>
      {children}
      {workspace ? <workspace.Services /> : null}
    </WorkspaceContext.Provider>
  );
}

/** `start()` for code that needs the store on demand (a form submit), and the workspace if already there. */
export function useWorkspace(): Pick<WorkspaceState, 'workspace' | 'start'> {
  const { workspace, start } = useWorkspaceState();
  return { workspace, start };
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
