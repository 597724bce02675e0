import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConversationStatus } from '../../../shared/conversation.ts';
import { users } from './users.table.ts';

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
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The latest message's seq (0 before the first). */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The buyer's first unanswered message; null once an agent answered. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** A Start Order request not yet answered by an order card. */
    orderRequestedAt: timestamp('order_requested_at', { withTimezone: true }),
    /** Agent messages up to this seq have been read by the buyer. */
    buyerReadSeq: bigint('buyer_read_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversations_last_seq_idx').on(t.lastSeq),
    index('conversations_status_idx').on(t.status, t.lastSeq),
    index('conversations_assignee_idx').on(t.assigneeId, t.lastSeq),
    index('conversations_waiting_idx').on(t.waitingSince).where(sql`${t.waitingSince} is not null`),
    check('conversations_status_check', sql`${t.status} in ('OPEN','PENDING','RESOLVED')`),
  ],
);

/** Private notes agents leave on a conversation; there is no path from here to a buyer. */
export const conversationNotes = pgTable(
  'conversation_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_notes_buyer_idx').on(t.buyerId, t.createdAt)],
);

/** Each wait of a buyer that an agent ended by answering: the first-response service level. */
export const chatResponses = pgTable(
  'chat_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_responses_answered_idx').on(t.answeredAt)],
);

/** Texts admins prepare for agents, inserted by typing `/shortcut`. */
export const cannedReplies = pgTable('canned_replies', {
  id: uuid('id').primaryKey().defaultRandom(),
  shortcut: text('shortcut').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Service-level targets admins set; a metric without a row uses its default. */
export const slaTargets = pgTable('sla_targets', {
  metric: text('metric').primaryKey(),
  minutes: integer('minutes').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
