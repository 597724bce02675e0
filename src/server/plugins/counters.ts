import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Windowed counters that can be taken back: an attempt is counted before it is judged
 * (so parallel attempts cannot all slip under a limit) and released if it turns out not
 * to count. Shared through Redis when several processes serve together, else in memory.
 */
export interface Counters {
  /** Adds one to `key` (starting a window of `windowMs` when new): its count and ms left. */
  increment(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** Takes one back, if the window still runs. */
  release(key: string): Promise<void>;
  /** Ends the window: the count starts again from nothing. */
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = now();
  // Expired windows are dropped now and then, so idle keys do not pile up.
  const sweep = (t: number) => {
    if (t - sweptAt < 60_000) return;
    sweptAt = t;
    for (const [key, window] of windows) if (window.endsAt <= t) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      const t = now();
      sweep(t);
      let window = windows.get(key);
      if (!window || window.endsAt <= t) {
        window = { count: 0, endsAt: t + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - t };
    },
    async release(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const RELEASE = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** The same counters in Redis; each call is one atomic script. */
export function redisCounters(redis: Redis, prefix: string, onError: (error: unknown) => void): Counters {
  return {
    async increment(key, windowMs) {
      try {
        const [count, ttlMs] = (await redis.eval(INCREMENT, 1, prefix + key, windowMs)) as [number, number];
        return { count, ttlMs: Math.max(0, ttlMs) };
      } catch (error) {
        // Like the rate limiter: an unreachable Redis must not stop every sign-in and message.
        onError(error);
        return { count: 0, ttlMs: windowMs };
      }
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key).catch(onError);
    },
    async clear(key) {
      await redis.del(prefix + key).catch(onError);
    },
  };
}

export default fp(
  async function countersPlugin(app: FastifyInstance, opts: { prefix: string }) {
    const counters = app.redis
      ? redisCounters(app.redis, opts.prefix, (error) => app.log.error({ err: error }, 'redis counter failed'))
      : memoryCounters();
    app.decorate('counters', counters);
  },
  { name: 'counters', dependencies: ['redis'] },
);
