/**
 * A keyed in-memory cache for reads that many clients share (the public catalogue and
 * statistics), with three properties a plain Map lacks:
 * - concurrent misses for one key share one load (no stampede on the database);
 * - `invalidate()` wins over loads already running: their results are handed to the
 *   callers that were waiting, but never stored, so data read before a change cannot
 *   outlive the change;
 * - with a `ttlMs`, an expired value keeps being served while one refresh runs in the
 *   background (stale-while-revalidate), so expiry never adds latency.
 * A load that fails is not stored: the next read tries again. A `ttlMs` of 0 turns caching off.
 */
export interface ReadCache<K, V> {
  get(key: K): Promise<V>;
  /** Drops every entry (a change made anywhere: the next read loads afresh). */
  invalidate(): void;
  readonly size: number;
}

interface Entry<V> {
  /** The settled value, once a load has succeeded. */
  value?: V;
  loadedAt: number;
  /** The load in flight, if any. */
  loading?: Promise<V> | undefined;
}

export function createReadCache<K, V>(options: { load: (key: K) => Promise<V>; ttlMs?: number }): ReadCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  let generation = 0;

  function startLoad(key: K, entry: Entry<V>): Promise<V> {
    const started = generation;
    const loading = options.load(key).then(
      (value) => {
        // Only a load that began after the latest invalidation may be kept.
        if (started === generation && entries.get(key) === entry) {
          entry.value = value;
          entry.loadedAt = Date.now();
          entry.loading = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (entries.get(key) === entry) {
          entry.loading = undefined;
          if (!('value' in entry)) entries.delete(key);
        }
        throw error;
      },
    );
    entry.loading = loading;
    return loading;
  }

  return {
    get(key) {
      // A TTL of 0 means no caching at all (tests that change data behind the app's back).
      if (options.ttlMs === 0) return options.load(key);
      const entry = entries.get(key);
      if (!entry) {
        const fresh: Entry<V> = { loadedAt: 0 };
        entries.set(key, fresh);
        return startLoad(key, fresh);
      }
      if (!('value' in entry)) return entry.loading ?? startLoad(key, entry);
      const expired = options.ttlMs !== undefined && Date.now() - entry.loadedAt >= options.ttlMs;
      if (expired && !entry.loading) {
        // Background refresh; its failure keeps the stale value and is retried next read.
        startLoad(key, entry).catch(() => {});
      }
      return Promise.resolve(entry.value as V);
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
