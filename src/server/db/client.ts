import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withAfterCommit } from './after-commit.ts';
import type { Db } from './db-type.ts';
import { embeddedDatabaseDir, snapshotPglite } from './embedded.ts';
import * as schema from './schema/index.ts';

export type { Db, Schema } from './db-type.ts';

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }`, but the shared `Db` type
 * cannot know which, so the result is typed here once.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for its use in the metrics; the embedded database has none. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /**
   * The embedded database in a folder only: a consistent copy of its files (gzip tar), taken
   * between two queries after a checkpoint, which PGlite opens again with `loadDataDir`
   * (backups: src/server/backup/).
   */
  snapshot?: () => Promise<Buffer>;
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded'; dataDir: string }
  /**
   * In memory; `image` is a PGlite data folder (`dumpDataDir`) to start from. Tests open one
   * migrated image per run instead of replaying every migration for every database.
   */
  | { kind: 'memory'; image?: Blob };

/** Any number, the same in every version: the key of the lock that migrations run under. */
const MIGRATION_LOCK = 240_001;

/**
 * Applies the migrations under a session lock, so processes that start together (replicas,
 * a rolling deploy) apply them one at a time: the first applies, the others then find
 * nothing to do. Without it they race to create the same tables and all but one crash.
 */
async function migrateOnce(pool: pg.Pool, db: Db) {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/** Where the database reports what happens outside a query (a dropped connection). */
export interface DatabaseLog {
  error(fields: object, message: string): void;
}

/**
 * Before the app's logger exists (and for scripts): one line in the log's own JSON shape
 * (pino's: level 50 is error), so a log collector reads it like every other line.
 */
export const jsonLineLog: DatabaseLog = {
  error(fields, message) {
    process.stderr.write(
      `${JSON.stringify({ level: 50, time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg: message })}\n`,
    );
  },
};

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(
  target: DatabaseTarget,
  { log = jsonLineLog }: { log?: DatabaseLog } = {},
): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) =>
      log.error(
        { err: { type: error.constructor.name, message: error.message } },
        'PostgreSQL connection lost; the pool opens a new one at the next query',
      ),
    );
    const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db);
    try {
      await migrateOnce(pool, db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end(), pool };
  }
  let client: PGlite;
  if (target.kind === 'embedded') {
    const dir = embeddedDatabaseDir(target.dataDir);
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(target.image ? { loadDataDir: target.image } : {});
  }
  const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'embedded',
    close: () => client.close(),
    ...(target.kind === 'embedded' ? { snapshot: () => snapshotPglite(client) } : {}),
  };
}
