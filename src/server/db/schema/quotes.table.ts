import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentPlan } from '../../../shared/payments/plans.ts';
import { idColumn, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import { paymentTerm, quoteStatus, shippingTerm } from './enums.ts';
import { inquiries } from './inquiries.table.ts';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

/**
 * Every version of every quote an agent sent in answer to an inquiry. Nothing is deleted:
 * a new version supersedes the active one, and the buyer accepts or declines the newest.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    inquiryId: belongsTo('inquiry_id', () => inquiries.id),
    /** The inquiry's buyer, copied so every buyer-side read filters on it directly. */
    buyerId: belongsTo('buyer_id', () => users.id),
    version: integer('version').notNull(),
    status: quoteStatus('status').notNull().default('ACTIVE'),
    countryOfOrigin: text('country_of_origin').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    pricePerMT: numeric('price_per_mt', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** USD, computed by the server from price and quantity. */
    total: numeric('total', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    incoterm: shippingTerm('incoterm').notNull(),
    namedPlace: text('named_place').notNull(),
    paymentTerm: paymentTerm('payment_term').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    note: text('note').notNull().default(''),
    createdBy: refNullOnDelete('created_by', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the buyer accepted or declined it, or a newer version superseded it. */
    decidedAt: timestamptz('decided_at'),
    declineReason: text('decline_reason'),
    /** The order an accepted quote became. */
    orderId: refNullOnDelete('order_id', () => orders.id),
    /** The payment plan offered (src/shared/payments/plans.ts); null: the default of its payment term. */
    paymentPlan: jsonb('payment_plan').$type<PaymentPlan>(),
  },
  (t) => [
    uniqueIndex('quotes_inquiry_version_idx').on(t.inquiryId, t.version),
    // At most one open quote per inquiry: the newest.
    uniqueIndex('quotes_one_active_idx')
      .on(t.inquiryId)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('quotes_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);
