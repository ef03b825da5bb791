import { useCallback, useSyncExternalStore } from 'react';
import { darkTheme } from '../../app/theme';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** SPEC §9: under 768px the sidebar becomes a drawer and the chat an overlay. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${darkTheme.breakpoints.mobile - 1}px)`;

export const useIsMobile = () => useMediaQuery(MOBILE_MEDIA_QUERY);
