import { reportPreloadError } from '../../base/lazyWithPreloadError';
import type { AppStore } from '../store';
import type { Workspace } from './workspace';

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

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Downloads the workspace chunk once the page has loaded and the browser is idle, so "Sign in" and
 * "Try the demo" do not wait for it, yet it never competes with the first render's own requests.
 * Returns a cancel function.
 */
export function prefetchWorkspaceWhenIdle(): () => void {
  const win = window as IdleWindow;
  let idleHandle: number | null = null;
  let timeoutHandle: ReturnType<typeof setTimeout> | null = null;
  // A failed prefetch stays silent: the real load reports it (and may reload) when it is needed.
  const prefetch = () => void loadWorkspaceModule().catch(() => undefined);
  const whenIdle = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(prefetch);
    else timeoutHandle = setTimeout(prefetch, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    window.removeEventListener('load', whenIdle);
    if (idleHandle !== null) win.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== null) clearTimeout(timeoutHandle);
  };
}
