import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasStoredSession } from '../../api/tokenStorage';
import type { Workspace } from '../../base/workspace/workspace';
import { ProvidedStoreContext, WorkspaceContext } from '../../base/workspace/WorkspaceContext';
import { loadWorkspace, prefetchWorkspace } from './loadWorkspace';

/**
 * Holds the workspace (the store and what depends on it) once something needs it: a stored session
 * on load, a guarded route, or a sign-in. Until then the public pages render without Redux (the pages
 * that can sign in prefetch the chunk once they have rendered, see useSignIn). The pages read it
 * through base/workspace/WorkspaceContext.ts; the loading, which imports the chunk, stays here.
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
  const value = useMemo(() => ({ workspace, restoring, start, prefetch: prefetchWorkspace }), [workspace, restoring, start]);
  // A chunk that failed and that no preload-error handler took care of reaches the error boundary.
  if (failure) throw failure.error;
  return (
    <WorkspaceContext.Provider value={value}>
      {children}
      {workspace ? <workspace.Services /> : null}
    </WorkspaceContext.Provider>
  );
}
