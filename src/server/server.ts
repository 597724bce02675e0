import { buildApp } from './app.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { openDatabase } from './db/client.ts';
import { seedCatalogue } from './db/seed/index.ts';
import { loadEnv } from './env.ts';

/** Starts the one server process: site, API and realtime. Listens and closes; nothing else. */
async function main() {
  const started = performance.now();
  const env = loadEnv();
  const release = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir: env.DATA_DIR },
  );
  const seed = await seedCatalogue(database.db);
  const app = await buildApp({ env, database });
  if (seed.seeded) app.log.info(`seeded the demo catalogue (${seed.products} products)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received; finishing requests in flight and closing`);
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // Stops accepting, waits for requests in flight, then closes io and the database,
      // so every acknowledged write is on disk before the lock is released.
      await app.close();
      await release?.();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `ready in ${Math.round(performance.now() - started)} ms on ${env.DATABASE_URL ? 'PostgreSQL' : `the embedded database in ${env.DATA_DIR}`}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
