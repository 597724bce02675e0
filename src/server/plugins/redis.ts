import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { watchRedis, type RedisLink } from '../services/redis-link.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set; null on a single process. */
    redis: Redis | null;
    /**
     * Whether that Redis answers now (always false without REDIS_URL). Everything that goes
     * through Redis asks it first and does without while it is down (docs/decisions/0010-readiness-and-shared-dependencies.md).
     */
    redisLink: RedisLink;
  }
}

/** Nothing to share: one process. */
const NO_REDIS: RedisLink = { isUp: () => false, onChange: () => () => {}, close: () => {} };

/**
 * One Redis connection per process when REDIS_URL is set, for what several server
 * processes share (counters, socket events, catalogue and publish notices). It must answer
 * at start (a wrong REDIS_URL stops the deploy); later outages only degrade (redis-link.ts).
 */
export default fp(
  async function redisPlugin(app: FastifyInstance, opts: { url?: string | undefined }) {
    if (!opts.url) {
      app.decorate('redis', null);
      app.decorate('redisLink', NO_REDIS);
      return;
    }
    // Short timeouts: a slow or frozen Redis must not hold a request. A command waits for a
    // reconnection at most once (maxRetriesPerRequest), and callers skip Redis while it is down.
    const redis = new Redis(opts.url, {
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    const link = watchRedis(redis, app.log);
    await redis.connect();
    app.decorate('redis', redis);
    app.decorate('redisLink', link);
    app.addHook('onClose', async () => {
      link.close();
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
