// The order state machine of the operations console (docs/product/states.md),
// written once: the console shows only the moves it allows, and the server refuses the rest.
import type { OrderStatus, PaymentTerm } from '../common/enums.ts';
import type { ReceiptStatus } from './payment-proof.ts';
import { FIELD_LIMITS } from '../common/field-limits.ts';
import type { Reason } from '../i18n/errors.ts';
import { ORDER_DOCUMENT_LABELS, type OrderDocumentType } from './order-documents.ts';

/** PENDING -> PROCESSING -> SHIPPED -> DELIVERED; PENDING or PROCESSING -> CANCELLED. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** The buyer reads the note of these moves (a cancellation says why). */
export const NOTE_REQUIRED_STATUSES: readonly OrderStatus[] = ['CANCELLED'];

/** Moves that take the goods on: from here the buyer (and their bank) expect the full document pack. */
export const DOCUMENTS_DUE_STATUSES: readonly OrderStatus[] = ['SHIPPED', 'DELIVERED'];

/**
 * Whether the move needs a note the buyer reads: a cancellation says why, and shipping or
 * delivering while required documents are missing says what happens with them.
 */
export const moveNeedsNote = (to: OrderStatus, missing: readonly OrderDocumentType[] = []) =>
  NOTE_REQUIRED_STATUSES.includes(to) || documentsMissingAt(to, missing).length > 0;

/** The required documents a move to `to` goes on without (none for moves before the goods leave). */
export const documentsMissingAt = (to: OrderStatus, missing: readonly OrderDocumentType[]) =>
  DOCUMENTS_DUE_STATUSES.includes(to) ? missing : [];

/** The warning shown (and the 400 answered) when a move goes on with required documents missing. */
export const missingDocumentsWarning = (missing: readonly OrderDocumentType[]): Reason => ({
  code: 'order_documents_missing',
  params: { documents: missing.map((type) => ORDER_DOCUMENT_LABELS[type]).join(', ') },
});

/**
 * Why a move needs a note it lacks, or null: a cancellation says why, and shipping or
 * delivering with required documents missing says when they follow (`missing`: the
 * order's required documents not on file).
 */
export function moveNoteRefusal(
  to: OrderStatus,
  note: string | null | undefined,
  missing: readonly OrderDocumentType[] = [],
): Reason | null {
  if (note?.trim()) return null;
  const without = documentsMissingAt(to, missing);
  if (without.length > 0) return missingDocumentsWarning(without);
  if (NOTE_REQUIRED_STATUSES.includes(to)) return 'order_cancel_needs_note';
  return null;
}

export const ORDER_NOTE_MAX = FIELD_LIMITS.orderNote;

export const isFinalStatus = (status: OrderStatus) => ORDER_TRANSITIONS[status].length === 0;

/** Orders still moving (not delivered or cancelled): what an agent has in hand for a buyer. */
export const OPEN_ORDER_STATUSES = (Object.keys(ORDER_TRANSITIONS) as OrderStatus[]).filter((s) => !isFinalStatus(s));

/** What a move depends on besides the status itself. */
export interface MovableOrder {
  status: OrderStatus;
  buyerApproved: boolean;
  paymentTerm: PaymentTerm;
  /** The state of the latest payment proof, null when none was uploaded. */
  receiptStatus: ReceiptStatus | null;
  /**
   * An instalment due before shipping is unpaid (src/shared/payments/plans.ts mayShip). Left
   * out where it is not known, e.g. a list row; the server always gives it.
   */
  paymentOutstanding?: boolean | undefined;
  /**
   * How many shipments the order has (src/shared/shipment): an order ships only once one
   * says how it travels. Left out where it is not known, e.g. a list row; the server always
   * gives it.
   */
  shipmentCount?: number | undefined;
}

const ACTION_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Back to pending',
  PROCESSING: 'Start processing',
  SHIPPED: 'Mark as shipped',
  DELIVERED: 'Mark as delivered',
  CANCELLED: 'Cancel order',
};
export const orderActionLabel = (to: OrderStatus) => ACTION_LABELS[to];

/**
 * Why this order cannot move to `to` now, or null when it can. Besides the arrows above:
 * work starts only on an order the buyer approved, goods ship only once the instalments due
 * before shipping are paid (an admin may override that, with a note: the server's
 * moveOrder), and an order ships only with a shipment entered.
 */
export function moveBlocker(order: MovableOrder, to: OrderStatus): Reason | null {
  if (order.status === to) return { code: 'order_already', params: { status: to } };
  if (!ORDER_TRANSITIONS[order.status].includes(to)) {
    return isFinalStatus(order.status)
      ? { code: 'order_final', params: { status: order.status } }
      : { code: 'order_move_refused', params: { from: order.status, to } };
  }
  if (to === 'PROCESSING' && !order.buyerApproved) return 'order_not_approved';
  // Money due before the goods leave (every ON_ORDER and BEFORE_LOADING instalment) is paid.
  if (to === 'SHIPPED' && order.paymentOutstanding) return 'payment_outstanding';
  // The buyer's timeline starts from the shipment.
  if (to === 'SHIPPED' && order.shipmentCount === 0) return 'order_needs_shipment';
  return null;
}

/**
 * The moves the console offers for an order: allowed by the arrows, each with what blocks it
 * now, whether it needs a note, and the warning about documents still missing (`missing`).
 */
export function nextMoves(
  order: MovableOrder,
  missing: readonly OrderDocumentType[] = [],
): { to: OrderStatus; label: string; needsNote: boolean; warning: Reason | null; blocker: Reason | null }[] {
  return ORDER_TRANSITIONS[order.status].map((to) => {
    const without = documentsMissingAt(to, missing);
    return {
      to,
      label: orderActionLabel(to),
      needsNote: moveNeedsNote(to, missing),
      warning: without.length > 0 ? missingDocumentsWarning(without) : null,
      blocker: moveBlocker(order, to),
    };
  });
}
