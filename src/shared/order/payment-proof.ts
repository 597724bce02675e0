// The payment-proof state machine (docs/product/states.md), written once for the
// console, the buyer's order page and the server.
import type { OrderStatus, PaymentTerm } from '../common/enums.ts';
import { fileProblem } from '../common/files.ts';
import { acceptsReceipt } from './order-rules.ts';

/** SUBMITTED -> VERIFIED | REJECTED; after a rejection the buyer uploads a new one. */
export const RECEIPT_STATUSES = ['SUBMITTED', 'VERIFIED', 'REJECTED'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const RECEIPT_DECISIONS = ['VERIFIED', 'REJECTED'] as const;
export type ReceiptDecision = (typeof RECEIPT_DECISIONS)[number];

export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = {
  SUBMITTED: 'Awaiting verification',
  VERIFIED: 'Verified',
  REJECTED: 'Rejected',
};

/** A rejection tells the buyer why, so they can send the right proof. */
export const decisionNeedsNote = (decision: ReceiptDecision) => decision === 'REJECTED';
export const RECEIPT_NOTE_MAX = 1000;

/** Why the latest proof cannot take this decision, or null when it can. */
export function decisionBlocker(receipt: { status: ReceiptStatus } | null, orderStatus: OrderStatus): string | null {
  if (!receipt) return 'No payment proof was uploaded for this order.';
  if (orderStatus === 'CANCELLED') return 'This order was cancelled.';
  if (receipt.status !== 'SUBMITTED') {
    return `This payment proof was already ${receipt.status.toLowerCase()}.`;
  }
  return null;
}

/**
 * The buyer may upload proof when the payment term takes it (not DP or CAD), the order is
 * not cancelled, and there is none yet or the latest was rejected.
 */
export const canUploadReceipt = (order: {
  paymentTerm: PaymentTerm;
  status: OrderStatus;
  receiptStatus: ReceiptStatus | null;
}) =>
  acceptsReceipt(order.paymentTerm) &&
  order.status !== 'CANCELLED' &&
  (order.receiptStatus === null || order.receiptStatus === 'REJECTED');

/** docs/product/validation.md: payment proof is a JPEG, PNG, WebP or PDF of at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** What is wrong with a chosen payment-proof file before it is sent, or undefined. */
export const receiptFileProblem = (file: { size: number; type: string } | undefined) =>
  fileProblem(file, { maxBytes: RECEIPT_MAX_BYTES, missing: 'Choose the file of your payment receipt.' });
