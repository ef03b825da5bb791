/** A promise-chain mutex: callers run one after another, in arrival order, whatever each outcome. */
export function createMutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    runExclusive<T>(task: () => Promise<T>): Promise<T> {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/**
 * Serialises across browser tabs too (Web Locks), so two tabs never spend the same rotating refresh
 * token. Without the API (old browsers, jsdom) the in-tab mutex alone applies.
 */
export function withCrossTabLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks?.request ? locks.request(name, task) : task();
}
