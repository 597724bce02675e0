import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { OrderListItem } from '../../../shared/orders/orders.contract.ts';
import type { Db } from '../client.ts';
import { orderDocuments, orderHistory, orderReceipts, orders, products, users } from '../schema/index.ts';
import { type AnswerColumns, answerOf, jsonFields, listText } from './json-answer.ts';
import { findOne, insertOne } from './rows.ts';
import { defaultPlan, type PaymentPlan, planAmounts } from '../../../shared/payments/plans.ts';
import { replaceInstalments } from './payments.queries.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** A new order as given (an agent's draft; its history entry is the caller's). */
export const insertOrder = (tx: Db, values: NewOrderRow): Promise<OrderRow> => insertOne(tx, orders, values);

/** Adds an order history entry and marks the order updated at that moment. */
export async function insertHistory(tx: Db, values: typeof orderHistory.$inferInsert) {
  const row = await insertOne(tx, orderHistory, values);
  await tx.update(orders).set({ updatedAt: row.createdAt }).where(eq(orders.id, row.orderId));
  return row;
}

export type ReceiptRow = typeof orderReceipts.$inferSelect;
export type NewReceiptRow = typeof orderReceipts.$inferInsert;

/** True when a query failed on a unique constraint (optionally a named one), on PGlite or pg. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (
    let current: unknown = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}

export const ORDER_NUMBER_CONSTRAINT = 'orders_order_number_unique';

/**
 * A new order and its first history entry (PENDING, by the buyer), together or not at all.
 * An order the buyer made themselves (placed, or by accepting a quote) is approved by that
 * very act: `buyerApproved` is stored with an 'approved' entry of the same time, so the
 * buyer is never asked to approve terms they have just confirmed. The order starts with its
 * payment plan (src/shared/payments/plans.ts).
 */
export function insertOrderWithHistory(
  db: Db,
  values: NewOrderRow & { buyerApproved?: boolean },
  plan?: PaymentPlan,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await insertOne(tx, orders, values);
    // Its payment plan: the accepted quote's, else the default of its payment term.
    await replaceInstalments(
      tx,
      order.id,
      planAmounts(order.cost, plan ?? defaultPlan(order.paymentTerm)),
      order.createdAt,
    );
    await tx.insert(orderHistory).values({
      orderId: order.id,
      event: 'status',
      status: order.status,
      actorId: order.buyerId,
      createdAt: order.createdAt,
    });
    if (order.buyerApproved) {
      await tx
        .insert(orderHistory)
        .values({ orderId: order.id, event: 'approved', actorId: order.buyerId, createdAt: order.createdAt });
    }
    return order;
  });
}

/** An order by its id, whoever's it is (staff, and files checked against their order). */
export const findOrderById = (db: Db, id: string): Promise<OrderRow | undefined> =>
  findOne(db, orders, eq(orders.id, id));

/** One order, only if it belongs to the buyer. */
export const findOrderOfBuyer = (db: Db, buyerId: string, id: string): Promise<OrderRow | undefined> =>
  findOne(db, orders, and(eq(orders.id, id), eq(orders.buyerId, buyerId)));

/** The columns of a row of the buyer's order tables. */
export const ORDER_LIST_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  productName: orders.productName,
  // The catalogue's French name (the queries join the order's product): French readers see it.
  productNameFr: products.productNameFr,
  status: orders.status,
  cost: orders.cost,
  incoterm: orders.incoterm,
  shippingType: orders.shippingType,
  paymentTerm: orders.paymentTerm,
  quantityOrdered: orders.quantityOrdered,
  buyerApproved: orders.buyerApproved,
  createdAt: orders.createdAt,
} satisfies AnswerColumns<OrderListItem>;

/**
 * A version of the buyer's orders that changes whenever one is added, changed or removed:
 * their count and the sum of their rows' transaction ids (xmin), which PostgreSQL renews on
 * every update of a row. Reading it touches no column data.
 */
const orderListVersionOf = (buyerId: string) =>
  sql`(select count(*)::text || '.' || coalesce(sum(xmin::text::bigint), 0)::text
       from ${orders} where ${orders.buyerId} = ${buyerId})`;

