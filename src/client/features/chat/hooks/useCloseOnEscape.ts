import { useEffect } from 'react';

/**
 * Escape closes the desktop chat panel wherever the focus is, on the page or in the panel, unless
 * something else takes that Escape first: a modal dialog is open, or a control already handled it
 * (a menu, a tooltip) and said so with preventDefault. It listens on window, after every document and
 * React handler has had its turn.
 */
export function useCloseOnEscape(onClose: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
}
