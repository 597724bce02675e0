// One buyer's timeline, from every table that records something they did. Each source answers
// its newest events; the service merges them. A new kind of event adds a source here and a
// count in countBuyerActivity.
import { and, count, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { OpenActivity, TimelineEvent } from '../../../shared/buyers/buyers.staff.contract.ts';
import { OPEN_DISPUTE_STATUSES } from '../../../shared/disputes/disputes.ts';
import { formatQuantity, formatUsd } from '../../../shared/i18n/trade-labels.ts';
import { OPEN_ORDER_STATUSES } from '../../../shared/orders/order-workflow.ts';
import { quoteState } from '../../../shared/quotes/quotes.ts';
import { MILESTONE_LABELS } from '../../../shared/shipments/milestones.ts';
import { portName } from '../../../shared/shipments/ports.ts';
import type { Db } from '../client.ts';
import {
  auditLog,
  disputes,
  inquiries,
  messages,
  orderReceipts,
  orders,
  quotes,
  shipmentMilestones,
  shipments,
} from '../schema/index.ts';
import { effectiveInquiryStatus } from './inquiries.queries.ts';
import { countRows } from './rows.ts';

/** One kind of event of a buyer's timeline, newest first; `now` is the app clock's, for states that expire. */
export type TimelineSource = (db: Db, buyerId: string, limit: number, now: Date) => Promise<TimelineEvent[]>;

const iso = (at: Date) => at.toISOString();
const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** Staff read the console in English: "1,250 MT", "USD 42,480.00". */
const mt = (quantity: number | string) => `${formatQuantity(Number(quantity), 'en')} MT`;
const usd = (amount: number) => formatUsd(amount, 'en');

const messageEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select({
      id: messages.id,
      at: messages.createdAt,
      text: messages.message,
      type: messages.messageType,
      sender: messages.senderType,
    })
    .from(messages)
    // The conversation: the buyer's messages and our agents' written replies (their quote and
    // order cards are the quote and order events already).
    .where(
      and(eq(messages.buyerId, buyerId), or(eq(messages.senderType, 'buyer'), eq(messages.messageType, 'MESSAGE'))),
    )
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'message',
    id: row.id,
    at: iso(row.at),
    title: row.sender === 'buyer' ? 'Sent a message' : 'Our agent replied',
    detail: clip(row.text),
    status: null,
    orderId: null,
  }));
};

/** Inquiries with their status read now (a quote that expired puts one back to PENDING). */
const inquiryEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit, now) => {
    const rows = await db
      .select({ row: inquiries, status: effectiveInquiryStatus(now) })
      .from(inquiries)
      .where(and(eq(inquiries.buyerId, buyerId), only))
      .orderBy(desc(inquiries.createdAt))
      .limit(limit);
    return rows.map(({ row, status }) => ({
      kind: 'inquiry',
      id: row.id,
      at: iso(row.createdAt),
      title: `Inquiry: ${row.productName}`,
      detail: clip(`${mt(row.quantityRequired)}${row.destinationPort ? ` to ${row.destinationPort}` : ''}`),
      status,
      orderId: null,
    }));
  };

/** Quotes the buyer received, with their state now (expiry is computed, not stored). */
const quoteEvents: TimelineSource = async (db, buyerId, limit, now) => {
  const rows = await db
    .select({ quote: quotes, productName: inquiries.productName })
    .from(quotes)
    .innerJoin(inquiries, eq(inquiries.id, quotes.inquiryId))
    .where(eq(quotes.buyerId, buyerId))
    .orderBy(desc(quotes.createdAt))
    .limit(limit);
  return rows.map(({ quote, productName }) => ({
    kind: 'quote',
    id: quote.id,
    at: iso(quote.createdAt),
    title: `Quote v${quote.version}: ${productName}`,
    detail: `${mt(quote.quantity)} at ${usd(quote.pricePerMT)} per MT, ${quote.incoterm} ${quote.namedPlace} / ${quote.paymentTerm}`,
    status: quoteState(quote, now),
    orderId: quote.orderId,
  }));
};

/** A buyer's newest orders or disputes (those matching `only`, when given). */
async function newestOfBuyer<T extends typeof orders | typeof disputes>(
  db: Db,
  table: T,
  buyerId: string,
  only: SQL | undefined,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const owned: typeof orders | typeof disputes = table;
  const rows = await db
    .select()
    .from(owned)
    .where(and(eq(owned.buyerId, buyerId), only))
    .orderBy(desc(owned.createdAt))
    .limit(limit);
  return rows as T['$inferSelect'][];
}

const orderEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit) =>
    (await newestOfBuyer(db, orders, buyerId, only, limit)).map((row) => ({
      kind: 'order',
      id: row.id,
      at: iso(row.createdAt),
      title: `Order ${row.orderNumber}: ${row.productName}`,
      detail: `${mt(row.quantityOrdered)}, ${row.incoterm} / ${row.paymentTerm}, ${usd(row.cost)}`,
      status: row.status,
      orderId: row.id,
    }));

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

/** The milestones of the buyer's shipments, as agents recorded them ("Vessel departed, Tema"). */
const shipmentEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select({ milestone: shipmentMilestones, shipment: shipments, orderNumber: orders.orderNumber })
    .from(shipmentMilestones)
    .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipmentId))
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(shipmentMilestones.at), desc(shipmentMilestones.seq))
    .limit(limit);
  return rows.map(({ milestone, shipment, orderNumber }) => ({
    kind: 'shipment',
    id: milestone.id,
    at: iso(milestone.at),
    title: `${MILESTONE_LABELS[milestone.event]}: ${orderNumber}`,
    detail: clip(
      [
        milestone.location ? portName(milestone.location) : null,
        `${shipment.vessel} ${shipment.voyage}`,
        milestone.eta ? `ETA ${milestone.previousEta ?? '?'} → ${milestone.eta}` : null,
        milestone.note,
      ]
        .filter(Boolean)
        .join(' · '),
    ),
    status: null,
    orderId: shipment.orderId,
  }));
};

