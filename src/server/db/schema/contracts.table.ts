import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, idColumn, refNullOnDelete, timestamptz } from './columns.ts';
import { orders } from './orders.table.ts';
import { users } from './users.table.ts';

/** Raw bytes: the exact PDF whose sha256 the parties sign is kept, never re-rendered. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The per-year counter of contract numbers (SC-2026-000001). Incremented with
 * `UPDATE ... RETURNING` in the transaction that issues the contract, so its row lock makes
 * concurrent issues take turns and a rolled-back issue gives its number back: no gap, no repeat.
 */
export const contractCounters = pgTable('contract_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One version of an order's sales contract. The number stays with the order across versions; a
 * change of terms voids the current version and issues the next. `terms` and `clauses` are
 * what the version was issued with (the clauses as published then), so a later publish or a
 * later change never alters it.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: idColumn(),
    orderId: belongsTo('order_id', () => orders.id),
    number: text('number').notNull(),
    version: integer('version').notNull(),
    /** AWAITING_BUYER | AWAITING_SELLER | SIGNED | VOID (src/shared/contracts/contracts.ts). */
    status: text('status').notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    terms: jsonb('terms').notNull(),
    clauses: text('clauses').notNull(),
    /** The issued PDF and its sha256 (hex): what each signature names. */
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    /** The PDF once both parties signed: the issued text with both signatures and the hash. */
    signedPdf: bytea('signed_pdf'),
    issuedAt: timestamptz('issued_at').notNull(),
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [
    uniqueIndex('contracts_order_version_key').on(t.orderId, t.version),
    index('contracts_number_idx').on(t.number),
  ],
);

/** A signature on one contract version: who, when, from which address, over which hash. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    contractId: belongsTo('contract_id', () => contracts.id),
    /** BUYER | SELLER */
    party: text('party').notNull(),
    signerId: refNullOnDelete('signer_id', () => users.id),
    /** The name as typed by the buyer, or the countersigning admin's name. */
    name: text('name').notNull(),
    version: integer('version').notNull(),
    sha256: text('sha256').notNull(),
    ip: text('ip'),
    signedAt: timestamptz('signed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.party] })],
);

/** The contract policy admins set (one row; none means the defaults). */
export const contractSettings = pgTable('contract_settings', {
  id: integer('id').primaryKey().default(1),
  requiredBeforeProcessing: boolean('required_before_processing').notNull().default(true),
  updatedBy: refNullOnDelete('updated_by', () => users.id),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
