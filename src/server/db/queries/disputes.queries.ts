import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { disputes } from '../schema/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(db: Db, values: { buyerId: string; subject: string; complaint: string }) {
  const [row] = await db.insert(disputes).values(values).returning();
  if (!row) throw new Error('dispute was not stored');
  return row;
}

export const disputesOfBuyer = (db: Db, buyerId: string) =>
  db.select().from(disputes).where(eq(disputes.buyerId, buyerId)).orderBy(desc(disputes.createdAt));
