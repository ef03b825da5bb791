import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryError } from '../../api/errors';
import { prefetchWorkspaceWhenIdle } from '../../base/workspace/prefetchWorkspaceWhenIdle';
import type { Workspace } from '../../base/workspace/workspace';
import { useWorkspace } from '../../base/workspace/WorkspaceContext';
import { useAfterSignInPath } from '../session';
import type { SignInRequest } from './signIn';

export interface SignInFailure {
  error: QueryError;
  workspace: Workspace;
}

/**
 * Signs in from a public page, which renders without the store: loads the workspace (usually already
 * prefetched), signs in through it and goes into the app, back to the page that asked for sign-in.
 * Resolves with the failure for the caller to show, or null (signed in, or the workspace itself failed
 * to load, which the workspace host reports). The page prefetches the workspace chunk once it has
 * rendered and the browser is idle, so the click does not wait for it.
 */
export function useSignIn() {
  const { workspace, start, prefetch } = useWorkspace();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignInPath();
  const [isLoading, setLoading] = useState(false);
  const needsPrefetch = !workspace;

  useEffect(() => (needsPrefetch ? prefetchWorkspaceWhenIdle(prefetch) : undefined), [needsPrefetch, prefetch]);

  const signIn = useCallback(
    async (request: SignInRequest, options: { to?: string } = {}): Promise<SignInFailure | null> => {
      setLoading(true);
      try {
        const workspace = await start();
        const outcome = await workspace.signIn(request);
        if (outcome.ok) {
          void navigate(options.to ?? afterSignIn, { replace: true });
          return null;
        }
        return { error: outcome.error, workspace };
      } catch {
        return null;
      } finally {
        setLoading(false);
      }
    },
    [start, navigate, afterSignIn],
  );
  return { signIn, isLoading };
}
