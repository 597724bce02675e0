import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns.ts';

/** pending: waiting for its next attempt; sending: claimed by a worker; sent; failed: given up. */
export const MAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const mailOutboxStatus = pgEnum('mail_outbox_status', MAIL_OUTBOX_STATUSES);

/**
 * Mail written in the same transaction as the change it tells about, and sent later by
 * the outbox worker (src/server/mail/outbox-worker.ts), so a rolled-back change sends
 * nothing and an SMTP outage or a restart loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** Names the event the mail is about; a second mail with the same key is not queued. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: mailOutboxStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail may be tried (again): now at first, later after the backoff. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** While sending: the claim's end. A worker that died leaves it to expire, then another retries. */
    lockedUntil: timestamptz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    // The worker's claim query reads only unsent mail.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
  ],
);
