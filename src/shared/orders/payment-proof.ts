// The payment-proof state machine (docs/product/states.md), written once for the
// console, the buyer's order page and the server.
import type { OrderStatus, PaymentTerm } from '../common/enums.ts';
import { fileProblem } from '../common/files.ts';
import { acceptsReceipt } from './order-rules.ts';
import type { Reason, Refusal } from '../i18n/errors.ts';

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

/** A decision the order desk asks for, with the note the buyer reads. */
export interface ReceiptDecisionAsked {
  decision: ReceiptDecision;
  note?: string | null | undefined;
}

/**
 * Why the latest proof cannot be decided on, or null when it can: there is one, still
 * awaiting verification, on an order that stands. With the decision asked for, also that a
 * rejection says why (decisionNeedsNote).
 */
export function decisionRefusal(
  receipt: { status: ReceiptStatus } | null,
  orderStatus: OrderStatus,
  asked?: ReceiptDecisionAsked,
): Refusal | null {
  if (!receipt) return { reason: 'receipt_none', field: 'decision' };
  if (orderStatus === 'CANCELLED') return { reason: 'receipt_order_cancelled', field: 'decision' };
  if (receipt.status !== 'SUBMITTED') {
    return { reason: { code: 'receipt_decided', params: { status: receipt.status } }, field: 'decision' };
  }
  if (asked && decisionNeedsNote(asked.decision) && !asked.note?.trim()) {
    return { reason: 'receipt_rejection_needs_note', field: 'note' };
  }
  return null;
}

/**
 * Why the buyer cannot upload payment proof now, or null when they can: the payment term
 * takes proof (not DP or CAD), the order is not cancelled, and there is no proof yet or the
 * latest was rejected.
 */
export function receiptUploadRefusal(order: {
  paymentTerm: PaymentTerm;
  status: OrderStatus;
  receiptStatus: ReceiptStatus | null;
}): Reason | null {
  if (!acceptsReceipt(order.paymentTerm)) return { code: 'receipt_terms_exempt', params: { terms: order.paymentTerm } };
  if (order.status === 'CANCELLED') return 'receipt_not_needed';
  if (order.receiptStatus === 'VERIFIED') return 'receipt_already_verified';
  if (order.receiptStatus === 'SUBMITTED') return 'receipt_already_uploaded';
  return null;
}

/** docs/product/validation.md: payment proof is a JPEG, PNG, WebP or PDF of at most 10 MB. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** What is wrong with a chosen payment-proof file before it is sent, or undefined. */
export const receiptFileProblem = (file: { size: number; type: string } | undefined) =>
  fileProblem(file, { maxBytes: RECEIPT_MAX_BYTES, missing: 'receipt_file_missing' });
