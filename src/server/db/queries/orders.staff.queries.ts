import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentTerm, ShippingTerm } from '../../../shared/common/enums.ts';
import type { OrderDocumentType } from '../../../shared/orders/order-documents.ts';
import type { ReceiptStatus } from '../../../shared/orders/payment-proof.ts';
import type { Db } from '../client.ts';
import { orderDocuments, orderReceipts, orders, products, users } from '../schema/index.ts';
import { buyerContactColumns } from './users.queries.ts';
import type { OrderRow } from './orders.queries.ts';
import { containing, insertOne } from './rows.ts';

export type DocumentRow = typeof orderDocuments.$inferSelect;
export type NewDocumentRow = typeof orderDocuments.$inferInsert;

export interface OrderFilters {
  status?: OrderStatus | undefined;
  shipping?: ShippingTerm | undefined;
  paymentTerm?: PaymentTerm | undefined;
  buyerId?: string | undefined;
  q?: string | undefined;
}

function whereOf(filters: OrderFilters): SQL | undefined {
  const search = filters.q ? containing(filters.q) : undefined;
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.shipping ? eq(orders.incoterm, filters.shipping) : undefined,
    filters.paymentTerm ? eq(orders.paymentTerm, filters.paymentTerm) : undefined,
    filters.buyerId ? eq(orders.buyerId, filters.buyerId) : undefined,
    search
      ? or(
          ilike(orders.orderNumber, search),
          ilike(orders.productName, search),
          ilike(users.fullName, search),
          ilike(users.email, search),
        )
      : undefined,
  );
}

/** The status of an order's latest payment proof. */
const latestReceiptStatus = sql<ReceiptStatus | null>`(
  select r.status from ${orderReceipts} r where r.order_id = ${orders.id}
  order by r.created_at desc, r.id desc limit 1)`;

/** The document types an order holds. */
const documentTypes = sql<OrderDocumentType[]>`coalesce((
  select array_agg(distinct d.type::text) from ${orderDocuments} d where d.order_id = ${orders.id}), '{}')`;

/** One page of every buyer's orders, newest first, with what the console needs to flag each. */
export async function pageOfOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  const where = whereOf(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        buyer: { id: users.id, fullName: users.fullName, email: users.email },
        category: products.category,
        receiptStatus: latestReceiptStatus,
        documentTypes,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.buyerId))
      .leftJoin(products, eq(products.id, orders.productId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.buyerId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Any buyer's order, with its buyer and the product's category (staff only). */
export async function findOrderForStaff(db: Db, id: string) {
  const [row] = await db
    .select({
      order: orders,
      buyer: buyerContactColumns,
      category: products.category,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

/** Locks the order row until the transaction ends, so concurrent moves of it run one after another. */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
  return row;
}

/** Moves the order only if it is still in `from`; false when someone else moved it first. */
export async function updateOrderStatus(tx: Db, id: string, from: OrderStatus, to: OrderStatus, at: Date) {
  const updated = await tx
    .update(orders)
    .set({ status: to, updatedAt: at })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Records a decision on a proof that is still SUBMITTED; false when it was decided meanwhile. */
export async function decideReceipt(
  tx: Db,
  receiptId: string,
  decision: { status: Exclude<ReceiptStatus, 'SUBMITTED'>; by: string; note: string | null; at: Date },
) {
  const updated = await tx
    .update(orderReceipts)
    .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at, decisionNote: decision.note })
    .where(and(eq(orderReceipts.id, receiptId), eq(orderReceipts.status, 'SUBMITTED')))
    .returning({ id: orderReceipts.id });
  return updated.length > 0;
}

export const insertDocument = (tx: Db, values: NewDocumentRow): Promise<DocumentRow> =>
  insertOne(tx, orderDocuments, values);

export const documentsOfOrder = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.createdAt), asc(orderDocuments.id));
