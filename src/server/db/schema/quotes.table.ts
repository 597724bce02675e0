import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paymentTerm, quoteStatus, shippingTerm } from './enums.ts';
import { inquiries, orders } from './trade.table.ts';
import { users } from './users.table.ts';

/**
 * Every version of every quote an agent sent in answer to an inquiry. Nothing is deleted:
 * a new version supersedes the active one, and the buyer accepts or declines the newest.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The inquiry's buyer, copied so every buyer-side read filters on it directly. */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer accepted or declined it, or a newer version superseded it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The order an accepted quote became. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
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
