import { reportPreloadError } from '../../base/lazyWithPreloadError';
import type { Workspace } from '../../base/workspace/workspace';
import type { AppStore } from '../store';

type WorkspaceModule = typeof import('./workspace');

let modulePromise: Promise<WorkspaceModule> | null = null;

function loadWorkspaceModule(): Promise<WorkspaceModule> {
  modulePromise ??= import(/* webpackChunkName: "workspace" */ './workspace').catch((error: unknown) => {
    modulePromise = null; // a later attempt may succeed (flaky network)
    throw error;
  });
  return modulePromise;
}

/** The app's workspace (its one store), or the one around a store handed in by a component test. */
export async function loadWorkspace(providedStore?: AppStore): Promise<Workspace> {
  let workspace: WorkspaceModule;
  try {
    workspace = await loadWorkspaceModule();
  } catch (error) {
    // Handled (the page is reloading to fetch the new build): never settle, there is nothing more to show.
    if (reportPreloadError(error)) return new Promise<never>(() => undefined);
    throw error;
  }
  return providedStore ? workspace.workspaceFor(providedStore) : workspace.startAppWorkspace();
}

/**
 * Downloads the workspace chunk without starting it (the pages that can sign in ask for it once the
 * browser is idle, base/workspace/prefetchWorkspaceWhenIdle.ts). A failed prefetch stays silent: the
 * real load reports it (and may reload) when it is needed.
 */
export function prefetchWorkspace(): void {
  void loadWorkspaceModule().catch(() => undefined);
}
