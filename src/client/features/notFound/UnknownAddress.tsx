import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useWorkspace } from '../../base/workspace/WorkspaceContext';

/** What the toast after the redirect says: the address that has no page, as typed. */
export const unknownAddressMessage = (address: string) => `There is no page at ${address}: the link may be mistyped, or the page may have moved.`;

/**
 * What an address no route knows does, in the app shell and on the public frame alike: it goes on to
 * `/` (where a signed-in person goes on to the dashboard) and a toast says that the page asked for
 * does not exist, naming it. The server still answers such an address with 404 (crawlers and link
 * checkers see it), and an unknown /api address with its JSON 404. The toasts live with the store, so
 * the workspace is started for them when a signed-out visitor has none yet.
 */
export function UnknownAddress() {
  const { pathname, search } = useLocation();
  const { workspace, start } = useWorkspace();
  const address = `${pathname}${search}`;
  // Once per address, although React may run an effect twice (StrictMode) before the redirect lands.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (told.current === address) return;
    told.current = address;
    const shown = workspace ? Promise.resolve(workspace) : start();
    shown.then((ready) => ready.showToast({ type: 'warning', message: unknownAddressMessage(address) })).catch(() => undefined); // the host shows a failed load
  }, [address, workspace, start]);
  return <Navigate to="/" replace />;
}
