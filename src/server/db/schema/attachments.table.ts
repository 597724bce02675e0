import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { disputes, disputeUpdates } from './disputes.table.ts';
import { messages } from './chat.table.ts';
import { users } from './users.table.ts';

/**
 * Files attached in a buyer's conversation or disputes. `buyerId` is whose they are: that
 * buyer and the staff may read them, nobody else. A chat file belongs to its message; a
 * dispute file is uploaded first and then claimed by the dispute (or reply) it was sent with.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    uploadedBy: refNullOnDelete('uploaded_by', () => users.id),
    /** Random name in the file storage; never derived from the sender's name. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    /** The sender's file name, cleaned, shown as a label only. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'cascade' }),
    /** The reply it came with; null for a file sent when the dispute was opened. */
    disputeUpdateId: uuid('dispute_update_id').references(() => disputeUpdates.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('attachments_buyer_idx').on(t.buyerId), index('attachments_dispute_idx').on(t.disputeId)],
);
