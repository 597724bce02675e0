import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../../src/server/services/read-cache.ts';

/**
 * A cache whose loads the test finishes by hand (`pending`, in the order they began), to
 * order them against invalidations.
 */
function manualCache(options: { ttlMs?: number } = {}) {
  const pending: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ key, resolve, reject });
      }),
  );
  return { cache: createReadCache({ load, ...options }), load, pending };
}

describe('read cache', () => {
  it('shares one load between concurrent readers of a key and keeps its value', async () => {
    const { cache, load, pending } = manualCache();
    const readers = [cache.get('k'), cache.get('k')];
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('v1');
    expect(await Promise.all(readers)).toEqual(['v1', 'v1']);
    expect(await cache.get('k')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never stores a value whose load began before an invalidation', async () => {
    const { cache, load, pending } = manualCache();
    const before = cache.get('k');
    cache.invalidate();
    const after = cache.get('k');
    expect(load).toHaveBeenCalledTimes(2);
    pending[0]!.resolve('old');
    pending[1]!.resolve('new');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.get('k')).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed load so the next read tries again', async () => {
    const { cache, pending } = manualCache();
    const failing = cache.get('k');
    pending[0]!.reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    const retry = cache.get('k');
    pending[1]!.resolve('v');
    expect(await retry).toBe('v');
  });

  it('serves an expired value while one background refresh runs, then the refreshed one', async () => {
    vi.useFakeTimers();
    try {
      const { cache, load, pending } = manualCache({ ttlMs: 1000 });
      const first = cache.get('k');
      pending[0]!.resolve('v1');
      await first;
      vi.advanceTimersByTime(1000);
      expect(await cache.get('k')).toBe('v1');
      expect(await cache.get('k')).toBe('v1');
      expect(load).toHaveBeenCalledTimes(2);
      pending[1]!.resolve('v2');
      await vi.waitFor(async () => expect(await cache.get('k')).toBe('v2'));
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads on every read with a TTL of 0', async () => {
    let n = 0;
    const cache = createReadCache({ load: async () => ++n, ttlMs: 0 });
    expect(await cache.get('k')).toBe(1);
    expect(await cache.get('k')).toBe(2);
  });
});
