// One buyer's timeline, from every table that records something they did. Each source answers
// its newest events; the service merges them. A new kind of event adds a source here and a
// count in countBuyerActivity.
import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { OpenActivity, TimelineEvent } from '../../../shared/contracts/buyers.ts';
import { OPEN_DISPUTE_STATUSES } from '../../../shared/dispute.ts';
import { OPEN_ORDER_STATUSES } from '../../../shared/order-workflow.ts';
import { quoteState } from '../../../shared/quote.ts';
import type { Db } from '../client.ts';
import { disputes, inquiries, messages, orderReceipts, orders, quotes } from '../schema/index.ts';
import { effectiveInquiryStatus } from './inquiries.queries.ts';

export type TimelineSource = (db: Db, buyerId: string, limit: number) => Promise<TimelineEvent[]>;

const iso = (at: Date) => at.toISOString();
const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const messageEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select({ id: messages.id, at: messages.createdAt, text: messages.message, type: messages.messageType })
    .from(messages)
    .where(and(eq(messages.buyerId, buyerId), eq(messages.senderType, 'buyer')))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'message',
    id: row.id,
    at: iso(row.at),
    title: 'Sent a message',
    detail: clip(row.text),
    status: null,
    orderId: null,
  }));
};

/** Inquiries with their status read now (a quote that expired puts one back to PENDING). */
const inquiryEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit) => {
    const rows = await db
      .select({ row: inquiries, status: effectiveInquiryStatus(new Date()) })
      .from(inquiries)
      .where(and(eq(inquiries.buyerId, buyerId), only))
      .orderBy(desc(inquiries.createdAt))
      .limit(limit);
    return rows.map(({ row, status }) => ({
      kind: 'inquiry',
      id: row.id,
      at: iso(row.createdAt),
      title: `Inquiry: ${row.productName}`,
      detail: clip(`${row.quantityRequired}${row.destinationPort ? ` to ${row.destinationPort}` : ''}`),
      status,
      orderId: null,
    }));
  };

/** Quotes the buyer received, with their state now (expiry is computed, not stored). */
const quoteEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select({ quote: quotes, productName: inquiries.productName })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.buyerId, buyerId))
    .orderBy(desc(quotes.createdAt))
    .limit(limit);
  const now = new Date();
  return rows.map(({ quote, productName }) => ({
    kind: 'quote',
    id: quote.id,
    at: iso(quote.createdAt),
    title: `Quote v${quote.version}: ${productName}`,
    detail: `${quote.quantity} MT at USD ${quote.pricePerMT.toFixed(2)} per MT, ${quote.incoterm} ${quote.namedPlace} / ${quote.paymentTerm}`,
    status: quoteState(quote, now),
    orderId: quote.orderId,
  }));
};

const orderEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit) => {
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.buyerId, buyerId), only))
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'order',
      id: row.id,
      at: iso(row.createdAt),
      title: `Order ${row.orderNumber}: ${row.productName}`,
      detail: `${row.quantityOrdered} MT, ${row.incoterm} / ${row.paymentTerm}, USD ${row.cost.toFixed(2)}`,
      status: row.status,
      orderId: row.id,
    }));
  };

const paymentEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select({ receipt: orderReceipts, orderNumber: orders.orderNumber })
    .from(orderReceipts)
    .innerJoin(orders, eq(orders.id, orderReceipts.orderId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orderReceipts.createdAt))
    .limit(limit);
  return rows.map(({ receipt, orderNumber }) => ({
    kind: 'payment',
    id: receipt.id,
    at: iso(receipt.createdAt),
    title: `Payment proof for ${orderNumber}`,
    detail: receipt.decisionNote,
    status: receipt.status,
    orderId: receipt.orderId,
  }));
};

const disputeEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit) => {
    const rows = await db
      .select()
      .from(disputes)
      .where(and(eq(disputes.buyerId, buyerId), only))
      .orderBy(desc(disputes.createdAt))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'dispute',
      id: row.id,
      at: iso(row.createdAt),
      title: `Dispute: ${row.subject}`,
      detail: clip(row.complaint),
      status: row.status,
      orderId: row.orderId,
    }));
  };

/** Every source of a buyer's timeline. */
export const TIMELINE_SOURCES: readonly TimelineSource[] = [
  messageEvents,
  inquiryEvents(),
  quoteEvents,
  orderEvents(),
  paymentEvents,
  disputeEvents(),
];

const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const OPEN_ORDERS = inArray(orders.status, OPEN_ORDER_STATUSES);
const OPEN_INQUIRIES = ne(inquiries.status, 'COMPLETED');
const OPEN_DISPUTES = inArray(disputes.status, OPEN_DISPUTE_STATUSES);

/**
 * What is still open for a buyer (orders moving, inquiries without an accepted quote,
 * disputes not settled): the newest `limit` of each, and how many there are.
 */
export async function openActivity(db: Db, buyerId: string, limit: number): Promise<OpenActivity> {
  const [orderItems, orderTotal, inquiryItems, inquiryTotal, disputeItems, disputeTotal] = await Promise.all([
    orderEvents(OPEN_ORDERS)(db, buyerId, limit),
    one(
      db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.buyerId, buyerId), OPEN_ORDERS)),
    ),
    inquiryEvents(OPEN_INQUIRIES)(db, buyerId, limit),
    one(
      db
        .select({ n: count() })
        .from(inquiries)
        .where(and(eq(inquiries.buyerId, buyerId), OPEN_INQUIRIES)),
    ),
    disputeEvents(OPEN_DISPUTES)(db, buyerId, limit),
    one(
      db
        .select({ n: count() })
        .from(disputes)
        .where(and(eq(disputes.buyerId, buyerId), OPEN_DISPUTES)),
    ),
  ]);
  return {
    orders: { items: orderItems, total: orderTotal },
    inquiries: { items: inquiryItems, total: inquiryTotal },
    disputes: { items: disputeItems, total: disputeTotal },
  };
}

/** How many of each thing the buyer has. */
export async function countBuyerActivity(db: Db, buyerId: string) {
  const [messageCount, inquiryCount, quoteCount, orderCount, paymentCount, disputeCount] = await Promise.all([
    one(
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.buyerId, buyerId), eq(messages.senderType, 'buyer'))),
    ),
    one(db.select({ n: count() }).from(inquiries).where(eq(inquiries.buyerId, buyerId))),
    one(db.select({ n: count() }).from(quotes).where(eq(quotes.buyerId, buyerId))),
    one(db.select({ n: count() }).from(orders).where(eq(orders.buyerId, buyerId))),
    one(
      db
        .select({ n: count() })
        .from(orderReceipts)
        .innerJoin(orders, eq(orders.id, orderReceipts.orderId))
        .where(eq(orders.buyerId, buyerId)),
    ),
    one(db.select({ n: count() }).from(disputes).where(eq(disputes.buyerId, buyerId))),
  ]);
  return {
    messages: messageCount,
    inquiries: inquiryCount,
    quotes: quoteCount,
    orders: orderCount,
    payments: paymentCount,
    disputes: disputeCount,
  };
}
