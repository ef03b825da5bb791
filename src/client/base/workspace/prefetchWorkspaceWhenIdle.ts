type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `prefetch` (useWorkspace().prefetch: the host downloads the workspace chunk) once the page has
 * loaded and the browser is idle, so "Sign in" and "Try the demo" do not wait for it, yet it never
 * competes with the first render's own requests. Returns a cancel function.
 */
export function prefetchWorkspaceWhenIdle(prefetch: () => void): () => void {
  const win = window as IdleWindow;
  let idleHandle: number | null = null;
  let timeoutHandle: ReturnType<typeof setTimeout> | null = null;
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
