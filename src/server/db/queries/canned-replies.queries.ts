import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cannedReplies } from '../schema/index.ts';
import { countRows } from './rows.ts';

export type CannedReplyRow = typeof cannedReplies.$inferSelect;

export const allCannedReplies = (db: Db) => db.select().from(cannedReplies).orderBy(asc(cannedReplies.shortcut));

export const countCannedReplies = (db: Db): Promise<number> => countRows(db, cannedReplies);

export async function findCannedReply(db: Db, id: string) {
  const [row] = await db.select().from(cannedReplies).where(eq(cannedReplies.id, id)).for('update');
  return row;
}

export async function findCannedReplyByShortcut(db: Db, shortcut: string) {
  const [row] = await db.select().from(cannedReplies).where(eq(cannedReplies.shortcut, shortcut));
  return row;
}

/** Null when the shortcut is taken (unique), so the caller answers 409. */
export async function insertCannedReply(
  db: Db,
  values: Pick<CannedReplyRow, 'shortcut' | 'title' | 'body' | 'updatedBy' | 'createdAt' | 'updatedAt'>,
) {
  const [row] = await db.insert(cannedReplies).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCannedReply(
  db: Db,
  id: string,
  patch: Partial<Pick<CannedReplyRow, 'shortcut' | 'title' | 'body'>> & Pick<CannedReplyRow, 'updatedBy' | 'updatedAt'>,
) {
  const [row] = await db.update(cannedReplies).set(patch).where(eq(cannedReplies.id, id)).returning();
  return row;
}

export async function deleteCannedReply(db: Db, id: string) {
  const [row] = await db.delete(cannedReplies).where(eq(cannedReplies.id, id)).returning();
  return row;
}
