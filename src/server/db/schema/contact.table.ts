import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { users } from './users.table.ts';

/**
 * A message sent with the public contact form (docs/product/console.md, Website leads): a
 * person who may have no account, listed in the console's inbox beside the buyers'
 * conversations, answered by e-mail.
 */
export const contactLeads = pgTable(
  'contact_leads',
  {
    id: idColumn(),
    /** NEW until an agent answers, then ANSWERED (src/shared/contact/contact.ts). */
    status: text('status').notNull().default('NEW'),
    name: text('name').notNull(),
    company: text('company').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    interest: text('interest').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the reply is written in it. */
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_leads_created_idx').on(t.createdAt), index('contact_leads_status_idx').on(t.status)],
);

/** An agent's answer to a lead, sent by e-mail through the mail outbox. */
export const contactLeadReplies = pgTable(
  'contact_lead_replies',
  {
    id: idColumn(),
    leadId: belongsTo('lead_id', () => contactLeads.id),
    authorId: refNullOnDelete('author_id', () => users.id),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_lead_replies_lead_idx').on(t.leadId)],
);
