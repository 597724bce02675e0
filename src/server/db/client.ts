import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
}

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'embedded'; dataDir: string }
  | { kind: 'memory' };

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = withAfterCommit(drizzlePg(pool, { schema }) as unknown as Db);
    try {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end(), pool };
  }
  let client: PGlite;
  if (target.kind === 'embedded') {
    const dir = join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = withAfterCommit(drizzlePglite(client, { schema }) as unknown as Db);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return { db, kind: 'embedded', close: () => client.close() };
}
