import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { QueryError } from '../../api/errors';
import { useWorkspace } from '../../app/workspace/WorkspaceHost';
import type { Workspace } from '../../app/workspace/workspace';
import { afterSignInPath } from '../session/loginPaths';
import type { SignInRequest } from './signIn';

export interface SignInFailure {
  error: QueryError;
  workspace: Workspace;
}

type FromState = { from?: string } | null;

/**
 * Signs in from a public page, which renders without the store: loads the workspace (usually already
 * prefetched), signs in through it and goes into the app, back to the page that asked for sign-in.
 * Resolves with the failure for the caller to show, or null (signed in, or the workspace itself failed
 * to load, which the workspace host reports).
 */
export function useSignIn() {
  const { start } = useWorkspace();
  const navigate = useNavigate();
  const from = (useLocation().state as FromState)?.from;
  const [isLoading, setLoading] = useState(false);

  const signIn = useCallback(
    async (request: SignInRequest): Promise<SignInFailure | null> => {
      setLoading(true);
      try {
        const workspace = await start();
        const outcome = await workspace.signIn(request);
        if (outcome.ok) {
          navigate(afterSignInPath(from), { replace: true });
          return null;
        }
        return { error: outcome.error, workspace };
      } catch {
        return null;
      } finally {
        setLoading(false);
      }
    },
    [start, navigate, from],
  );
  return { signIn, isLoading };
}
