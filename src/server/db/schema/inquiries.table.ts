import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import { inquiryStatus, paymentTerm, shippingTerm } from './enums.ts';
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
