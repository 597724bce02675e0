import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set; null on a single process. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per process when REDIS_URL is set, for what several server
 * processes must share (rate-limit counters). Fails fast at start if Redis is unreachable.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance, opts: { url?: string | undefined }) {
    if (!opts.url) {
      app.decorate('redis', null);
      return;
    }
    // Short timeouts: a slow Redis must not hold a request (the rate limiter skips on error).
    const redis = new Redis(opts.url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', (error) => app.log.error({ err: error }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
