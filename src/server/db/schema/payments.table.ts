import { pgTable, text } from 'drizzle-orm/pg-core';
import { refNullOnDelete, timestamptz } from './columns.ts';
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
