import type { Redis } from 'ioredis';

/**
 * Whether the shared Redis answers now. Redis is shared by every server process, so its outage
 * is not something one process can fix by leaving the load balancer: each process keeps serving
 * and does without it (docs/decisions/0010-readiness-and-shared-dependencies.md): counters in
 * memory, socket events to its own sockets, chat relayed through the database.
 */
export interface RedisLink {
  isUp(): boolean;
  /** Runs on each change (down, then up again); returns the unsubscribe. */
  onChange(listener: (up: boolean) => void): () => void;
  close(): void;
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** How often a connected Redis is asked PING: a frozen server keeps its connection open. */
const PROBE_MS = 2000;

/**
 * Follows one ioredis connection: down when it closes or a probe goes unanswered (the
 * client's commandTimeout), up once it is ready and answers again. Logs once when Redis goes
 * away (with the first error's message) and once when it is back; the errors of every
 * reconnection attempt in between go to debug.
 */
export function watchRedis(redis: Redis, log: Logger, probeMs = PROBE_MS): RedisLink {
  const listeners = new Set<(up: boolean) => void>();
  let up = false;
  let downSince = 0;
  let reason: string | undefined;
  let started = false;
  let closed = false;

  const set = (next: boolean) => {
    if (next === up || closed) return;
    up = next;
    if (next) {
      if (started) log.info({ dependency: 'redis', downSeconds: (Date.now() - downSince) / 1000 }, 'redis is back');
      started = true;
    } else {
      downSince = Date.now();
      log.warn(
        { dependency: 'redis', reason: reason ?? 'connection closed' },
        'redis unavailable: serving without it (counters in memory, events to this process, chat relayed through the database)',
      );
    }
    reason = undefined;
    for (const listener of listeners) listener(next);
  };

  redis.on('error', (error: Error) => {
    reason ??= error.message;
    log.debug({ dependency: 'redis', err: error }, 'redis error');
  });
  redis.on('ready', () => set(true));
  redis.on('close', () => set(false));
  redis.on('end', () => set(false));

  const probe = setInterval(() => {
    if (redis.status !== 'ready') return;
    redis.ping().then(
      () => set(true),
      (error: unknown) => {
        reason ??= error instanceof Error ? error.message : String(error);
        set(false);
      },
    );
  }, probeMs);
  probe.unref();

  return {
    isUp: () => up,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      closed = true;
      clearInterval(probe);
      listeners.clear();
    },
  };
}

/**
 * For the other connections a feature opens (subscribers): their errors repeat the shared
 * connection's, which watchRedis already reports, so they go to debug.
 */
export function quietErrors(client: Redis, log: Pick<Logger, 'debug'>, what: string): void {
  client.on('error', (error: Error) => log.debug({ dependency: 'redis', err: error }, `${what}: redis error`));
}
