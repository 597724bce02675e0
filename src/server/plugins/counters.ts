import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
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

/** The same counters in Redis; each call is one atomic script (rejects when Redis does not answer). */
export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async increment(key, windowMs) {
      const [count, ttlMs] = (await redis.eval(INCREMENT, 1, prefix + key, windowMs)) as [number, number];
      return { count, ttlMs: Math.max(0, ttlMs) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * Shared counters while Redis answers, this process's own while it does not: every limit
 * keeps holding, per process, through an outage (a guesser spread over N processes gets at
 * most N times the limit then), and no request waits for Redis or fails because of it. A call
 * that meets Redis going away is counted in memory instead. Counts made in memory during the
 * outage are not carried over to Redis: the windows are minutes long.
 */
export function fallbackCounters(
  shared: Counters,
  local: Counters,
  isUp: () => boolean,
  onError: (error: unknown) => void,
): Counters {
  return {
    async increment(key, windowMs) {
      if (!isUp()) return local.increment(key, windowMs);
      try {
        return await shared.increment(key, windowMs);
      } catch (error) {
        onError(error);
        return local.increment(key, windowMs);
      }
    },
    async release(key) {
      if (!isUp()) return local.release(key);
      await shared.release(key).catch(onError);
    },
    async clear(key) {
      // Both: a count made in memory during an outage must not outlive the reset either.
      await local.clear(key);
      if (isUp()) await shared.clear(key).catch(onError);
    },
  };
}

export default fp(
  async function countersPlugin(app: FastifyInstance, opts: { prefix: string }) {
    const local = memoryCounters();
    const counters = app.redis
      ? fallbackCounters(redisCounters(app.redis, opts.prefix), local, app.redisLink.isUp, (error) =>
          app.log.debug({ err: error }, 'redis counter failed; counted in memory'),
        )
      : local;
    app.decorate('counters', counters);
  },
  { name: 'counters', dependencies: ['redis'] },
);

/**
 * @fastify/rate-limit's store on these counters (the per-route limits of route-options.ts),
 * so its limits do without Redis the same way; a child store per route, as the plugin's own.
 */
export function countersRateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  class CountersStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = 'rate-limit:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.increment(this.prefix + key, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CountersStore(undefined, `${this.prefix}${String(route?.method)}${String(route?.url)}-`);
    }
  }
  return CountersStore;
}
