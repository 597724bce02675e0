import { sql } from 'drizzle-orm';
import type { DisputeStatus } from '../../../shared/disputes/disputes.ts';
import { bigint, boolean, check, index, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, storedFileColumns, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import {
  inquiryStatus,
  messageType,
  orderDocumentType,
  orderEvent,
  orderStatus,
  paymentTerm,
  receiptStatus,
  shippingTerm,
  userType,
} from './enums.ts';
import type { QuoteCard } from '../../../shared/quotes/quotes.contract.ts';
import { products } from './products.table.ts';
import { users } from './users.table.ts';

export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    productId: refNullOnDelete('product_id', () => products.id),
    productName: text('product_name').notNull(),
    productDescription: text('product_description').notNull(),
    /** Free text as the buyer typed it (docs/product/data.md). */
    quantityRequired: text('quantity_required').notNull(),
    destinationPort: text('destination_port'),
    termsOfTrade: shippingTerm('terms_of_trade'),
    paymentTerms: paymentTerm('payment_terms'),
    status: inquiryStatus('status').notNull().default('PENDING'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('inquiries_buyer_idx').on(t.buyerId, t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    orderNumber: text('order_number').notNull().unique(),
    buyerId: belongsTo('buyer_id', () => users.id),
    productId: refNullOnDelete('product_id', () => products.id),
    /** Snapshot, so the order reads the same if the catalogue changes. */
    productName: text('product_name').notNull(),
    status: orderStatus('status').notNull().default('PENDING'),
    /** Total in USD, computed by the server. */
    cost: numeric('cost', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    pricePerMT: numeric('price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    incoterm: shippingTerm('incoterm').notNull(),
    shippingType: text('shipping_type').notNull().default('FOREIGN'),
    paymentTerm: paymentTerm('payment_term').notNull(),
    quantityOrdered: numeric('quantity_ordered', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    countryOfOrigin: text('country_of_origin').notNull(),
    country: text('country').notNull(),
    port: text('port').notNull(),
    note: text('note').notNull().default(''),
    buyerApproved: boolean('buyer_approved').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    // The console's order list: newest first, optionally by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Who changed what on an order, and when: status changes, approval, receipt upload. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    event: orderEvent('event').notNull(),
    status: orderStatus('status'),
    actorId: refNullOnDelete('actor_id', () => users.id),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Payment proofs of an order; the files live in the file storage (storage/) under random names. An
 * order has at most one proof that is not rejected: after a rejection the buyer uploads anew.
 */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    ...storedFileColumns(() => users.id),
    status: receiptStatus('status').notNull().default('SUBMITTED'),
    decidedBy: refNullOnDelete('decided_by', () => users.id),
    decidedAt: timestamptz('decided_at'),
    /** Why a proof was rejected (the buyer reads it), or the verifier's remark. */
    decisionNote: text('decision_note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_receipts_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} <> 'REJECTED'`),
    index('order_receipts_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The document pack of an export order (invoices, bill of lading, certificates...). */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    type: orderDocumentType('type').notNull(),
    ...storedFileColumns(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_documents_order_idx').on(t.orderId, t.createdAt)],
);

/** One conversation per buyer with the sourcing agents. */
export const messages = pgTable(
  'messages',
  {
    /** Chosen by the sending client so a retried send is stored once. */
    id: idColumn(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    buyerId: belongsTo('buyer_id', () => users.id),
    senderId: refNullOnDelete('sender_id', () => users.id),
    senderType: userType('sender_type').notNull(),
    messageType: messageType('message_type').notNull().default('MESSAGE'),
    message: text('message').notNull(),
    /** Structured 'New Order' card data, for agent-created ORDER messages. */
    orderData: jsonb('order_data').$type<{
      orderNumber: string;
      costPerMT: number;
      orderId?: string | undefined;
    }>(),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The quote card of a QUOTE message, as sent (the quote itself may move on since). */
    quoteData: jsonb('quote_data').$type<QuoteCard>(),
  },
  (t) => [
    uniqueIndex('messages_seq_idx').on(t.seq),
    index('messages_buyer_seq_idx').on(t.buyerId, t.seq),
    index('messages_unread_idx')
      .on(t.buyerId)
      .where(sql`${t.readAt} is null`),
    // The inbox searches message text by words and word beginnings (full-text, no stemming,
    // so English and French read alike). Must match messageSearchVector in chat.staff.queries.ts.
    index('messages_text_search_idx').using('gin', sql`to_tsvector('simple', ${t.message})`),
  ],
);

export const disputes = pgTable(
  'disputes',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    /** The order it is about, when the buyer chose one. */
    orderId: refNullOnDelete('order_id', () => orders.id),
    subject: text('subject').notNull(),
    complaint: text('complaint').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('OPEN'),
    /** An agent's first reply, for the dispute-answer service level. */
    firstAnsweredAt: timestamptz('first_answered_at'),
    firstAnsweredBy: refNullOnDelete('first_answered_by', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('disputes_buyer_idx').on(t.buyerId),
    index('disputes_status_idx').on(t.status, t.createdAt),
    check('disputes_status_check', sql`${t.status} in ('OPEN','UNDER_REVIEW','AWAITING_BUYER','RESOLVED','REJECTED')`),
  ],
);

/** Each step of a dispute: a reply from either side, a status change, or both. */
export const disputeUpdates = pgTable(
  'dispute_updates',
  {
    id: idColumn(),
    disputeId: belongsTo('dispute_id', () => disputes.id),
    authorId: refNullOnDelete('author_id', () => users.id),
    authorType: userType('author_type').notNull(),
    message: text('message'),
    status: text('status').$type<DisputeStatus>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('dispute_updates_dispute_idx').on(t.disputeId, t.createdAt)],
);
