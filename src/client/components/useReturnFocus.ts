import { useEffect, type RefObject } from 'react';

/**
 * While active, remembers what had focus when it turned on (the opener); when it turns off, gives the
 * opener focus back if focus would otherwise be lost: on the page body (the focused element went away
 * with the container) or still inside the container. Keyboard users land where they were.
 */
export function useReturnFocus(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const container = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const focused = document.activeElement;
      const lost = !focused || focused === document.body || Boolean(container?.contains(focused));
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [ref, active]);
}
