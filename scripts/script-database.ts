// What every command-line script that works on the database does around its work: on the
// embedded database it takes DATA_DIR's lock first (one process at a time), it closes the
// database and gives the lock back however the work ends, and its exit code is main's answer
// (an unexpected error prints its message and exits 1).
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { lockDataDir } from '../src/server/db/data-dir-lock.ts';
import type { Env } from '../src/server/env.ts';

export async function withScriptDatabase<T>(env: Env, work: (database: Database) => Promise<T>): Promise<T> {
  const release = env.DATABASE_URL ? undefined : await lockDataDir(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'embedded', dataDir: env.DATA_DIR },
  );
  try {
    return await work(database);
  } finally {
    await database.close();
    await release?.();
  }
}

export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
