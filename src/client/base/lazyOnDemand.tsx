import { Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { lazyWithPreloadError } from './lazyWithPreloadError';

/**
 * A component whose code is fetched the first time it renders (a dialog, when it opens), rendering
 * nothing until then: for what most visits never show, so it stays out of the first load (docs/performance.md, "The dashboard bundle").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyOnDemand<T extends ComponentType<any>>(load: () => Promise<T>) {
  const Lazy = lazyWithPreloadError(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: ComponentProps<T>) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * Whether what `open` shows has been opened yet: true from the render that first opens it, and kept,
 * so a lazyOnDemand panel stays mounted once opened (its state kept, its closing played, focus given
 * back). Set while rendering, not in an effect: the chunk is requested in the render that opens it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
