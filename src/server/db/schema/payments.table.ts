import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EntryStatus, Suggestion } from '../../../shared/payments/reconcile.ts';
import { belongsTo, idColumn, refNullOnDelete, storedFileColumns, timestamptz } from './columns.ts';
import { letterOfCreditStatus, paymentTrigger, receiptStatus } from './enums.ts';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

/**
 * The company's bank details buyers pay to, one set per currency (ISO 4217 code), kept by
 * admins in the console. Every change is in the audit trail too.
 */
export const paymentInstructions = pgTable('payment_instructions', {
  currency: text('currency').primaryKey(),
  beneficiary: text('beneficiary').notNull(),
  bankName: text('bank_name').notNull(),
  /** Account number or IBAN. */
  accountNumber: text('account_number').notNull(),
  /** SWIFT/BIC (ISO 9362). */
  swift: text('swift').notNull(),
  bankAddress: text('bank_address').notNull(),
  /** What the buyer writes as the transfer's reference; `{orderNumber}` is replaced by the order's. */
  referenceWording: text('reference_wording').notNull(),
  notes: text('notes').notNull().default(''),
  updatedBy: refNullOnDelete('updated_by', () => users.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

/**
 * An order's payment plan (src/shared/payments/plans.ts), one row per instalment in `position`
 * order. The amount is the order total split by the shares, stored when the plan is set so
 * reminders, the overdue list and bank reconciliation read it without recomputing.
 */
export const paymentInstalments = pgTable(
  'payment_instalments',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    trigger: paymentTrigger('trigger').notNull(),
    days: integer('days').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_instalments_order_position_idx').on(t.orderId, t.position)],
);

/**
 * Payment proofs, each for one instalment; the files live in the file storage (storage/) under
 * random names. An instalment has at most one proof waiting for verification; part payments
 * make several verified proofs of one instalment. Proofs from before payment plans (one per
 * order) were filed against the order's first instalment.
 */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    ...storedFileColumns(() => users.id),
    status: receiptStatus('status').notNull().default('SUBMITTED'),
    decidedBy: refNullOnDelete('decided_by', () => users.id),
    decidedAt: timestamptz('decided_at'),
    /** Why a proof was rejected (the buyer reads it), or the verifier's remark. */
    decisionNote: text('decision_note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Null only on a row written by code older than payment plans; the migration filled every one. */
    instalmentId: uuid('instalment_id').references(() => paymentInstalments.id, { onDelete: 'cascade' }),
    /** What the buyer says they paid, and on which day, with the transfer's reference. */
    amount: money('amount'),
    paidOn: date('paid_on', { mode: 'string' }),
    reference: text('reference'),
    /** What actually arrived, as the verifier found it (may be less: a part payment). */
    verifiedAmount: money('verified_amount'),
  },
  (t) => [
    uniqueIndex('order_receipts_waiting_idx')
      .on(t.instalmentId)
      .where(sql`${t.status} = 'SUBMITTED'`),
    index('order_receipts_order_idx').on(t.orderId, t.createdAt),
    index('order_receipts_instalment_idx').on(t.instalmentId, t.createdAt),
  ],
);

/**
 * Money credited to an instalment: a verified proof's amount, or a bank statement entry
 * matched to it. An instalment is PAID once its credits reach its amount.
 */
export const paymentCredits = pgTable(
  'payment_credits',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    instalmentId: belongsTo('instalment_id', () => paymentInstalments.id),
    amount: money('amount').notNull(),
    receiptId: uuid('receipt_id').references(() => orderReceipts.id, { onDelete: 'cascade' }),
    /** The bank statement entry it came from (reconciliation), if any. */
    statementEntryId: uuid('statement_entry_id'),
    createdBy: refNullOnDelete('created_by', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_credits_instalment_idx').on(t.instalmentId),
    index('payment_credits_order_idx').on(t.orderId),
    uniqueIndex('payment_credits_receipt_idx').on(t.receiptId),
    uniqueIndex('payment_credits_statement_entry_idx').on(t.statementEntryId),
  ],
);

/** The letter of credit an order is paid under (one per order), as the order desk records it. */
export const lettersOfCredit = pgTable('letters_of_credit', {
  id: idColumn(),
  orderId: belongsTo('order_id', () => orders.id).unique(),
  number: text('number').notNull(),
  issuingBank: text('issuing_bank').notNull(),
  advisingBank: text('advising_bank'),
  amount: money('amount').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  latestShipmentDate: date('latest_shipment_date', { mode: 'string' }).notNull(),
  presentationDays: integer('presentation_days').notNull(),
  status: letterOfCreditStatus('status').notNull().default('ISSUED'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every status a letter of credit went through, who recorded it and when. */
export const letterOfCreditHistory = pgTable(
  'letter_of_credit_history',
  {
    id: idColumn(),
    letterOfCreditId: belongsTo('letter_of_credit_id', () => lettersOfCredit.id),
    status: letterOfCreditStatus('status').notNull(),
    note: text('note'),
    actorId: refNullOnDelete('actor_id', () => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('letter_of_credit_history_idx').on(t.letterOfCreditId, t.createdAt)],
);

/** An imported bank statement (camt.053 or CSV); the same file (by its SHA-256) is imported once. */
export const bankStatements = pgTable('bank_statements', {
  id: idColumn(),
  fileHash: text('file_hash').notNull().unique(),
  format: text('format').$type<'CAMT053' | 'CSV'>().notNull(),
  fileName: text('file_name').notNull(),
  importedBy: refNullOnDelete('imported_by', () => users.id),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * A credit of an imported statement. `entryKey` names the entry across statements (the
 * bank's own reference when it gives one), so an entry in two overlapping statements is
 * kept once. `suggestions` are the instalments it may pay, scored at import.
 */
export const bankStatementEntries = pgTable(
  'bank_statement_entries',
  {
    id: idColumn(),
    statementId: belongsTo('statement_id', () => bankStatements.id),
    entryKey: text('entry_key').notNull().unique(),
    position: integer('position').notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull().default(''),
    counterparty: text('counterparty').notNull().default(''),
    status: text('status').$type<EntryStatus>().notNull(),
    suggestions: jsonb('suggestions').$type<Suggestion[]>().notNull().default([]),
    instalmentId: uuid('instalment_id').references(() => paymentInstalments.id, { onDelete: 'set null' }),
    matchedBy: refNullOnDelete('matched_by', () => users.id),
    matchedAt: timestamptz('matched_at'),
  },
  (t) => [index('bank_statement_entries_statement_idx').on(t.statementId, t.position)],
);
