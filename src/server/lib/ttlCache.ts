/** A small in-process cache whose entries expire after `ttlMs`; the oldest entry goes when full. */
export type TtlCache<K, V> = {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  deleteWhere(predicate: (value: V, key: K) => boolean): void;
};

export function createTtlCache<K, V>(ttlMs: number, maxEntries = 10_000): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    delete: (key) => void entries.delete(key),
    deleteWhere(predicate) {
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
  };
}
