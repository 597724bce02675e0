import { boolean, index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, storedFileColumns, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import { orderDocumentType, orderEvent, orderStatus, paymentTerm, shippingTerm } from './enums.ts';
import { products } from './products.table.ts';
import { users } from './users.table.ts';

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

// Payment proofs (order_receipts) are in payments.table.ts, with the instalments they pay.

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
