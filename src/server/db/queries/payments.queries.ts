// Payment plans: instalments, their proofs and credits, letters of credit, and what happened to
// an order that makes instalments fall due (src/shared/payments/plans.ts).
import { and, asc, desc, eq, min, ne, sql } from 'drizzle-orm';
import type { OrderFacts, PaymentTrigger } from '../../../shared/payments/plans.ts';
import type { LetterOfCreditStatus } from '../../../shared/payments/plans.ts';
import type { Db } from '../client.ts';
import {
  bankStatementEntries,
  bankStatements,
  letterOfCreditHistory,
  lettersOfCredit,
  orderDocuments,
  orderHistory,
  orderReceipts,
  orders,
  paymentCredits,
  paymentInstalments,
  shipmentMilestones,
  shipments,
  users,
} from '../schema/index.ts';
import { insertOne } from './rows.ts';

export type InstalmentRow = typeof paymentInstalments.$inferSelect;
export type PaymentReceiptRow = typeof orderReceipts.$inferSelect;
export type LetterOfCreditRow = typeof lettersOfCredit.$inferSelect;

/** At most one proof per instalment waits for verification. */
export const WAITING_PROOF_CONSTRAINT = 'order_receipts_waiting_idx';

/** Replaces an order's instalments (a PENDING order's plan; nothing is paid on it yet). */
export async function replaceInstalments(
  tx: Db,
  orderId: string,
  instalments: { label: string; percent: number; amount: number; trigger: PaymentTrigger; days: number }[],
  at: Date,
): Promise<InstalmentRow[]> {
  await tx.delete(paymentInstalments).where(eq(paymentInstalments.orderId, orderId));
  return tx
    .insert(paymentInstalments)
    .values(instalments.map((instalment, position) => ({ ...instalment, orderId, position, createdAt: at })))
    .returning();
}

export const instalmentsOfOrder = (db: Db, orderId: string) =>
  db
    .select()
    .from(paymentInstalments)
    .where(eq(paymentInstalments.orderId, orderId))
    .orderBy(asc(paymentInstalments.position));

/** Every proof of an order's instalments, oldest first. */
export const receiptsOfOrder = (db: Db, orderId: string) =>
  db
    .select()
    .from(orderReceipts)
    .where(eq(orderReceipts.orderId, orderId))
    .orderBy(asc(orderReceipts.createdAt), asc(orderReceipts.id));

/** What each instalment of an order has been credited, in cents' worth of the stored numbers. */
export async function creditsOfOrder(db: Db, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ instalmentId: paymentCredits.instalmentId, amount: paymentCredits.amount })
    .from(paymentCredits)
    .where(eq(paymentCredits.orderId, orderId));
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.instalmentId, (sums.get(row.instalmentId) ?? 0) + Math.round(row.amount * 100));
  return sums;
}

export const insertCredit = (tx: Db, values: typeof paymentCredits.$inferInsert) =>
  insertOne(tx, paymentCredits, values);

export const insertPaymentReceipt = (db: Db, values: typeof orderReceipts.$inferInsert) =>
  insertOne(db, orderReceipts, values);

/** One proof of an order, locked until the transaction ends. */
export async function lockReceiptOfOrder(tx: Db, orderId: string, receiptId: string) {
  const [row] = await tx
    .select()
    .from(orderReceipts)
    .where(and(eq(orderReceipts.id, receiptId), eq(orderReceipts.orderId, orderId)))
    .for('update')
    .limit(1);
  return row;
}

/** Records a decision on a proof still SUBMITTED; false when it was decided meanwhile. */
export async function decidePaymentReceipt(
  tx: Db,
  receiptId: string,
  decision: {
    status: 'VERIFIED' | 'REJECTED';
    by: string;
    note: string | null;
    at: Date;
    verifiedAmount: number | null;
  },
) {
  const updated = await tx
    .update(orderReceipts)
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedAt: decision.at,
      decisionNote: decision.note,
      verifiedAmount: decision.verifiedAmount,
    })
    .where(and(eq(orderReceipts.id, receiptId), eq(orderReceipts.status, 'SUBMITTED')))
    .returning({ id: orderReceipts.id });
  return updated.length > 0;
}

// ---------------------------------------------------------------------------------------
// Letters of credit.

