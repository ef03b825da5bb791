/**
 * An in-process, least-recently-used store of computed answers, bounded in entries and in about the size
 * of their JSON. It holds no rule of its own about when an answer is stale: callers put everything the
 * answer depends on in its key (for analytics, the account's data_version from the database), so a
 * changed input is simply a key nobody asked for yet, and the old entry ages out.
 */
export type AnswerCacheLimits = { maxEntries: number; maxChars: number };

type AnswerCacheStats = { entries: number; chars: number; hits: number; misses: number };

export type AnswerCache = {
  /** The answer stored under `key`, or the one `compute` gives (stored, and shared with any caller asking meanwhile). */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  stats(): AnswerCacheStats;
};

type Entry = { value: unknown; chars: number };

/** A number's, boolean's or null's length as JSON, taken as the same for all: the bound is on memory, not on text. */
const SCALAR_CHARS = 8;

/**
 * Freezes an answer and tells about the length of its JSON (strings exact, less escapes). Answers are
 * shared between requests: frozen, so that no caller can change what the next one is served. Measured in
 * the walk freezing needs anyway: JSON.stringify of a two-year overview, only to count it, cost more CPU
 * than the rest of storing it.
 */
function freezeAndMeasure(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  // Encoded JSON (http/jsonText.ts jsonBytes): bytes cannot be frozen; no caller writes to them.
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value === null || typeof value !== 'object') return value === undefined ? 0 : SCALAR_CHARS;
  let chars = 2;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) chars += freezeAndMeasure(item) + 1;
  } else {
    for (const [key, child] of Object.entries(value)) chars += key.length + 4 + freezeAndMeasure(child);
  }
  Object.freeze(value);
  return chars;
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
    const size = freezeAndMeasure(value);
    // One answer larger than the whole budget would evict everything else and then itself.
    if (size > maxChars) return;
    entries.set(key, { value, chars: size });
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
