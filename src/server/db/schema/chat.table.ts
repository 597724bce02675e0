import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz, belongsTo, refNullOnDelete } from './columns.ts';
import type { ConversationStatus } from '../../../shared/chat/chat.staff.ts';
import type { QuoteCard } from '../../../shared/quotes/quotes.contract.ts';
import { messageType, userType } from './enums.ts';
import { users } from './users.table.ts';

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
    /** The file of an ATTACHMENT message (the bytes are in storage, its row in `attachments`). */
    attachmentData: jsonb('attachment_data').$type<{ id: string; name: string; mimeType: string; size: number }>(),
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

/**
 * The agents' view of each buyer's conversation (the messages live in `messages`): its
 * status, owner, and what the inbox lists and sorts by, kept up to date as messages are
 * stored so the list never has to scan the messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    buyerId: uuid('buyer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull().default('OPEN'),
    assigneeId: refNullOnDelete('assignee_id', () => users.id),
    /** The latest message's seq (0 before the first). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamptz('last_message_at'),
    /** The buyer's first unanswered message; null once an agent answered. */
    waitingSince: timestamptz('waiting_since'),
    /** A Start Order request not yet answered by an order card. */
    orderRequestedAt: timestamptz('order_requested_at'),
    /** Agent messages up to this seq have been read by the buyer. */
    buyerReadSeq: bigint('buyer_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversations_last_seq_idx').on(t.lastSeq),
    index('conversations_status_idx').on(t.status, t.lastSeq),
    index('conversations_assignee_idx').on(t.assigneeId, t.lastSeq),
    index('conversations_waiting_idx')
      .on(t.waitingSince)
      .where(sql`${t.waitingSince} is not null`),
    check('conversations_status_check', sql`${t.status} in ('OPEN','PENDING','RESOLVED')`),
  ],
);

/** Private notes agents leave on a conversation; there is no path from here to a buyer. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    authorId: refNullOnDelete('author_id', () => users.id),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('conversation_notes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/** Each wait of a buyer that an agent ended by answering: the first-response service level. */
export const chatResponses = pgTable(
  'chat_responses',
  {
    id: idColumn(),
    buyerId: belongsTo('buyer_id', () => users.id),
    agentId: refNullOnDelete('agent_id', () => users.id),
    waitingSince: timestamptz('waiting_since').notNull(),
    answeredAt: timestamptz('answered_at').notNull(),
  },
  (t) => [index('chat_responses_answered_idx').on(t.answeredAt)],
);

/** Texts admins prepare for agents, inserted by typing `/shortcut`. */
export const cannedReplies = pgTable('canned_replies', {
  id: idColumn(),
  shortcut: text('shortcut').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: refNullOnDelete('updated_by', () => users.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