export async function letterOfCreditOfOrder(db: Db, orderId: string) {
  const [letter] = await db.select().from(lettersOfCredit).where(eq(lettersOfCredit.orderId, orderId)).limit(1);
  if (!letter) return undefined;
  const history = await db
    .select({
      status: letterOfCreditHistory.status,
      note: letterOfCreditHistory.note,
      createdAt: letterOfCreditHistory.createdAt,
    })
    .from(letterOfCreditHistory)
    .where(eq(letterOfCreditHistory.letterOfCreditId, letter.id))
    // Same moment: the enum's order, which is the credit's life.
    .orderBy(asc(letterOfCreditHistory.createdAt), asc(letterOfCreditHistory.status));
  return { letter, history };
}

/** Creates or replaces the terms of an order's letter of credit; a new one starts ISSUED. */
export async function saveLetterOfCredit(
  tx: Db,
  values: Omit<typeof lettersOfCredit.$inferInsert, 'status' | 'id'> & { updatedAt: Date },
): Promise<{ row: LetterOfCreditRow; created: boolean }> {
  const [existing] = await tx.select().from(lettersOfCredit).where(eq(lettersOfCredit.orderId, values.orderId));
  if (existing) {
    const [row] = await tx
      .update(lettersOfCredit)
      .set({ ...values, createdAt: existing.createdAt })
      .where(eq(lettersOfCredit.id, existing.id))
      .returning();
    return { row: row ?? existing, created: false };
  }
  const row = await insertOne(tx, lettersOfCredit, { ...values, createdAt: values.updatedAt });
  return { row, created: true };
}

/** Moves a letter of credit only if it is still in `from`; false when it moved meanwhile. */
export async function moveLetterOfCredit(
  tx: Db,
  id: string,
  from: LetterOfCreditStatus,
  to: LetterOfCreditStatus,
  at: Date,
) {
  const updated = await tx
    .update(lettersOfCredit)
    .set({ status: to, updatedAt: at })
    .where(and(eq(lettersOfCredit.id, id), eq(lettersOfCredit.status, from)))
    .returning({ id: lettersOfCredit.id });
  return updated.length > 0;
}

export const insertLetterOfCreditHistory = (tx: Db, values: typeof letterOfCreditHistory.$inferInsert) =>
  insertOne(tx, letterOfCreditHistory, values);

// ---------------------------------------------------------------------------------------
// What happened to an order (OrderFacts), each the first time it did.

export async function factsOfOrder(db: Db, orderId: string): Promise<OrderFacts> {
  const [statuses, approved, billOfLading, arrived, letter] = await Promise.all([
    db
      .select({ status: orderHistory.status, at: min(orderHistory.createdAt) })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'status')))
      .groupBy(orderHistory.status),
    db
      .select({ at: min(orderHistory.createdAt) })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.event, 'approved'))),
    db
      .select({ at: min(orderDocuments.createdAt) })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.type, 'BILL_OF_LADING'))),
    db
      .select({ at: min(shipmentMilestones.at) })
      .from(shipmentMilestones)
      .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipmentId))
      .where(and(eq(shipments.orderId, orderId), eq(shipmentMilestones.event, 'ARRIVED'))),
    db
      .select({ id: lettersOfCredit.id, presented: min(letterOfCreditHistory.createdAt) })
      .from(lettersOfCredit)
      .leftJoin(
        letterOfCreditHistory,
        and(
          eq(letterOfCreditHistory.letterOfCreditId, lettersOfCredit.id),
          eq(letterOfCreditHistory.status, 'DOCUMENTS_PRESENTED'),
        ),
      )
      .where(eq(lettersOfCredit.orderId, orderId))
      .groupBy(lettersOfCredit.id),
  ]);
  const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
  const statusAt = (status: string) => iso(statuses.find((row) => row.status === status)?.at);
  const [presentation] = letter;
  return {
    approvedAt: iso(approved[0]?.at),
    processingAt: statusAt('PROCESSING'),
    shippedAt: statusAt('SHIPPED'),
    deliveredAt: statusAt('DELIVERED'),
    billOfLadingAt: iso(billOfLading[0]?.at),
    arrivedAt: iso(arrived[0]?.at),
    letterOfCredit: presentation ? { documentsPresentedAt: iso(presentation.presented) } : null,
  };
}

