import { useEffect, useRef, type RefObject } from 'react';
import { useReturnFocus } from './useReturnFocus';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * While active: moves focus into the container, keeps Tab cycling inside it, calls onEscape on Escape,
 * and gives focus back to whatever had it before (useReturnFocus), so keyboard users land where they were.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // A ref, so a new inline callback each render does not re-run the trap (which would steal focus).
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  // First, so it records the opener before the trap moves focus inside.
  useReturnFocus(ref, active);
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    (focusables(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(container);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [ref, active]);
}
