import closeWithGrace from 'close-with-grace';
import pretty from 'pino-pretty';
import { type AppOptions, buildApp } from './app.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { type DatabaseLog, jsonLineLog, openDatabase } from './db/client.ts';
import { hasStaff } from './db/queries/users.queries.ts';
import { seedCatalogue } from './db/seed/index.ts';
import { loadEnv } from './env.ts';

/**
 * Runs the one server process: site, API and realtime. Listens and closes; nothing else.
 * `contentBuild` is for tests only (tests/fixtures/server-with-quick-build.ts): real server
 * processes whose publishes build a tiny site in a second instead of `astro build`'s ~20 s.
 */
export async function runServer({ contentBuild }: Pick<AppOptions, 'contentBuild'> = {}) {
  const started = performance.now();
  const env = loadEnv();
  const release = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  // The database reports through the app's logger once there is one; JSON lines until then.
  let databaseLog: DatabaseLog = jsonLineLog;
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir: env.DATA_DIR },
    { log: { error: (fields, message) => databaseLog.error(fields, message) } },
  );
  // The demo catalogue is for trying the product out: a production database starts empty
  // unless SEED_DEMO=true asks for it (README, Configuration).
  const seed = env.SEED_DEMO ? await seedCatalogue(database.db) : { seeded: false, products: 0 };
  // A person at a terminal reads lines; a log collector reads JSON.
  const logStream = process.stdout.isTTY
    ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' })
    : undefined;
  const app = await buildApp({ env, database, contentBuild, ...(logStream ? { logStream } : {}) });
  databaseLog = { error: (fields, message) => app.log.error(fields, message) };
  if (seed.seeded) app.log.info(`seeded the demo catalogue (${seed.products} products)`);

  // SIGTERM (or SIGINT): readiness fails first, so a load balancer stops sending new
  // requests; after SHUTDOWN_DRAIN_SECONDS the server stops accepting, finishes requests in
  // flight, tells sockets to reconnect (to another process), lets the mail outbox and the
  // work after answers finish, closes the database and exits. A second signal, or
  // SHUTDOWN_TIMEOUT_SECONDS passing, exits at once.
  const drainMs = env.SHUTDOWN_DRAIN_SECONDS * 1000;
  closeWithGrace(
    { delay: drainMs + env.SHUTDOWN_TIMEOUT_SECONDS * 1000, logger: { error: (message) => app.log.error(message) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error');
      else app.log.info(`${signal} received; not ready any more, finishing requests in flight and closing`);
      app.markShuttingDown();
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      // Every acknowledged write is on disk before the lock is released.
      await app.close();
      await release?.();
      app.log.info('closed');
    },
  );

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `ready in ${Math.round(performance.now() - started)} ms on ${env.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${env.DATA_DIR}`}`,
  );
  app.log.info(`open ${siteUrl(env.HOST, env.PORT, app)} (the console: /console, the API reference: /api/docs)`);
  if (!(await hasStaff(database.db))) {
    app.log.info(
      `no staff account yet: create the first admin with  npm run user:create -- --type admin --email you@company.com --name 'Your Name'${
        env.DATABASE_URL ? '' : '  (stop this server first: the embedded database has one user at a time)'
      }`,
    );
  }
}

/** The address a person opens: the port actually bound (PORT=0 picks one), on the configured host. */
function siteUrl(host: string, port: number, app: { server: { address(): unknown } }): string {
  const bound = app.server.address();
  const actualPort = typeof bound === 'object' && bound !== null && 'port' in bound ? Number(bound.port) : port;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${actualPort}/`;
}

/** A server that cannot start says why in one line and exits 1 (a bad setting, a data folder in use). */
export function exitOnStartFailure(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