export async function orderListVersion(db: Db, buyerId: string): Promise<string> {
  const result = await db.execute(sql`select ${orderListVersionOf(buyerId)} as version`);
  return (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '';
}

/**
 * The buyer's order tables as a JSON array text (OrderListItem[]), newest first, served by
 * orders_buyer_idx, with the version it was read at (one statement, one snapshot). The
 * database builds the JSON: decoding a thousand rows field by field costs the embedded
 * database ~100 ms, one JSON text a few.
 */
export async function orderListJson(db: Db, buyerId: string): Promise<{ list: string; version: string }> {
  const result = await db.execute(sql`
    select coalesce(json_agg(o), '[]')::text as list, ${orderListVersionOf(buyerId)} as version from (
      select ${jsonFields(ORDER_LIST_COLUMNS)}
      from ${orders} left join ${products} on ${products.id} = ${orders.productId}
      where ${orders.buyerId} = ${buyerId}
      order by ${orders.createdAt} desc, ${orders.id} desc
    ) o`);
  return {
    list: listText(result),
    version: (result as unknown as { rows: { version: string }[] }).rows[0]?.version ?? '',
  };
}

/**
 * One page of the same list, the same rows in the same order as orderListJson, read as rows
 * (the CSV export reads the list a page at a time instead of as one text).
 */
export async function orderListPage(db: Db, buyerId: string, page: { offset: number; limit: number }) {
  const rows = await db
    .select(ORDER_LIST_COLUMNS)
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => answerOf<OrderListItem>(ORDER_LIST_COLUMNS, row));
}

/**
 * The order's history, oldest first, with the kind and name of the user behind each entry
 * (the console shows names; the buyer's answer leaves them out).
 */
export const historyOfOrder = (db: Db, orderId: string) =>
  db
    .select({
      event: orderHistory.event,
      status: orderHistory.status,
      note: orderHistory.note,
      createdAt: orderHistory.createdAt,
      actorType: users.type,
      actorName: users.fullName,
    })
    .from(orderHistory)
    .leftJoin(users, eq(users.id, orderHistory.actorId))
    .where(eq(orderHistory.orderId, orderId))
    // Same moment (an order and its approval at placing): the enum's order, so placing comes first.
    .orderBy(asc(orderHistory.createdAt), asc(orderHistory.event), asc(orderHistory.id));

/** The order's latest payment proof (earlier ones were rejected). */
const latestReceiptOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderReceipts)
    .where(eq(orderReceipts.orderId, orderId))
    .orderBy(desc(orderReceipts.createdAt), desc(orderReceipts.id))
    .limit(1);

export async function receiptOfOrder(db: Db, orderId: string): Promise<ReceiptRow | undefined> {
  const [row] = await latestReceiptOf(db, orderId);
  return row;
}

/** The latest payment proof of an order, locked until the transaction ends. */
export async function lockLatestReceipt(tx: Db, orderId: string): Promise<ReceiptRow | undefined> {
  const [row] = await latestReceiptOf(tx, orderId).for('update');
  return row;
}

/** The private files stored for an order: payment proofs and shipping documents. */
type OrderFileTable = typeof orderReceipts | typeof orderDocuments;

/** A stored file of an order with the order's number, for the file's download name. */
async function findOrderFile<T extends OrderFileTable>(
  db: Db,
  table: T,
  id: string,
): Promise<{ file: T['$inferSelect']; orderNumber: string } | undefined> {
  const files: OrderFileTable = table;
  const [row] = await db
    .select({ file: files, orderNumber: orders.orderNumber })
    .from(files)
    .innerJoin(orders, eq(orders.id, files.orderId))
    .where(eq(files.id, id))
    .limit(1);
  return row as { file: T['$inferSelect']; orderNumber: string } | undefined;
}

export const findReceiptFile = (db: Db, id: string) => findOrderFile(db, orderReceipts, id);
export const findDocumentFile = (db: Db, id: string) => findOrderFile(db, orderDocuments, id);

/**
 * Marks the buyer's order approved `now` and records who did it, once: a second call changes
 * nothing. Cancelled orders are left alone. Returns whether this call approved it.
 */
export function approveOrderOfBuyer(db: Db, buyerId: string, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(orders)
      .set({ buyerApproved: true, updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.buyerId, buyerId),
          eq(orders.buyerApproved, false),
          ne(orders.status, 'CANCELLED'),
        ),
      )
      .returning({ id: orders.id });
    if (updated.length === 0) return false;
    await tx.insert(orderHistory).values({ orderId, event: 'approved', actorId: buyerId, createdAt: now });
    return true;
  });
}
