import type {
  BankDetails,
  HowToPay,
  PaymentInstructions,
  PaymentInstructionsBody,
} from '../../shared/payment/payment-instructions.contract.ts';
import {
  DEFAULT_REFERENCE_WORDING,
  ORDER_CURRENCY,
  paymentReference,
  showsHowToPay,
} from '../../shared/payment/payment-instructions.ts';
import type { Db } from '../db/client.ts';
import type { OrderRow } from '../db/queries/orders.queries.ts';
import {
  allPaymentInstructions,
  deletePaymentInstructions,
  findPaymentInstructions,
  lockPaymentInstructions,
  type PaymentInstructionsRow,
  upsertPaymentInstructions,
} from '../db/queries/payment-instructions.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit } from './audit.service.ts';
import { actor, type ServiceContext } from './context.ts';

// The company's bank details per currency: admins keep them in the console, buyers read them
// on an approved order they pay by transfer, and the pro-forma prints them.

const toBankDetails = (row: PaymentInstructionsRow): BankDetails => ({
  currency: row.currency,
  beneficiary: row.beneficiary,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  swift: row.swift,
  bankAddress: row.bankAddress,
  notes: row.notes,
});

const toPaymentInstructions = (
  row: PaymentInstructionsRow,
  editor: { id: string; fullName: string } | null,
): PaymentInstructions => ({
  ...toBankDetails(row),
  referenceWording: row.referenceWording,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: editor,
});

/** What the audit trail keeps of a set: every field people read (bank details are not secret, but changes to them are sensitive). */
const summary = (row: PaymentInstructionsRow) => ({
  beneficiary: row.beneficiary,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  swift: row.swift,
  bankAddress: row.bankAddress,
  referenceWording: row.referenceWording,
  notes: row.notes,
});

export async function listPaymentInstructions(ctx: ServiceContext): Promise<PaymentInstructions[]> {
  const rows = await allPaymentInstructions(ctx.db);
  return rows.map(({ instructions, editor }) => toPaymentInstructions(instructions, editor));
}

/** Sets a currency's instructions (creating or replacing them whole), audited with what they were. */
export async function savePaymentInstructions(
  ctx: ServiceContext,
  { currency, ...input }: { currency: string } & PaymentInstructionsBody,
): Promise<PaymentInstructions> {
  const admin = actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockPaymentInstructions(tx, currency);
    const row = await upsertPaymentInstructions(tx, currency, input, admin.id, ctx.now());
    await recordAudit(tx, {
      actorId: admin.id,
      action: before ? 'payment-instructions.update' : 'payment-instructions.create',
      entityType: 'payment-instructions',
      entityId: currency,
      before: before ? summary(before) : null,
      after: summary(row),
    });
    return toPaymentInstructions(row, { id: admin.id, fullName: admin.fullName });
  });
}

/** Removes a currency's instructions, audited with what they were; answers the currency. */
export async function removePaymentInstructions(ctx: ServiceContext, currency: string): Promise<{ currency: string }> {
  const admin = actor(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await deletePaymentInstructions(tx, currency);
    if (!row) throw refused('payment_instructions_not_found');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'payment-instructions.delete',
      entityType: 'payment-instructions',
      entityId: currency,
      before: summary(row),
      after: null,
    });
  });
  return { currency };
}

/**
 * "How to pay" for an order: null unless it is approved and paid by transfer. `bank` is null
 * while admins have not set the currency's instructions (the page then says we will send them).
 */
export async function howToPay(db: Db, order: OrderRow): Promise<HowToPay | null> {
  if (!showsHowToPay(order)) return null;
  const row = await findPaymentInstructions(db, ORDER_CURRENCY);
  return {
    currency: ORDER_CURRENCY,
    amount: order.cost,
    reference: paymentReference(row?.referenceWording ?? DEFAULT_REFERENCE_WORDING, order.orderNumber),
    bank: row ? toBankDetails(row) : null,
  };
}