const disputeEvents =
  (only?: SQL): TimelineSource =>
  async (db, buyerId, limit) =>
    (await newestOfBuyer(db, disputes, buyerId, only, limit)).map((row) => ({
      kind: 'dispute',
      id: row.id,
      at: iso(row.createdAt),
      title: `Dispute: ${row.subject}`,
      detail: clip(row.complaint),
      status: row.status,
      orderId: row.orderId,
    }));

/** Audit entries of the buyer's sanctions screening: what changed their status, and admins' decisions. */
const ofBuyersScreening = (buyerId: string) =>
  and(
    eq(auditLog.entityType, 'buyer'),
    eq(auditLog.entityId, buyerId),
    inArray(auditLog.action, ['screening.screen', 'screening.decide']),
  );

const screeningEvents: TimelineSource = async (db, buyerId, limit) => {
  const rows = await db
    .select()
    .from(auditLog)
    .where(ofBuyersScreening(buyerId))
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const after = (row.after ?? {}) as {
      status?: string;
      matchedReference?: string | null;
      matchedName?: string | null;
      reason?: string;
    };
    const match = after.matchedReference
      ? `${after.matchedReference} ${after.matchedName ?? ''}`.trim()
      : 'no listed name';
    return {
      kind: 'screening' as const,
      id: row.id,
      at: iso(row.createdAt),
      title: row.action === 'screening.decide' ? `Screening decided: ${after.status}` : `Screened: ${after.status}`,
      detail: clip(row.action === 'screening.decide' ? `${match}. ${after.reason ?? ''}` : `Matched ${match}`),
      status: after.status ?? null,
      orderId: null,
    };
  });
};

/** Every source of a buyer's timeline. */
export const TIMELINE_SOURCES: readonly TimelineSource[] = [
  messageEvents,
  inquiryEvents(),
  quoteEvents,
  orderEvents(),
  paymentEvents,
  shipmentEvents,
  disputeEvents(),
  screeningEvents,
];

/** Some events and how many there are in all. */
const listed = async (items: Promise<TimelineEvent[]>, total: Promise<number>) => {
  const [events, n] = await Promise.all([items, total]);
  return { items: events, total: n };
};

const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const OPEN_ORDERS = inArray(orders.status, OPEN_ORDER_STATUSES);
const OPEN_INQUIRIES = ne(inquiries.status, 'COMPLETED');
const OPEN_DISPUTES = inArray(disputes.status, OPEN_DISPUTE_STATUSES);

/**
 * What is still open for a buyer (orders moving, inquiries without an accepted quote,
 * disputes not settled): the newest `limit` of each, and how many there are.
 */
export async function openActivity(db: Db, buyerId: string, limit: number, now: Date): Promise<OpenActivity> {
  const [openOrders, openInquiries, openDisputes] = await Promise.all([
    listed(
      orderEvents(OPEN_ORDERS)(db, buyerId, limit, now),
      countRows(db, orders, and(eq(orders.buyerId, buyerId), OPEN_ORDERS)),
    ),
    listed(
      inquiryEvents(OPEN_INQUIRIES)(db, buyerId, limit, now),
      countRows(db, inquiries, and(eq(inquiries.buyerId, buyerId), OPEN_INQUIRIES)),
    ),
    listed(
      disputeEvents(OPEN_DISPUTES)(db, buyerId, limit, now),
      countRows(db, disputes, and(eq(disputes.buyerId, buyerId), OPEN_DISPUTES)),
    ),
  ]);
  return { orders: openOrders, inquiries: openInquiries, disputes: openDisputes };
}

/** How many of each thing the buyer has. */
export async function countBuyerActivity(db: Db, buyerId: string) {
  const ofBuyersOrders = eq(orders.buyerId, buyerId);
  const [
    messageCount,
    inquiryCount,
    quoteCount,
    orderCount,
    paymentCount,
    shipmentCount,
    disputeCount,
    screeningCount,
  ] = await Promise.all([
    countRows(db, messages, and(eq(messages.buyerId, buyerId), eq(messages.senderType, 'buyer'))),
    countRows(db, inquiries, eq(inquiries.buyerId, buyerId)),
    countRows(db, quotes, eq(quotes.buyerId, buyerId)),
    countRows(db, orders, eq(orders.buyerId, buyerId)),
    one(
      db
        .select({ n: count() })
        .from(orderReceipts)
        .innerJoin(orders, eq(orders.id, orderReceipts.orderId))
        .where(ofBuyersOrders),
    ),
    one(
      db
        .select({ n: count() })
        .from(shipmentMilestones)
        .innerJoin(shipments, eq(shipments.id, shipmentMilestones.shipmentId))
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(ofBuyersOrders),
    ),
    countRows(db, disputes, eq(disputes.buyerId, buyerId)),
    countRows(db, auditLog, ofBuyersScreening(buyerId)),
  ]);
  return {
    messages: messageCount,
    inquiries: inquiryCount,
    quotes: quoteCount,
    orders: orderCount,
    payments: paymentCount,
    shipments: shipmentCount,
    disputes: disputeCount,
    screenings: screeningCount,
  };
}