// ---------------------------------------------------------------------------------------
// Across orders.

/**
 * The unpaid instalments of open orders whose trigger has happened, with what was credited
 * and whether a proof waits: the candidates of the overdue list (the rule in
 * src/shared/payments/plans.ts decides which are overdue).
 */
export async function unpaidInstalmentsOfOpenOrders(db: Db) {
  const credited = db
    .select({
      instalmentId: paymentCredits.instalmentId,
      paid: sql<string>`sum(${paymentCredits.amount})`.as('paid'),
    })
    .from(paymentCredits)
    .groupBy(paymentCredits.instalmentId)
    .as('credited');
  return db
    .select({
      instalment: paymentInstalments,
      orderNumber: orders.orderNumber,
      buyer: { id: users.id, fullName: users.fullName, email: users.email },
      paid: sql<string | null>`${credited.paid}`,
      proofWaiting: sql<boolean>`exists (select 1 from ${orderReceipts} r
        where r.instalment_id = ${paymentInstalments.id} and r.status = 'SUBMITTED')`,
    })
    .from(paymentInstalments)
    .innerJoin(orders, eq(orders.id, paymentInstalments.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .leftJoin(credited, eq(credited.instalmentId, paymentInstalments.id))
    .where(and(ne(orders.status, 'CANCELLED'), sql`coalesce(${credited.paid}, 0) < ${paymentInstalments.amount}`))
    .orderBy(desc(orders.createdAt), asc(paymentInstalments.position));
}

/** The facts of many orders at once (for the overdue list). */
export async function factsOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, OrderFacts>> {
  const facts = new Map<string, OrderFacts>();
  if (orderIds.length === 0) return facts;
  // One order's facts take five small indexed queries; the overdue list reads a page of orders.
  const unique = [...new Set(orderIds)];
  const rows = await Promise.all(unique.map((id) => factsOfOrder(db, id)));
  unique.forEach((id, index) => facts.set(id, rows[index] as OrderFacts));
  return facts;
}

// ---------------------------------------------------------------------------------------
// Bank statements.

export type StatementEntryRow = typeof bankStatementEntries.$inferSelect;

export async function findStatementByHash(db: Db, hash: string) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.fileHash, hash)).limit(1);
  return row;
}

export const insertStatement = (tx: Db, values: typeof bankStatements.$inferInsert) =>
  insertOne(tx, bankStatements, values);

/** Stores the entries not already imported from another statement (the same entry key). */
export async function insertStatementEntries(tx: Db, values: (typeof bankStatementEntries.$inferInsert)[]) {
  // A few thousand rows per statement: in slices, to stay well under the bind-parameter limit.
  for (let start = 0; start < values.length; start += 1000) {
    await tx
      .insert(bankStatementEntries)
      .values(values.slice(start, start + 1000))
      .onConflictDoNothing({ target: bankStatementEntries.entryKey });
  }
}

export const entriesOfStatement = (db: Db, statementId: string) =>
  db
    .select()
    .from(bankStatementEntries)
    .where(eq(bankStatementEntries.statementId, statementId))
    .orderBy(asc(bankStatementEntries.position));

export async function lockStatementEntry(tx: Db, statementId: string, entryId: string) {
  const [row] = await tx
    .select()
    .from(bankStatementEntries)
    .where(and(eq(bankStatementEntries.id, entryId), eq(bankStatementEntries.statementId, statementId)))
    .for('update')
    .limit(1);
  return row;
}

export async function markEntryMatched(tx: Db, entryId: string, instalmentId: string, by: string, at: Date) {
  await tx
    .update(bankStatementEntries)
    .set({ status: 'MATCHED', instalmentId, matchedBy: by, matchedAt: at })
    .where(eq(bankStatementEntries.id, entryId));
}

export async function findInstalment(db: Db, instalmentId: string) {
  const [row] = await db
    .select({ instalment: paymentInstalments, order: orders })
    .from(paymentInstalments)
    .innerJoin(orders, eq(orders.id, paymentInstalments.orderId))
    .where(eq(paymentInstalments.id, instalmentId))
    .limit(1);
  return row;
}
