import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;

/** The window's width, re-rendering on resize (the panel clamps to it and switches to the overlay). */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, windowWidth, () => 1440);
}
