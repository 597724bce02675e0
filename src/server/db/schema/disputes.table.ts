import { sql } from 'drizzle-orm';
import type { DisputeStatus } from '../../../shared/disputes/disputes.ts';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import { userType } from './enums.ts';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

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
