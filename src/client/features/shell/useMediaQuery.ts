import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../base/theme';

function useMediaQuery(query: string): boolean {
  // One list per query: useSyncExternalStore reads the snapshot on every render.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list.matches,
    () => false,
  );
}

/** Under 768px the sidebar becomes a drawer and the chat an overlay. */
export const useIsMobile = () => useMediaQuery(MOBILE_MEDIA_QUERY);
