/**
 * An in-process, least-recently-used store of computed answers, bounded in entries and in the size of
 * their JSON. It holds no rule of its own about when an answer is stale: callers put everything the
 * answer depends on in its key (for analytics, the account's data_version from the database), so a
 * changed input is simply a key nobody asked for yet, and the old entry ages out.
 */
export type AnswerCacheLimits = { maxEntries: number; maxChars: number };

export type AnswerCacheStats = { entries: number; chars: number; hits: number; misses: number };

export type AnswerCache = {
  /** The answer stored under `key`, or the one `compute` gives (stored, and shared with any caller asking meanwhile). */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  stats(): AnswerCacheStats;
};

type Entry = { value: unknown; chars: number };

/** Answers are shared between requests: frozen, so that no caller can change what the next one is served. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

export function createAnswerCache({ maxEntries, maxChars }: AnswerCacheLimits): AnswerCache {
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const entries = new Map<string, Entry>();
  // Concurrent first requests for one key (a dashboard opening) compute it once.
  const pending = new Map<string, Promise<unknown>>();
  let chars = 0;
  let hits = 0;
  let misses = 0;

  const evictBeyondLimits = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && chars <= maxChars) return;
      entries.delete(key);
      chars -= entry.chars;
    }
  };

  const store = (key: string, value: unknown) => {
    const size = JSON.stringify(value)?.length ?? 0;
    // One answer larger than the whole budget would evict everything else and then itself.
    if (size > maxChars) return;
    entries.set(key, { value: deepFreeze(value), chars: size });
    chars += size;
    evictBeyondLimits();
  };

  return {
    async answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return entry.value as T;
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight as Promise<T>;
      misses += 1;
      const computing = compute().then(
        (value) => {
          pending.delete(key);
          store(key, value);
          return value;
        },
        (error: unknown) => {
          // A failure is not an answer: the next request tries again.
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, computing);
      return computing;
    },
    stats: () => ({ entries: entries.size, chars, hits, misses }),
  };
}

/**
 * One store per database handle, each with `limits`: a process serving two databases (tests, the bench)
 * never mixes their answers. Answers the store of a handle, made on its first use.
 */
export function answerCachePerHandle(limits: AnswerCacheLimits): (handle: object) => AnswerCache {
  const stores = new WeakMap<object, AnswerCache>();
  return (handle) => {
    let store = stores.get(handle);
    if (!store) stores.set(handle, (store = createAnswerCache(limits)));
    return store;
  };
}
