import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../../src/server/services/read-cache.ts';

/** A load the test finishes by hand, to order it against invalidations. */
function manualLoads() {
  const pending: { key: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        pending.push({ key, resolve, reject });
      }),
  );
  return { load, pending };
}

describe('read cache', () => {
  it('shares one load between concurrent readers of a key and keeps its value', async () => {
    const { load, pending } = manualLoads();
    const cache = createReadCache({ load });
    const a = cache.get('k');
    const b = cache.get('k');
    expect(load).toHaveBeenCalledTimes(1);
    pending[0]!.resolve('v1');
    expect(await a).toBe('v1');
    expect(await b).toBe('v1');
    expect(await cache.get('k')).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never stores a value whose load began before an invalidation', async () => {
    const { load, pending } = manualLoads();
    const cache = createReadCache({ load });
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
    const { load, pending } = manualLoads();
    const cache = createReadCache({ load });
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
      const { load, pending } = manualLoads();
      const cache = createReadCache({ load, ttlMs: 1000 });
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
