// Query steps that every table's queries take the same way.
import { count, getTableName, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** `%text%` for ILIKE, with the user's own \, % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Inserts one row and answers it as stored, defaults filled in. */
export async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const [row] = await db.insert(table).values(values).returning();
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row as T['$inferSelect'];
}

/**
 * The first row of a table that matches, if any. Drizzle cannot type a select from a table
 * it only knows as generic, so the row is typed here, once, from the table.
 */
export async function findOne<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** How many rows of a table match (all of them without a condition). */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}
