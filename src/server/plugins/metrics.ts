import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

export interface MetricsOptions {
  /** The metrics port (METRICS_PORT); unset: no metrics are kept or served. */
  port: number | undefined;
  host: string;
  database: Database;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Prometheus metrics on their own port (`METRICS_PORT`), so they are never served to the
 * public next to the site: requests (rate, status classes, latency per route), the process
 * (event-loop lag, heap: prom-client's defaults), sockets per namespace, chat messages, the
 * mail outbox (depth, age of the oldest) and the database pool.
 */
export default fp(
  async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
    if (options.port === undefined) return;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method and route',
      labelNames: ['method', 'route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not the URL: ids and tokens would make a series per request.
      const route = request.routeOptions.url ?? 'not found';
      requests.inc({ method: request.method, route, status_class: statusClass(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    new Gauge({
      name: 'socketio_connected_sockets',
      help: 'Open socket.io connections of this process, by namespace',
      labelNames: ['namespace'] as const,
      registers: [registry],
      collect() {
        this.reset();
        if (!app.hasDecorator('io')) return;
        for (const [name, namespace] of app.io._nsps) this.set({ namespace: name }, namespace.sockets.size);
      },
    });
    // A shared dependency this process serves without while it is down (docs/decisions/0010-readiness-and-shared-dependencies.md):
    // 1 up, 0 down. Alert on it; /readyz stays 200 meanwhile.
    new Gauge({
      name: 'dependency_up',
      help: 'Whether a shared dependency answers this process (1) or not (0)',
      labelNames: ['dependency'] as const,
      registers: [registry],
      collect() {
        if (app.redis) this.set({ dependency: 'redis' }, app.redisLink.isUp() ? 1 : 0);
      },
    });
    const chatMessages = new Counter({
      name: 'chat_messages_received_total',
      help: 'Chat messages sent to this process by buyers and staff',
      registers: [registry],
    });
    app.decorate('countChatMessage', () => chatMessages.inc());

    const outboxDepth = new Gauge({
      name: 'mail_outbox_depth',
      help: 'Mails waiting in the outbox (pending or being sent)',
      registers: [registry],
    });
    const outboxAge = new Gauge({
      name: 'mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest mail still waiting in the outbox (0 when empty)',
      registers: [registry],
    });
    const readOutbox = async () => {
      const [row] = await queryRows<{ depth: number; age: number | null }>(
        app.db,
        sql`select count(*)::int as depth,
                   extract(epoch from (now() - min(created_at)))::float8 as age
              from mail_outbox where status in ('pending', 'sending')`,
      );
      outboxDepth.set(row?.depth ?? 0);
      outboxAge.set(row?.age ?? 0);
    };

    const pool = options.database.pool;
    if (pool) {
      const poolGauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      poolGauge('db_pool_connections', 'PostgreSQL connections open in the pool', () => pool.totalCount);
      poolGauge('db_pool_connections_idle', 'PostgreSQL connections idle in the pool', () => pool.idleCount);
      poolGauge('db_pool_waiting_queries', 'Queries waiting for a pool connection', () => pool.waitingCount);
    }

    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) => {
      // A database that does not answer leaves the outbox figures as they were last read.
      await readOutbox().catch((error: unknown) => app.log.warn({ err: error }, 'metrics: outbox not readable'));
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    app.addHook('onReady', async () => {
      await server.listen({ port: options.port!, host: options.host });
      const address = server.server.address();
      app.log.info(`metrics on port ${typeof address === 'object' && address ? address.port : options.port}`);
    });
    app.addHook('onClose', async () => {
      await server.close();
    });
    app.decorate('metricsServer', server);
  },
  { name: 'metrics', dependencies: ['db', 'redis'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one chat message (a no-op while metrics are off). */
    countChatMessage?: () => void;
    metricsServer?: FastifyInstance;
  }
}
