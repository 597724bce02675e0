import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A dependency that takes longer than this to answer counts as failing. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | 'failing' | 'timed out';
type SharedState = 'ok' | 'unavailable';

async function bounded(check: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): CheckResult => 'ok'), timeout]);
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /livez`: the process answers. `GET /readyz`: this process can serve: its database
 * pool and its file storage answer, and it is not shutting down. A load balancer sends
 * traffic only to ready processes, so on SIGTERM readiness fails first (server.ts) and the
 * balancer moves away before the process stops accepting.
 *
 * Redis is reported, never required (docs/decisions/0010-readiness-and-shared-dependencies.md): every process shares the one
 * Redis, so its outage would take every process out at once and the balancer would answer 503
 * to everyone, while each process can serve without it. Its state is the connection's as
 * followed by redis-link.ts (no command per probe): `"status":"degraded"`, still 200, with
 * `redis` in `degraded`. Answers name each check and its state, never an address, a message
 * or a credential.
 */
export default fp(
  async function healthPlugin(app: FastifyInstance) {
    let shuttingDown = false;
    app.decorate('markShuttingDown', () => {
      shuttingDown = true;
    });
    app.decorate('isShuttingDown', () => shuttingDown);
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });

    const checks: Record<string, () => Promise<unknown>> = {
      database: () => app.db.execute(sql`select 1`),
      // The uploads folder can be written, or the bucket answers a HeadBucket (one cheap
      // request that also proves the credentials): a process that cannot keep a payment
      // proof must not be sent buyers.
      storage: () => app.storage.check(),
    };

    const noStore = { 'cache-control': 'no-store' };
    app.get('/livez', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) =>
      reply.headers(noStore).send({ status: 'ok' }),
    );
    app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
      const names = Object.keys(checks);
      const results = await Promise.all(names.map((name) => bounded(checks[name]!)));
      const states: Record<string, CheckResult | SharedState | 'shutting down'> = Object.fromEntries(
        names.map((name, index) => [name, results[index]!]),
      );
      if (shuttingDown) states['process'] = 'shutting down';
      const failed = Object.entries(states)
        .filter(([, state]) => state !== 'ok')
        .map(([name]) => name);
      const shared: Record<string, SharedState> = app.redis
        ? { redis: app.redisLink.isUp() ? 'ok' : 'unavailable' }
        : {};
      const degraded = Object.entries(shared)
        .filter(([, state]) => state !== 'ok')
        .map(([name]) => name);
      const status = failed.length > 0 ? 'not ready' : degraded.length > 0 ? 'degraded' : 'ready';
      return reply
        .headers(noStore)
        .code(failed.length === 0 ? 200 : 503)
        .send({ status, checks: { ...states, ...shared }, failed, degraded });
    });
  },
  { name: 'health', dependencies: ['db', 'redis', 'storage'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503: a load balancer stops sending new requests here. */
    markShuttingDown(): void;
    isShuttingDown(): boolean;
  }
}
