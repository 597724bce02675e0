import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { openDatabase, queryRows } from '../../../src/server/db/client.ts';
import { freshPostgresDatabase, LOCAL_POSTGRES_URL } from '../support/helper.ts';
import { describeWith } from '../support/services.ts';

async function columns(db: Db): Promise<string[]> {
  const rows = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db,
    sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' order by table_name, column_name`,
  );
  return rows.map((row) => `${row.table_name}.${row.column_name}:${row.data_type}`);
}

describeWith(['postgres'], 'committed migrations', () => {
  it('build the same schema on the embedded database and on PostgreSQL', async () => {
    const embedded = await openDatabase({ kind: 'memory' });
    const server = await freshPostgresDatabase();
    try {
      const onEmbedded = await columns(embedded.db);
      const onPostgres = await columns(server.db);
      expect(onEmbedded).toEqual(onPostgres);
      const tables = new Set(onEmbedded.map((column) => column.split('.')[0]));
      for (const table of [
        'users',
        'sessions',
        'one_time_tokens',
        'products',
        'product_images',
        'product_origins',
        'inquiries',
        'orders',
        'order_history',
        'order_receipts',
        'messages',
        'disputes',
      ]) {
        expect(tables, table).toContain(table);
      }
    } finally {
      await embedded.close();
      await server.close();
    }
  });

  it('are idempotent: reopening an up-to-date database applies nothing and keeps its rows', async () => {
    const server = await freshPostgresDatabase();
    const applied = async (db: Db) =>
      (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;
    try {
      await server.db.execute(
        sql`insert into users (full_name, email, password_hash) values ('Ada Obi', 'ada@example.com', 'x')`,
      );
      const before = await applied(server.db);
      const reopened = await openDatabase({ kind: 'postgres', url: server.url });
      try {
        expect(await applied(reopened.db)).toBe(before);
        const users = await queryRows<{ email: string }>(reopened.db, sql`select email from users`);
        expect(users.map((row) => row.email)).toEqual(['ada@example.com']);
      } finally {
        await reopened.close();
      }
    } finally {
      await server.close();
    }
  });

  it('are applied once when several processes start together on an empty database (replicas, a deploy)', async () => {
    const name = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: LOCAL_POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(LOCAL_POSTGRES_URL);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(
      Array.from({ length: 3 }, () => openDatabase({ kind: 'postgres', url: url.toString() })),
    );
    try {
      expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
        'opened',
      ]);
    } finally {
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
