import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/server/db/client.ts';

/**
 * Records every row written to any table of the app, so the fuzzer can tell whether a
 * refused request stored anything. A row-level trigger (not a statement-level one: an
 * UPDATE that matched nothing is not a write) appends the table and operation to a log.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await db.execute(
    sql`create table if not exists fuzz_write_log (id bigserial primary key, tbl text not null, op text not null)`,
  );
  await db.execute(sql`
    create or replace function fuzz_log_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_write_log (tbl, op) values (TG_TABLE_NAME, TG_OP);
      return null;
    end $$`);
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_write_log'`,
  );
  for (const { tablename } of tables) {
    await db.execute(sql.raw(`drop trigger if exists fuzz_log on "${tablename}"`));
    await db.execute(
      sql.raw(
        `create trigger fuzz_log after insert or update or delete on "${tablename}" for each row execute function fuzz_log_write()`,
      ),
    );
  }
}

export async function writeMark(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: string | number | null }>(db, sql`select max(id) as id from fuzz_write_log`);
  return Number(row?.id ?? 0);
}

/** The writes since a mark, as "table OP" with counts. */
export async function writesSince(db: Db, mark: number): Promise<Map<string, number>> {
  const rows = await queryRows<{ tbl: string; op: string }>(
    db,
    sql`select tbl, op from fuzz_write_log where id > ${mark} order by id`,
  );
  const counts = new Map<string, number>();
  for (const { tbl, op } of rows) counts.set(`${tbl} ${op}`, (counts.get(`${tbl} ${op}`) ?? 0) + 1);
  return counts;
}

/**
 * Writes a refused request may make, each for a reason unrelated to its input: resolving a
 * bearer token refreshes the session's last use, and the mail worker updates queued mail
 * in the background whenever it runs.
 */
const ALLOWED_ON_REFUSAL = new Set(['sessions UPDATE', 'sessions INSERT', 'mail_outbox UPDATE']);

/** The writes since a mark that a refused request must not make, as "2× orders INSERT, …"; '' when none. */
export async function writesOnRefusal(db: Db, mark: number): Promise<string> {
  const writes = [...(await writesSince(db, mark))].filter(([write]) => !ALLOWED_ON_REFUSAL.has(write));
  return writes.map(([write, count]) => `${count}× ${write}`).join(', ');
}
