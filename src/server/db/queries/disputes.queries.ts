import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { OPEN_DISPUTE_STATUSES, type DisputeQueueFilter } from '../../../shared/disputes/disputes.ts';
import type { Db } from '../client.ts';
import { disputeUpdates, disputes, orders, users } from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeUpdateRow = typeof disputeUpdates.$inferSelect;

/** A dispute with the order number it is about and its buyer. */
export interface DisputeWithRefs {
  dispute: DisputeRow;
  orderNumber: string | null;
  buyer: { id: string; fullName: string; email: string };
}

const withRefs = {
  dispute: disputes,
  orderNumber: orders.orderNumber,
  buyer: { id: users.id, fullName: users.fullName, email: users.email },
};

export const insertDispute = (
  db: Db,
  values: Pick<DisputeRow, 'buyerId' | 'orderId' | 'subject' | 'complaint' | 'createdAt' | 'updatedAt'>,
) => insertOne(db, disputes, values);

const selectDisputes = (db: Db, where: SQL | undefined) =>
  db
    .select(withRefs)
    .from(disputes)
    .innerJoin(users, eq(users.id, disputes.buyerId))
    .leftJoin(orders, eq(orders.id, disputes.orderId))
    .where(where);

export const disputesOfBuyer = (db: Db, buyerId: string): Promise<DisputeWithRefs[]> =>
  selectDisputes(db, eq(disputes.buyerId, buyerId)).orderBy(desc(disputes.createdAt));

export async function disputeById(db: Db, id: string): Promise<DisputeWithRefs | undefined> {
  const [row] = await selectDisputes(db, eq(disputes.id, id));
  return row;
}

/** The staff queue: oldest first, so the longest-waiting dispute is on top. */
export async function disputePage(db: Db, status: DisputeQueueFilter | undefined, page: number, pageSize: number) {
  const where =
    status === 'ACTIVE'
      ? inArray(disputes.status, OPEN_DISPUTE_STATUSES)
      : status
        ? eq(disputes.status, status)
        : undefined;
  const [rows, [counted]] = await Promise.all([
    selectDisputes(db, where)
      .orderBy(asc(disputes.createdAt), asc(disputes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The dispute, locked for an update in the caller's transaction. */
export async function lockDispute(tx: Db, id: string): Promise<DisputeRow | undefined> {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  return row;
}

export async function setDisputeState(
  tx: Db,
  id: string,
  patch: Partial<Pick<DisputeRow, 'status' | 'firstAnsweredAt' | 'firstAnsweredBy'>> & { updatedAt: Date },
) {
  await tx.update(disputes).set(patch).where(eq(disputes.id, id));
}

export const insertDisputeUpdate = (
  tx: Db,
  values: Pick<DisputeUpdateRow, 'disputeId' | 'authorId' | 'authorType' | 'message' | 'status' | 'createdAt'>,
) => insertOne(tx, disputeUpdates, values);

/** The steps of some disputes, oldest first, with their authors' names. */
export async function updatesOf(db: Db, disputeIds: string[]) {
  if (disputeIds.length === 0) return [];
  return db
    .select({ update: disputeUpdates, authorName: users.fullName })
    .from(disputeUpdates)
    .leftJoin(users, eq(users.id, disputeUpdates.authorId))
    .where(inArray(disputeUpdates.disputeId, disputeIds))
    .orderBy(asc(disputeUpdates.createdAt), asc(disputeUpdates.id));
}

export async function orderOfBuyer(db: Db, orderId: string, buyerId: string) {
  const [row] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  return row;
}
